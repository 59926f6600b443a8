import WidgetContract

/// Every text of one language, keyed by ``TextKey`` and ``PluralKey``.
///
/// Catalogs are Swift dictionaries compiled into the module: no resource bundle to find at run
/// time, and a test checks that every key (and every plural category the language's CLDR rules
/// need) is present in every language.
public struct LocalizationCatalog: Sendable {
    /// The fixed texts.
    public let texts: [TextKey: String]
    /// The texts with plural forms, one per CLDR category.
    public let plurals: [PluralKey: [PluralCategory: String]]

    /// Creates a catalog.
    public init(texts: [TextKey: String], plurals: [PluralKey: [PluralCategory: String]]) {
        self.texts = texts
        self.plurals = plurals
    }

    /// The catalog of `language`.
    public static func of(_ language: Language) -> LocalizationCatalog {
        switch language {
        case .english: english
        case .portuguesePortugal: portuguesePortugal
        case .spanish: spanish
        case .french: french
        case .german: german
        }
    }
}
