import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// A damaged stored preference is reported, never silently replaced, and `prefs set` repairs it:
/// it writes that preference's row alone and needs no other stored value first.
@Suite struct DamagedPreferenceTests {
    let cli = CLIHarness()

    func damage(_ key: String, _ value: String) throws {
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        try store.database.execute(
            "INSERT OR REPLACE INTO account_preference (account, key, value) VALUES ('ana@example.com', ?, ?)", [key, value])
    }

    /// The rows of the preferences table, as the fingerprint lists them.
    func preferenceRows() throws -> String {
        let section = try cli.fingerprint().components(separatedBy: "[account_preference]\n").last ?? ""
        return String(section.prefix { $0 != "[" })
    }

    @Test func aDamagedTimeZoneIsReportedAndPrefsSetRepairsIt() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        try damage("timezone", "Europe/Atlantis")
        let refused = cli.run("odometer", "log", "clio", "100")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("stored preference 'timezone' is damaged: time zone 'Europe/Atlantis' is not an IANA time zone name"))
        let repaired = cli.run("prefs", "set", "timezone", "Europe/Lisbon")
        #expect(repaired.status == 0, "\(repaired.errors)")
        #expect(repaired.output == "timezone: Europe/Lisbon\n")
        cli.succeed("odometer", "log", "clio", "100")
        #expect(try cli.json("prefs", "get", "--json") as? [String: String] == [
            "locale": "en-US", "currency": "EUR", "lock": "off", "timezone": "Europe/Lisbon", "economy": "auto",
        ])
    }

    @Test func settingAPreferenceToItsDefaultRemovesItsRow() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "lock", "ON")
        #expect(try preferenceRows() == "ana@example.com|lock|on\n")
        let result = cli.succeed("prefs", "set", "lock", "OFF")
        #expect(result.output == "lock: off\n")
        #expect(try preferenceRows() == "")
    }
}
