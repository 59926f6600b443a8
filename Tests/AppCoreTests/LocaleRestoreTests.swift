import Foundation
import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
@testable import AppCore

/// An export carries the locale the person chose, or `null` when they chose none, so that a restore
/// on another machine follows that machine's language; exports written when an unset locale was
/// English (`"locale": "en-US"`) restore English, as they always did.
@Suite struct LocaleRestoreTests {
    let directory = TemporaryDirectory(prefix: "glovebox-locale-restore")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")

    func app(_ name: String, lang: String) -> AppSession {
        let home = directory.appending(name).path
        return AppSession(environment: AppEnvironment(
            variables: ["GLOVEBOX_HOME": home, "LANG": lang], homeDirectory: home, now: { Self.now },
            defaultTimeZone: Pinned.timeZone("Europe/Lisbon"), ids: .sequential(prefix: name)))
    }

    /// The demo exported from a Portuguese system, with `locale` chosen first when given.
    func exportedDemo(_ name: String, locale: String?) throws -> String {
        let source = app(name, lang: "pt_PT.UTF-8")
        defer { source.close() }
        try source.perform(SeedDemo())
        if let locale { try source.perform(SetPreference(.locale, to: locale)) }
        let path = directory.appending("\(name).json").path
        _ = try source.export(to: path)
        return path
    }

    /// The `preferences` object of the export at `path`.
    func exportedPreferences(_ path: String) throws -> [String: Any] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return try #require(document?["preferences"] as? [String: Any])
    }

    /// Restores the export at `path` into a new home on a German system.
    func restoredOnAGermanSystem(_ path: String, _ name: String) throws -> AppSession {
        let target = app(name, lang: "de_DE.UTF-8")
        try target.perform(RestoreExport(try ExportContents.read(file: path, today: Pinned.restoreDay), replacing: false))
        return target
    }

    @Test func anUnsetLocaleIsExportedUnsetAndFollowsTheRestoringSystem() throws {
        let path = try exportedDemo("unset", locale: nil)
        let preferences = try exportedPreferences(path)
        #expect(preferences.keys.contains("locale") && preferences["locale"] is NSNull, "\(preferences)")
        let target = try restoredOnAGermanSystem(path, "unset-restored")
        defer { target.close() }
        #expect(try target.preferences().locale == nil)
        #expect(try target.localeTag() == "de-DE")
        #expect(try target.pipeline().widgetsSnapshot().locale == "de")
    }

    @Test func aChosenLocaleIsExportedAndRestoredWhateverTheSystem() throws {
        for chosen in ["fr-FR", "en-US"] {
            let path = try exportedDemo("set-\(chosen)", locale: chosen)
            #expect(try exportedPreferences(path)["locale"] as? String == chosen)
            let target = try restoredOnAGermanSystem(path, "set-\(chosen)-restored")
            defer { target.close() }
            #expect(try target.preferences().locale == chosen)
            #expect(try target.localeTag() == chosen)
        }
    }

    @Test func anOlderExportNamingEnglishRestoresEnglishAsBefore() throws {
        // Before an unset locale meant the system's, every export wrote `en-US` for it.
        let path = try exportedDemo("older", locale: nil)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let older = text.replacingOccurrences(of: #""locale": null"#, with: #""locale": "en-US""#)
        try #require(older != text, "the export's layout changed: \(text.prefix(400))")
        try Data(older.utf8).write(to: URL(fileURLWithPath: path))
        let target = try restoredOnAGermanSystem(path, "older-restored")
        defer { target.close() }
        #expect(try target.preferences().locale == "en-US")
        #expect(try target.localeTag() == "en-US")
        #expect(try target.pipeline().widgetsSnapshot().locale == "en")
        // And it exports as it was read: export → restore → export keeps its bytes.
        let again = directory.appending("older-again.json").path
        _ = try target.export(to: again)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == older)
    }
}
