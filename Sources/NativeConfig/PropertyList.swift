/// A property list value, written as deterministic XML (dictionary keys sorted).
///
/// Foundation's `PropertyListSerialization` does not promise an order for dictionary keys, and
/// a generated file must be byte-identical on every regeneration, so the few types the build
/// configuration needs are written by hand.
public indirect enum PropertyList: Hashable, Sendable {
    /// `<string>`.
    case string(String)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// `<integer>`.
    case integer(Int)
    /// `<array>`.
    case array([PropertyList])
    /// `<dict>`, written with its keys sorted.
    case dictionary([String: PropertyList])

    /// The complete XML property list document.
    public var xmlDocument: String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
        ]
        append(to: &lines, depth: 0)
        lines.append("</plist>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func append(to lines: inout [String], depth: Int) {
        let indent = String(repeating: "\t", count: depth)
        switch self {
        case .string(let value):
            lines.append("\(indent)<string>\(Self.escape(value))</string>")
        case .bool(let value):
            lines.append(indent + (value ? "<true/>" : "<false/>"))
        case .integer(let value):
            lines.append("\(indent)<integer>\(value)</integer>")
        case .array(let values):
            lines.append("\(indent)<array>")
            for value in values { value.append(to: &lines, depth: depth + 1) }
            lines.append("\(indent)</array>")
        case .dictionary(let entries):
            lines.append("\(indent)<dict>")
            for key in entries.keys.sorted() {
                lines.append("\(indent)\t<key>\(Self.escape(key))</key>")
                entries[key]!.append(to: &lines, depth: depth + 1)
            }
            lines.append("\(indent)</dict>")
        }
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
