import Foundation
import WidgetContract

/// Looks texts up in one language's catalog and fills in their placeholders.
public struct Localizer: Sendable {
    /// The language of every text it returns.
    public let language: Language
    private let catalog: LocalizationCatalog

    /// Creates a localizer for `language`.
    public init(language: Language) {
        self.language = language
        self.catalog = .of(language)
    }

    /// The text for `key`; English if the catalog lacks it (a test makes sure none does).
    public func text(_ key: TextKey) -> String {
        catalog.texts[key] ?? LocalizationCatalog.english.texts[key] ?? key.rawValue
    }

    /// The text for `key` with `{name}` placeholders replaced by `values`.
    public func text(_ key: TextKey, _ values: [String: String]) -> String {
        Self.fill(text(key), values)
    }

    /// The plural form of `key` for `count`, by the language's CLDR cardinal rules, with
    /// `{count}` replaced by the number.
    public func plural(_ key: PluralKey, count: Int) -> String {
        let category = language.pluralCategory(of: count)
        let forms = catalog.plurals[key] ?? LocalizationCatalog.english.plurals[key] ?? [:]
        // A missing `many` form reads as `other`, as CLDR's fallback does.
        let template = forms[category] ?? forms[.other] ?? key.rawValue
        return Self.fill(template, ["count": String(count)])
    }

    static func fill(_ template: String, _ values: [String: String]) -> String {
        PhraseTemplate.fill(template, values)
    }
}
