#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a status bar summary as the one-line JSON object Waybar's custom module reads with
/// `"return-type": "json"` (waybar-custom(5)): `text`, `tooltip`, `class` and, where the widget
/// draws a bar, `percentage`.
///
/// Waybar shows `text` and `tooltip` as Pango markup, so `&`, `<`, `>`, `'` and `"` are written as
/// entities (what its `escape` option would do; leave that option off). Tooltip lines are joined
/// with line breaks. The object is on one line, as Waybar requires.
///
/// ```swift
/// print(WaybarRenderer().render(summary))   // {"class":["deadlines","warning"],"text":"Insurance · In 3 days",…}
/// ```
public struct WaybarRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The JSON object and a line break.
    public func render(_ summary: StatusBarSummary) -> String {
        let tooltip = ([summary.title] + summary.lines.map(\.text)).map(Self.markupEscaped).joined(separator: "\n")
        var object = Output(
            text: Self.markupEscaped(summary.text), tooltip: tooltip, class: summary.classes, percentage: summary.percentage)
        object.text = object.text.isEmpty ? Self.markupEscaped(summary.title) : object.text
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, an array of strings and an integer always encode.
        let data = (try? encoder.encode(object)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `text` with Pango markup's five special characters written as entities.
    public static func markupEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "'": result += "&apos;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The fields, as Waybar names them.
    private struct Output: Encodable {
        var text: String
        var tooltip: String
        var `class`: [String]
        var percentage: Int?
    }
}
