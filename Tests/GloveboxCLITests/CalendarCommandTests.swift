import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// The calendar file every publish writes beside the widgets snapshot, read by Python's icalendar
/// (a parser that shares no code with Glovebox) and checked event by event against what the
/// logbook's own commands say (`deadline list --json`, `maintenance list --json`).
///
/// On Sunday 29 November 2026 in Lisbon; a vehicle whose name and items carry non-ASCII letters and
/// the characters TEXT escapes (`,` `;` `\`), and whose plate is typed into a deadline's title.
@Suite struct CalendarCommandTests {
    static let vehicle = "Citroën «Ç», Zoé; \\ Ålesund-Ørsta-Þórshöfn-Çanakkale"
    static let plate = "AB-12-CD"

    /// What `Scripts/read-ics.py` printed: the file's text-form problems and its events.
    struct Reading: Decodable {
        struct Event: Decodable {
            struct Alarm: Decodable {
                let action: String
                let day: String
                let hour: Int
                let description: String?
            }
            let uid: String
            let start: String
            let end: String?
            let startIsDate: Bool
            let stamp: String
            let summary: String
            let language: String?
            let description: String?
            let categories: String?
            let url: String?
            let status: String?
            let alarms: [Alarm]
        }
        let problems: [String]
        let events: [Event]

        func event(_ uid: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Event {
            try #require(events.first { $0.uid == uid }, "no event \(uid) in \(events.map(\.uid))", sourceLocation: sourceLocation)
        }
    }

    /// A garage with a deadline, a maintenance item due on a day and one due at a distance with a
    /// current forecast, and an expense (an amount the calendar must never show).
    func garage() -> CLIHarness {
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", Self.vehicle, "--plate", Self.plate)
        cli.succeed("deadline", "add", Self.vehicle, "insurance", "2026-12-20", "--title", "Seguro, Fidelidade; \(Self.plate)")
        cli.succeed("deadline", "add", Self.vehicle, "inspection", "2027-03-02")
        for (day, value) in [("2026-06-01", "10000"), ("2026-09-01", "13000"), ("2026-11-20", "15600")] {
            cli.succeed("odometer", "log", Self.vehicle, value, "--date", day)
        }
        cli.succeed("maintenance", "add", Self.vehicle, "Pneus, été; \\ hiver", "--every-distance", "40000", "--next-distance", "18000")
        cli.succeed("maintenance", "add", Self.vehicle, "Óleo; filtro", "--every-months", "12", "--next-date", "2027-01-15")
        cli.succeed("expense", "add", Self.vehicle, "1234.56", "EUR", "--date", "2026-11-28")
        return cli
    }

    var calendarName: String { "glovebox.ics" }

    func calendarPath(_ cli: CLIHarness) -> String { cli.container + "/" + calendarName }

