import ArgumentParsing
import WidgetContract

/// The content of `glovebox`'s help (the listing's overview and closing lines, each command's
/// summary, its arguments' and options' help, its discussion) in the languages other than English.
///
/// The declarations stay in English: that text is what English help shows and the key each table
/// is looked up by, as gettext keys a translation by its msgid, so a command's help is written once
/// where its options are declared. Each language's table is split by command group, in files of its
/// own; the tests check that every table covers every declared text, holds none that no declaration
/// says any more, and keeps the commands, options and literal values the English names.
enum CLIHelpText {
    /// The texts of `language`, keyed by the English; empty for English itself.
    static func table(of language: Language) -> [String: String] {
        switch language {
        case .english: [:]
        case .portuguesePortugal: portuguese
        case .german: german
        case .french: french
        case .spanish: spanish
        }
    }

    /// The help's content in `language`: a text its table lacks stays English (a test makes sure
    /// none does).
    static func translation(for language: Language) -> HelpTranslation {
        language == .english ? .english : HelpTranslation(table: table(of: language))
    }

    static let portuguese = joined(portugueseHousehold, portugueseRecords, portugueseImports, portugueseOutput)
    static let german = joined(germanHousehold, germanRecords, germanImports, germanOutput)
    static let french = joined(frenchHousehold, frenchRecords, frenchImports, frenchOutput)
    static let spanish = joined(spanishHousehold, spanishRecords, spanishImports, spanishOutput)

    /// One language's groups as one table; a text belongs to the group of the first command that
    /// declares it, so no two groups share a key.
    private static func joined(_ groups: [String: String]...) -> [String: String] {
        groups.reduce(into: [:]) { table, group in table.merge(group) { first, _ in first } }
    }
}
