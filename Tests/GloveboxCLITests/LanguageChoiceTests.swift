import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// `prefs set locale` takes valid BCP 47 tags only, and says which language the app shows when
/// it has none of the tag's own; the app and the widget choose by the same rule.
@Suite struct LanguageChoiceTests {
    let cli = CLIHarness()

    init() {
        cli.succeed("login", "ana@example.com")
    }

    @Test(arguments: [
        ("klingon", "'klingon' is not an ISO 639 language code"),
        ("pt-XY", "'XY' is not a region code"),
        ("en--US", "it has an empty subtag"),
        ("x-mine", "it starts with 'x' instead of a language code"),
        ("de-1996-1996", "'1996' is given twice"),
        ("pt-BR-u", "extension 'u' has nothing after it"),
        ("zh-yue-HK", "'yue' cannot stand where it is"),
        ("en US", "'en US' is not a subtag (1 to 8 ASCII letters or digits)"),
        ("en-\u{1B}[2J", "'<U+001B>[2J' is not a subtag (1 to 8 ASCII letters or digits)"),
    ])
    func aTextThatIsNotAValidTagIsRefusedWithTheReason(_ value: String, _ reason: String) throws {
        let result = cli.run("prefs", "set", "locale", value)
        #expect(result.status == 2)
        let shown = value.replacingOccurrences(of: "\u{1B}", with: "<U+001B>")
        #expect(result.errors == "glovebox: locale '\(shown)' is not a valid BCP 47 language tag such as pt-PT: \(reason)\n")
        #expect(cli.succeed("prefs", "get", "locale").output == "locale: en-US\n", "nothing stored")
    }

    @Test(arguments: [
        ("pt-PT", "locale: pt-PT\n"),
        ("pt_AO", "locale: pt-AO\n"),
        ("fr-CA", "locale: fr-CA\n"),
        ("de-CH-1996", "locale: de-CH-1996\n"),
        ("en-GB", "locale: en-GB\n"),
        ("pt-BR", "locale: pt-BR (the app shows Portuguese (Portugal), the nearest language it has to Portuguese (Brazil); numbers and dates follow pt-BR)\n"),
        ("it-IT", "locale: it-IT (the app shows English: it has no Italian (Italy) texts; numbers and dates follow it-IT)\n"),
        ("tlh", "locale: tlh (the app shows English: it has no Klingon texts; numbers and dates follow tlh)\n"),
    ])
    func aValidTagIsStoredAndTheLanguageShownIsNamed(_ value: String, _ output: String) throws {
        #expect(cli.succeed("prefs", "set", "locale", value).output == output)
    }

    @Test func brazilianPortugueseGetsTheSamePortugueseInTheSnapshotAsInTheWidgetsFallback() throws {
        try cli.installWidgets()
        cli.succeed("prefs", "set", "locale", "pt-BR")
        cli.succeed("vehicle", "add", "Clio")
        let snapshot = try cli.snapshot()
        #expect(snapshot.locale == "pt-PT")
        #expect(snapshot.strings.openApp == "Abrir o Glovebox")
    }

    @Test func aLocaleStoredBeforeTagsWereCheckedStillOpens() throws {
        // An earlier version stored any word; the logbook must keep opening (and showing English).
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        try store.database.execute(
            "INSERT OR REPLACE INTO account_preference (account, key, value) VALUES ('ana@example.com', 'locale', 'klingon')")
        store.close()
        #expect(cli.succeed("prefs", "get", "locale").output == "locale: klingon\n")
        cli.succeed("vehicle", "add", "Clio")
    }
}
