/// The words of the parser's refusals in one language, so that every program built on this module
/// says an unknown option or a refused value in its user's language with the same words
/// (`glovebox`, `glovebox-widget`, `glovebox-server`), as ``HelpWords`` does for the help's frame.
///
/// ``standard(languageCode:)`` gives the five languages the programs speak;
/// ``message(_:number:reason:)`` says a ``UsageError`` with them.
public struct RefusalWords: Sendable, Hashable {
    /// The text of each phrase, `{name}` placeholders and all; a phrase it lacks is said in English.
    public var phrases: [RefusalPhrase: String]

    /// Words of a language.
    public init(_ phrases: [RefusalPhrase: String]) {
        self.phrases = phrases
    }

    /// The English every program's refusals have always had: the parser's own messages.
    public static let english = RefusalWords([:])

    /// The text of `phrase` in this language, its placeholders not yet filled.
    public func text(_ phrase: RefusalPhrase) -> String {
        phrases[phrase] ?? phrase.english
    }
}
