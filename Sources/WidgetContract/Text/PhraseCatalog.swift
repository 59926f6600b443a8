/// A catalog of one program's words: each case's English in code, the four other languages in one
/// table each, which every catalog's test checks are whole. How a language picks its table, and
/// English stands in for a phrase a table lacks, is written here once for every catalog of every
/// program (the app's, the widget host's, the server's, the container's, the contract's).
public protocol PhraseCatalog: Hashable {
    /// A phrase's text: one template, or the forms of a plural.
    associatedtype Text

    /// The English text.
    var english: Text { get }
    /// The German texts.
    static var german: [Self: Text] { get }
    /// The French texts.
    static var french: [Self: Text] { get }
    /// The Spanish texts.
    static var spanish: [Self: Text] { get }
    /// The Portuguese (Portugal) texts.
    static var portuguese: [Self: Text] { get }
}

extension PhraseCatalog {
    /// The table of a language other than English; `nil` for English, whose text is ``english``.
    public static func table(of language: Language) -> [Self: Text]? {
        switch language {
        case .english: nil
        case .german: german
        case .french: french
        case .spanish: spanish
        case .portuguesePortugal: portuguese
        }
    }

    /// The text in `language`: English where its table lacks it (a test makes sure none does).
    public func text(in language: Language) -> Text {
        Self.table(of: language)?[self] ?? english
    }
}

extension PhraseCatalog where Text == String {
    /// The template in `language` with its `{name}` placeholders filled from `values`.
    public func text(in language: Language, _ values: [String: String]) -> String {
        PhraseTemplate.fill(text(in: language), values)
    }
}
