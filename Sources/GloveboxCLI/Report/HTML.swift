/// Escaping and the small pieces of markup the report is made of.
///
/// Every text that reaches the page — a vehicle's name, an item's title, a translated label — goes
/// through `escape`, in element content and in attributes alike, so a name such as
/// `<script>` or `" onload="` is shown as typed and never read as markup, in HTML or in SVG.
enum HTML {
    /// `text` with the five characters markup gives a meaning to replaced by references.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A table with a caption, a header row and rows, every cell escaped; the first `textColumns`
    /// columns are text, the rest right-aligned numbers.
    static func table(caption: String, header: [String], rows: [[String]], textColumns: Int = 1) -> String {
        var html = "<table>\n<caption>\(escape(caption))</caption>\n<thead><tr>"
        html += header.enumerated().map { index, cell in "<th scope=\"col\"\(index >= textColumns ? " class=\"number\"" : "")>\(escape(cell))</th>" }.joined()
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr>" + row.enumerated().map { index, cell in
                index == 0 ? "<th scope=\"row\">\(escape(cell))</th>"
                    : "<td\(index >= textColumns ? " class=\"number\"" : "")>\(escape(cell))</td>"
            }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