    func read(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Reading {
        let script = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Scripts/read-ics.py"), encoding: .utf8)
        let output = try PythonOracle.run(script, arguments: [path])
        let reading = try JSONDecoder().decode(Reading.self, from: Data(output.utf8))
        #expect(reading.problems.isEmpty, "\(reading.problems)", sourceLocation: sourceLocation)
        return reading
    }

    func json(_ cli: CLIHarness, _ arguments: String...) throws -> [[String: Any]] {
        let result = cli.succeed(arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    }

    func day(_ text: Any?) throws -> CalendarDay {
        try CalendarDay(parsing: try #require(text as? String))
    }

    /// The day the forecast reaches `odometer`, worked out here from the forecast the logbook prints:
    /// the first day whose expected odometer (last reading plus the average per day since) reaches it.
    func forecastDay(reaching odometer: Int, _ forecast: [String: Any]) throws -> CalendarDay {
        let last = try day(forecast["lastReadingDate"])
        let value = try #require(forecast["lastReadingOdometer"] as? Int)
        let distance = try #require(forecast["spanDistance"] as? Int)
        let days = try #require(forecast["spanDays"] as? Int)
        var elapsed = 0
        while value + distance * elapsed / days < odometer { elapsed += 1 }
        return last.adding(days: elapsed)
    }

    @Test func everyDeadlineAndMaintenanceItemIsAnEventWithItsAlarmOnTheWarningDay() throws {
        let cli = garage()
        let reading = try read(calendarPath(cli))
        let deadlines = try json(cli, "deadline", "list", "--json")
        let items = try json(cli, "maintenance", "list", "--json")
        #expect(reading.events.count == deadlines.count + items.count)

        for deadline in deadlines {
            let event = try reading.event("deadline-\(try #require(deadline["id"] as? String))@glovebox")
            let due = try day(deadline["dueDate"])
            #expect(event.start == due.isoString && event.startIsDate)
            #expect(event.end == due.adding(days: 1).isoString)
            #expect(event.status == "CONFIRMED")
            #expect(event.categories == "Deadlines")
            #expect(event.url == "glovebox://deadline/\(deadline["id"] as? String ?? "")")
            #expect(event.alarms.count == 1)
            #expect(event.alarms.first?.day == (try day(deadline["warningFrom"])).isoString)
            #expect(event.alarms.first?.hour == 9)
            #expect(event.alarms.first?.action == "DISPLAY")
        }
        let insurance = try reading.event("deadline-\(try #require(deadlines.first { $0["kind"] as? String == "insurance" }?["id"] as? String))@glovebox")
        // The title as typed, its plate masked, with the vehicle's name: every escaped character back.
        #expect(insurance.summary == "Seguro, Fidelidade; ••• · \(Self.vehicle)")
        #expect(insurance.language == "en")
        #expect(insurance.alarms.first?.description == "Seguro, Fidelidade; ••• · \(Self.vehicle): In 30 days")

        for item in items {
            let id = try #require(item["id"] as? String)
            let event = try reading.event("maintenance-\(id)@glovebox")
            #expect(event.categories == "Maintenance")
            if item["basis"] as? String == "time" {
                #expect(event.start == (try day(item["dueDate"])).isoString)
                #expect(event.alarms.first?.day == (try day(item["warningFrom"])).isoString)
                #expect(event.status == "CONFIRMED")
                #expect(event.summary == "Óleo; filtro · \(Self.vehicle)")
            } else {
                // Due at a distance: the day the forecast expects it, marked as a forecast.
                let forecast = try #require(item["forecast"] as? [String: Any])
                #expect(event.start == (try day(item["projectedDate"])).isoString)
                #expect(event.start == (try forecastDay(reaching: 18000, forecast)).isoString)
                let warningOdometer = try #require(item["warningOdometer"] as? Int)
                #expect(event.alarms.first?.day == (try forecastDay(reaching: warningOdometer, forecast)).isoString)
                #expect(event.status == "TENTATIVE")
                #expect(event.summary == "Pneus, été; \\ hiver · \(Self.vehicle) (forecast)")
                #expect(event.description?.hasPrefix("Due at 18,000\u{A0}km\n") == true, "\(event.description ?? "")")
            }
        }
    }

    @Test func theFileIsFoldedAndEscapedAsRFC5545SaysAndNeverHoldsThePlateOrAnAmount() throws {
        let cli = garage()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: calendarPath(cli)))
        let text = String(decoding: bytes, as: UTF8.self)
        // The long non-ASCII name makes the summary lines fold; the parser gave them back whole (above).
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.contains { $0.hasPrefix(" ") }, "no line was folded")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(text.contains("SUMMARY;LANGUAGE=en:Seguro\\, Fidelidade\\; •••"))
        #expect(text.contains("VERSION:2.0\r\n") && text.contains("PRODID:") && text.contains("DTSTAMP:20261129T120000Z\r\n"))
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        let folded = unfolded.lowercased().filter { $0.isLetter || $0.isNumber }
        #expect(!folded.contains("ab12cd"), "the plate is in the calendar")
        for amount in ["1234", "1,234", "€"] { #expect(!unfolded.contains(amount), "\(amount) is in the calendar") }
    }

    @Test func withTheLockOnNoOdometerValueIsWritten() throws {
        let cli = garage()
        #expect(try String(contentsOfFile: calendarPath(cli), encoding: .utf8).contains("18\\,000"))
        cli.succeed("prefs", "set", "lock", "on")
        let reading = try read(calendarPath(cli))
        let text = try String(contentsOfFile: calendarPath(cli), encoding: .utf8).replacingOccurrences(of: "\r\n ", with: "")
        for value in ["18", "17", "15", "1234", "€"] { #expect(!text.contains(value + "\\,") && !text.contains(value + "000")) }
        let forecast = try #require(reading.events.first { $0.status == "TENTATIVE" })
        #expect(forecast.description == "A forecast from the odometer readings; it moves as they do")
        #expect(reading.events.count == 4)
    }

    @Test func uidsStayTheSameAcrossPublishesAndAnUnchangedCalendarIsNotRewritten() throws {
        let cli = garage()
        let first = try read(calendarPath(cli))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: calendarPath(cli)))
        // A change the calendar does not show (an expense), an hour later: the file stays as it was,
        // its stamp included, so a subscribed calendar sees nothing new.
        cli.now = cli.now.addingTimeInterval(3600)
        cli.succeed("expense", "add", Self.vehicle, "20", "EUR")
        #expect(try Data(contentsOf: URL(fileURLWithPath: calendarPath(cli))) == bytes)
        // A change it shows: the same UIDs, the moved day, a new stamp.
        let id = try #require(try json(cli, "deadline", "list", "--json").first { $0["kind"] as? String == "inspection" }?["id"] as? String)
        cli.succeed("deadline", "edit", id, "--due", "2027-03-09")
        let second = try read(calendarPath(cli))
        #expect(Set(second.events.map(\.uid)) == Set(first.events.map(\.uid)))
        #expect(try second.event("deadline-\(id)@glovebox").start == "2027-03-09")
        #expect(second.events.allSatisfy { $0.stamp == "20261129T130000Z" })
        #expect(first.events.allSatisfy { $0.stamp == "20261129T120000Z" })
    }

