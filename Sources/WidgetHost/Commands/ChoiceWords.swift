/// A choice's words as help lists them: its cases' raw values, in order, between commas.
///
/// A plain loop rather than `joined(separator:)`, as in `TextLine.rendered(colored:)`: see there.
enum ChoiceWords {
    static func of<Choice: CaseIterable & RawRepresentable>(_ type: Choice.Type) -> String where Choice.RawValue == String {
        var words = ""
        for choice in Choice.allCases {
            if !words.isEmpty { words += ", " }
            words += choice.rawValue
        }
        return words
    }
}
