import Foundation
import Testing
import WidgetContract
@testable import GloveboxCLI

/// The report's own phrases exist in every language with exactly the English placeholders, and the
/// page is written in the user's language.
@Suite struct ReportPhraseTests {
    static func placeholders(_ text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return found.sorted()
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyPhraseIsTranslatedWithItsPlaceholders(_ language: Language) throws {
        let table = try #require(ReportPhrase.table(of: language))
        for phrase in ReportPhrase.allCases {
            let text = try #require(table[phrase], "\(language): \(phrase) is missing")
            #expect(!text.isEmpty, "\(language): \(phrase)")
            #expect(Self.placeholders(text) == Self.placeholders(phrase.english), "\(language): \(phrase): \(text)")
        }
        #expect(table.count == ReportPhrase.allCases.count)
    }

    @Test func thePageIsInTheUsersLanguage() throws {
        let cli = ReportGarage.make()
        cli.succeed("prefs", "set", "locale", "de-DE")
        let (html, _) = try ReportGarage.page(cli, "--year", "2026")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">"))
        for phrase in ["Glovebox-Bericht", "Ausgaben pro Monat", "Versicherung", "Wartung und Fristen", "Erstellt am 29.11.2026"] {
            #expect(html.contains(phrase), "\(phrase)")
        }
        #expect(!html.contains("Spend by month"))
        #expect(html.contains("412,88\u{00A0}€"), "German amounts")
    }
}