    @Test func theCalendarIsInTheAppsLanguage() throws {
        let cli = garage()
        cli.succeed("prefs", "set", "locale", "fr-FR")
        let reading = try read(calendarPath(cli))
        let forecast = try #require(reading.events.first { $0.status == "TENTATIVE" })
        #expect(forecast.summary == "Pneus, été; \\ hiver · \(Self.vehicle) (prévision)")
        #expect(forecast.language == "fr")
        #expect(forecast.categories == "Entretien")
        #expect(reading.events.contains { $0.alarms.first?.description?.hasSuffix(": Dans 30 jours") == true })
    }

    @Test func calendarExportWritesWhatThePublishWrote() throws {
        let cli = garage()
        let published = try String(contentsOfFile: calendarPath(cli), encoding: .utf8)
        let printed = cli.succeed("calendar", "export")
        #expect(printed.output == published)
        let path = cli.home.appending("feed.ics").path
        let written = cli.succeed("calendar", "export", "--out", path)
        #expect(written.output.hasPrefix("wrote the calendar to \(path)"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == published)
        // Replaced whole when asked again.
        cli.succeed("calendar", "export", "--out", path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == published)
    }

    @Test func signingOutRemovesTheCalendarWithTheSnapshots() throws {
        let cli = garage()
        #expect(FileManager.default.fileExists(atPath: calendarPath(cli)))
        cli.succeed("logout")
        #expect(!FileManager.default.fileExists(atPath: calendarPath(cli)))
        #expect(!FileManager.default.fileExists(atPath: cli.container + "/calendar.published.json"))
    }

    @Test func aCalendarRemovedByHandIsWrittenAgainByTheNextCommand() throws {
        let cli = garage()
        try FileManager.default.removeItem(atPath: calendarPath(cli))
        cli.succeed("vehicle", "list")
        let events = try read(calendarPath(cli)).events
        #expect(events.count == 4, "\(events.map(\.uid))")
    }
}
