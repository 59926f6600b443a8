import Foundation
import GloveboxTestSupport
import Testing

/// `glovebox ask`, `open` and `shortcut`: answers from the Shortcuts snapshot alone, and writes
/// only through the normal forms.
@Suite struct ShortcutCommandTests {
    /// Sunday 29 November 2026 in Lisbon: a Clio with an insurance due in 3 days, an oil change
    /// 15,000 km on, a reading and an expense; a van shared read-only; the snapshot published.
    func garage() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-29T19:20:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "currency", "GBP")
        cli.succeed("prefs", "set", "locale", "en-GB")
        cli.succeed("vehicle", "add", "Clio", "--make", "Renault", "--model", "Clio", "--plate", "AB19 CDE")
        try! cli.share("Family Van", role: .viewer)
        cli.succeed("odometer", "log", "clio", "84210", "--date", "2026-11-20")
        cli.succeed("maintenance", "add", "clio", "Oil change", "--every-distance", "15000")
        cli.succeed("deadline", "add", "clio", "insurance", "2026-12-02")
        cli.succeed("expense", "add", "clio", "45.90", "GBP")
        return cli
    }

    var snapshotPath: (CLIHarness) -> String { { $0.home.path + "/app/Documents/shortcuts.snapshot.json" } }

    @Test func askAnswersOnTheDayOfPublishingAndThreeDaysLaterWithoutAPublish() throws {
        let cli = garage()
        let published = try Data(contentsOf: URL(fileURLWithPath: snapshotPath(cli)))
        #expect(cli.succeed("ask", "next-deadline", "--vehicle", "clio").output == "Clio: Insurance, in 3 days.\n")
        #expect(cli.succeed("ask", "next-maintenance", "--vehicle", "Renault").output == "Clio: Oil change, in 15,000\u{00A0}km.\n")
        #expect(cli.succeed("ask", "month-spend", "--vehicle", "CLIO").output == "Clio spent £45.90 in November 2026.\n")
        #expect(cli.succeed("ask", "odometer", "--vehicle", "clio").output == "Clio shows 84,210\u{00A0}km, read on 20 Nov 2026.\n")

        cli.now = Pinned.instant("2026-12-02T08:00:00Z")
        #expect(cli.succeed("ask", "next-deadline", "--vehicle", "clio").output == "Clio: Insurance, today.\n")
        #expect(cli.succeed("ask", "month-spend", "--vehicle", "clio").output
            == "November 2026 has ended. Open Glovebox to update.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: snapshotPath(cli))) == published, "ask never publishes")
    }

    @Test func askNeverOpensTheLogbook() throws {
        let cli = garage()
        try FileManager.default.removeItem(atPath: cli.home.path + "/app/glovebox.sqlite")
        #expect(cli.succeed("ask", "next-deadline", "--vehicle", "clio").output == "Clio: Insurance, in 3 days.\n")
        #expect(!FileManager.default.fileExists(atPath: cli.home.path + "/app/glovebox.sqlite"))
    }

    @Test func unknownAndAmbiguousVehiclesGetTheChoices() throws {
        let cli = garage()
        #expect(cli.succeed("ask", "odometer", "--vehicle", "beetle").output
            == "No vehicle is called “beetle”. Your vehicles: Clio, Family Van.\n")
        #expect(cli.succeed("ask", "odometer").output == "Which vehicle do you mean: Clio, Family Van?\n")
        let json = try #require(try cli.json("ask", "odometer", "--vehicle", "beetle", "--json") as? [String: Any])
        #expect(json["status"] as? String == "unknownVehicle")
        #expect(json["choices"] as? [String] == ["Clio", "Family Van"])
    }

    @Test func aMissingOrUnsupportedSnapshotSaysOpenGlovebox() throws {
        let cli = CLIHarness()
        #expect(cli.succeed("ask", "next-maintenance").output == "Open Glovebox to answer this.\n")
        let published = garage()
        let path = snapshotPath(published)
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 3")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(published.succeed("ask", "odometer", "--vehicle", "clio").output == "Open Glovebox to answer this.\n")
    }

    @Test func signingOutRemovesTheSnapshotAndTheAnswers() throws {
        let cli = garage()
        #expect(FileManager.default.fileExists(atPath: snapshotPath(cli)), "every change publishes it")
        cli.succeed("logout")
        #expect(!FileManager.default.fileExists(atPath: snapshotPath(cli)), "signing out removes it")
        #expect(cli.succeed("ask", "odometer", "--vehicle", "clio").output == "Open Glovebox to answer this.\n")
    }

    @Test func withTheLockOnNoAmountOrOdometerIsSaidOrWritten() throws {
        let cli = garage()
        cli.succeed("prefs", "set", "lock", "on")
        #expect(cli.succeed("ask", "odometer", "--vehicle", "clio").output == "Glovebox is locked. Open the app to see this.\n")
        #expect(cli.succeed("ask", "month-spend", "--vehicle", "clio").output == "Glovebox is locked. Open the app to see this.\n")
        #expect(cli.succeed("ask", "next-deadline", "--vehicle", "clio").output == "Clio: Insurance, in 3 days.\n")
        let text = try String(contentsOfFile: snapshotPath(cli), encoding: .utf8)
        for secret in ["84,210", "84210", "45.90", "15,000", "AB19"] { #expect(!text.contains(secret), "\(secret)") }
    }

    @Test func theAnswersSpeakTheAppsLanguage() throws {
        let cli = garage()
        cli.succeed("prefs", "set", "locale", "pt-PT")
        #expect(cli.succeed("ask", "next-deadline", "--vehicle", "clio").output == "Clio: Seguro, daqui a 3 dias.\n")
        #expect(cli.succeed("ask", "odometer", "--vehicle", "clio").output
            == "Clio: o odómetro marca 84\u{00A0}210\u{00A0}km, lido a 20/11/2026.\n")
    }
}

