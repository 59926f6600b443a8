/// Lays out the two-column sections of help text: labels on the left, help aligned on the right.
enum HelpLayout {
    /// A titled list of labels and their help, such as `options:` and its options.
    typealias Section = (title: String, rows: [(label: String, help: String)])

    /// Labels wider than this get their help on the next line, so one long label does not push
    /// every other line's help far to the right.
    static let widestLabel = 32

    /// The sections, each after a blank line, with the help of every row of every section starting
    /// in one column; a section without rows is left out.
    static func lines(_ sections: [Section]) -> [String] {
        let widths = sections.flatMap(\.rows).map(\.label.count).filter { $0 <= widestLabel }
        let width = widths.max() ?? 0
        let column = String(repeating: " ", count: 2 + width + 2)
        return sections.filter { !$0.rows.isEmpty }.flatMap { section in
            ["", section.title + ":"] + section.rows.flatMap { row -> [String] in
                if row.label.count > width { return ["  " + row.label, column + row.help] }
                return ["  " + row.label + String(repeating: " ", count: width - row.label.count + 2) + row.help]
            }
        }
    }
}
