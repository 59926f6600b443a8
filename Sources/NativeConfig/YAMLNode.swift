/// A small YAML tree, written deterministically (mapping keys sorted) for XcodeGen's `project.yml`.
public indirect enum YAMLNode: Hashable, Sendable {
    /// A scalar, quoted when YAML could read it as something else.
    case scalar(String)
    /// `true` or `false`, unquoted.
    case boolean(Bool)
    /// A block sequence.
    case sequence([YAMLNode])
    /// A block mapping, written with its keys sorted.
    case mapping([String: YAMLNode])

    /// The document text.
    public var document: String {
        var lines: [String] = []
        append(to: &lines, indent: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func append(to lines: inout [String], indent: Int) {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .scalar(let value):
            lines.append(pad + Self.quoted(value))
        case .boolean(let value):
            lines.append(pad + String(value))
        case .sequence(let items):
            for item in items {
                if let inline = item.inlineText {
                    lines.append("\(pad)- \(inline)")
                } else {
                    var nested: [String] = []
                    item.append(to: &nested, indent: indent + 2)
                    // The first line of a nested block goes after the dash.
                    if let first = nested.first {
                        lines.append(pad + "- " + first.dropFirst(indent + 2))
                        lines.append(contentsOf: nested.dropFirst())
                    }
                }
            }
        case .mapping(let entries):
            for key in entries.keys.sorted() {
                switch entries[key]! {
                case let node where node.inlineText != nil:
                    lines.append("\(pad)\(Self.quoted(key)): \(node.inlineText!)")
                case .sequence(let items) where items.isEmpty:
                    lines.append("\(pad)\(Self.quoted(key)): []")
                case .mapping(let nested) where nested.isEmpty:
                    lines.append("\(pad)\(Self.quoted(key)): {}")
                case let node:
                    lines.append("\(pad)\(Self.quoted(key)):")
                    node.append(to: &lines, indent: indent + 2)
                }
            }
        }
    }

    /// The text of a node written on its key's or dash's line, if it is a scalar.
    private var inlineText: String? {
        switch self {
        case .scalar(let value): Self.quoted(value)
        case .boolean(let value): String(value)
        case .sequence, .mapping: nil
        }
    }

    /// Plain when safe; otherwise double-quoted with escapes.
    static func quoted(_ text: String) -> String {
        let plainSafe = !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./$()".unicodeScalars.contains(scalar)
            }
            && !["true", "false", "yes", "no", "null", "on", "off", "~"].contains(text.lowercased())
            && !(text.first?.isNumber ?? false)
        if plainSafe { return text }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
