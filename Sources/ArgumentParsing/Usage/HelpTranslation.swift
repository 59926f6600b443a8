/// How a program puts the help's content (summaries, argument and option help, discussions, the
/// overview) into its user's language: the declared English text in, the text to show out.
///
/// The declarations stay in English, which is both the text English help shows and the key a
/// translation is found by (as gettext's msgid), so the parser knows nothing of any language:
///
/// ```swift
/// let german = HelpTranslation(table: ["add a vehicle": "ein Fahrzeug hinzufügen"])
/// catalog.listing(words: germanWords, translation: german)
/// ```
public struct HelpTranslation: Sendable {
    private let translate: @Sendable (String) -> String

    /// A translation that answers each English text with `translate`'s.
    public init(_ translate: @escaping @Sendable (String) -> String) {
        self.translate = translate
    }

    /// A translation from a table keyed by the English text; a text the table lacks stays English.
    public init(table: [String: String]) {
        self.init { table[$0] ?? $0 }
    }

    /// The declared text, as every program's help has always shown it.
    public static let english = HelpTranslation { $0 }

    /// The text to show for the declared English `text`.
    public func callAsFunction(_ text: String) -> String {
        translate(text)
    }
}
