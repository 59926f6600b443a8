import Foundation
import Testing

/// Issue 26: `history N` shows what change N did to each record and what it replaced, as the command's
/// help promises.
@Suite struct HistoryDetailTests {
    let cli = CLIHarness(now: "2026-11-29T12:00:00Z")

    @Test func aChangeShowsWhatItReplacedAndARemovalWhatItTook() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("expense", "add", "clio", "58.40", "EUR", "--note", "full tank", "--date", "2026-11-20")
        let rows = try #require(try cli.json("expense", "list", "--json") as? [[String: Any]])
        let id = try #require(rows.first?["id"] as? String)
        cli.succeed("expense", "edit", id, "--amount", "60.00", "--note", "")
        let edit = cli.succeed("history", "3").output
        #expect(edit.hasPrefix("#3 expense edit, "), "\(edit)")
        #expect(edit.contains("  changed expense \(id)\n    amount: was '58.40', now '60.00'\n    note: was 'full tank', now (none)"), "\(edit)")
        // Fields the edit did not change are not listed.
        #expect(!edit.contains("date:") && !edit.contains("currency:"), "\(edit)")

        cli.succeed("expense", "remove", id)
        let removal = cli.succeed("history", "4").output
        #expect(removal.contains("  removed expense \(id)\n"), "\(removal)")
        #expect(removal.contains("    amount: '60.00'") && removal.contains("    date: '2026-11-20'"), "\(removal)")
        // The addition's record is gone since, and said so; an undo brings it back and the history says that too.
        #expect(cli.succeed("history", "2").output.contains("  added expense \(id) (gone since)"))
        cli.succeed("undo")
        #expect(cli.succeed("history", "4").output.contains("(back since)"))

        let json = try #require(try cli.json("history", "3", "--json") as? [String: Any])
        let records = try #require(json["records"] as? [[String: Any]])
        let fields = try #require(records.first?["fields"] as? [[String: Any]])
        #expect(records.first?["action"] as? String == "changed")
        #expect(fields.map { $0["field"] as? String } == ["amount", "note"])
        #expect(fields.first?["before"] as? String == "58.40" && fields.first?["now"] as? String == "60.00")

        let missing = cli.run("history", "99")
        #expect(missing.status == 2 && missing.errors.contains("no change in the history '#99'"), "\(missing.errors)")
    }

    @Test func aRestoreSaysWhatItRestoredAndItsPreferencesShowTheirValues() throws {
        let small = CLIHarness.fixtures.appendingPathComponent("exports/valid/small.json").path
        let restored = cli.succeed("restore", small, "--yes").output
        #expect(restored.contains("2 vehicles with 10 records"), "\(restored)")
        // The export's locale is pt-PT, and `history` speaks the logbook's language: back to English here.
        #expect(cli.succeed("history", "1").output.contains("  alterado: preference lock\n    lock: era (nada), agora 'on'"))
        cli.succeed("prefs", "set", "locale", "en-GB")
        let history = cli.succeed("history").output
        #expect(history.contains("restore (2 vehicles, 10 records)"), "\(history)")
        let entry = cli.succeed("history", "1").output
        // The restore set the account's lock: the preference is there now, not "gone since".
        #expect(entry.contains("  changed preference lock\n    lock: was (none), now 'on'"), "\(entry)")
        #expect(!entry.contains("gone since"), "\(entry)")
    }
}