/// Write shortcuts and form links run the normal form: same checks, same messages, same statuses.
@Suite struct ShortcutWriteTests {
    let cli = ShortcutCommandTests().garage()

    @Test func aViewerIsRefusedByTheShortcutExactlyAsByTheForm() throws {
        let before = try cli.fingerprint()
        let form = cli.run("odometer", "log", "Family Van", "100")
        #expect(form.status == 2)
        #expect(form.errors == "glovebox: you are a viewer of 'Family Van' and cannot change its records\n")
        for arguments in [
            ["shortcut", "log-odometer", "Family Van", "100", "--yes"],
            ["shortcut", "log-odometer", "family-van", "100", "--yes"],
            ["open", "glovebox://odometer/new?vehicle=family-van&value=100", "--yes"],
        ] {
            let result = cli.run(arguments)
            #expect(result.status == form.status, "\(arguments)")
            #expect(result.errors == form.errors, "\(arguments)")
            #expect(result.output.isEmpty)
        }
        let expense = cli.run("expense", "add", "Family Van", "12", "GBP")
        let shortcut = cli.run("shortcut", "add-expense", "family van", "12", "GBP", "--yes")
        #expect(shortcut.status == expense.status)
        #expect(shortcut.errors == expense.errors)
        #expect(try cli.fingerprint() == before, "nothing was written")
    }

    @Test func theFormsOtherChecksApplyToo() throws {
        let before = try cli.fingerprint()
        let form = cli.run("odometer", "log", "clio", "84000")
        let shortcut = cli.run("shortcut", "log-odometer", "clio", "84000", "--yes")
        #expect(form.status == 2)
        #expect(shortcut.status == form.status)
        #expect(shortcut.errors == form.errors)
        #expect(shortcut.errors.contains("is lower than 84210"))
        let currency = cli.run("shortcut", "add-expense", "clio", "12", "EUX", "--yes")
        #expect(currency.status == 2)
        #expect(currency.errors == cli.run("expense", "add", "clio", "12", "EUX").errors)
        #expect(try cli.fingerprint() == before)
    }

    @Test func anAcceptedShortcutWritesThroughTheForm() throws {
        let result = cli.succeed("shortcut", "log-odometer", "Renault Clio", "84500", "--yes")
        #expect(result.output == "logged 84,500 km on 2026-11-29\n")
        #expect(cli.observed.last == "odometer log", "the normal form's change ran")
        let expense = cli.succeed("shortcut", "add-expense", "clio", "12.5", "eur", "--yes")
        #expect(expense.output.hasPrefix("added other expense 12.50 EUR on 2026-11-29"))
    }

    @Test(arguments: [
        "glovebox://odometer/new?vehicle=clio&value=84500&value=1",
        "glovebox://odometer/new?vehicle=clio&value=99999999999999999999",
        "glovebox://vehicle/..%2F..%2Fetc",
        "glovebox://vehicle/%E0%A4",
        "https://example.com/odometer/new?vehicle=clio",
        "glovebox://nowhere/clio",
        "glovebox://vehicle/polo",
    ])
    func aBadLinkCannotBeOpenedAndWritesNothing(_ url: String) throws {
        let before = try cli.fingerprint()
        let result = cli.run("open", url, "--yes")
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("glovebox: can't open this link: "), "\(result.errors)")
        #expect(result.output.isEmpty)
        #expect(try cli.fingerprint() == before)
    }

    @Test func aShortcutValueALinkCannotCarryIsRefused() throws {
        let before = try cli.fingerprint()
        let result = cli.run("shortcut", "log-odometer", "clio", "84,500", "--yes")
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: can't open this link: '84,500' is not a valid value\n")
        #expect(try cli.fingerprint() == before)
    }

    @Test func readLinksPrintTheirScreens() {
        #expect(cli.succeed("open", "glovebox://vehicle/clio").output.hasPrefix("Clio (id clio)\n"))
        #expect(cli.succeed("open", "glovebox://spend/clio?month=2026-11").output
            == "spend in 2026-11 — Clio\n  total: 45.90 GBP (1 record)\n")
    }

    @Test func signedOutTheLinkIsDroppedWithAMessage() throws {
        cli.succeed("logout")
        let before = try cli.fingerprint()
        let result = cli.run("open", "glovebox://odometer/new?vehicle=clio&value=84500", "--yes")
        #expect(result.status == 1)
        #expect(result.errors == "glovebox: sign in with 'glovebox login' to open glovebox://odometer/new?vehicle=clio&value=84500; the link was dropped\n")
        #expect(try cli.fingerprint() == before)
    }

    @Test func aFormLinkWithoutItsValueIsNotGuessed() throws {
        let before = try cli.fingerprint()
        let result = cli.run("open", "glovebox://odometer/new?vehicle=clio", "--yes")
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: the link gives no odometer value; nothing was written\n")
        #expect(try cli.fingerprint() == before)
    }
}
