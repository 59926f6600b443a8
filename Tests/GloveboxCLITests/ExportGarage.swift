import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxCLI
import LinuxPlatform
import Testing

/// A small garage with one of everything an export holds — two vehicles (one in miles), a
/// correction, a note that CSV must quote, a fill-up with its quantity, a user rate, a service with
/// its cost, a postponement, a one-off and a recurring deadline, rates, and every preference set —
/// built through the commands, with the harness's pinned clock and ids.
enum ExportGarage {
    static let account = "ana@example.com"

    static func build(in cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rates = cli.home.appending("rates.csv")
        try Data("Date,USD,GBP,\n2026-11-04,1.0856,0.8512,\n2026-11-03,1.0821,N/A,\n".utf8).write(to: rates)
        let commands: [[String]] = [
            ["login", account, "--plan", "plus"],
            ["prefs", "set", "locale", "pt-PT"],
            ["prefs", "set", "timezone", "Europe/Lisbon"],
            ["prefs", "set", "lock", "on"],
            ["vehicle", "add", "Clio", "--make", "Renault", "--model", "Clio", "--year", "2019", "--plate", "AA-12-BB", "--energy", "petrol"],
            ["vehicle", "add", "Jeep Cherokee", "--make", "Jeep", "--year", "1992", "--unit", "mi"],
            ["odometer", "log", "clio", "84210", "--date", "2026-11-01", "--note", "after the trip, the \"long\" one"],
            ["odometer", "log", "clio", "84100", "--date", "2026-11-02", "--correct"],
            ["expense", "add", "clio", "58.40", "EUR", "--category", "fuel", "--date", "2026-11-03", "--odometer", "84500",
             "--fuel", "40.5"],
            ["expense", "add", "jeep-cherokee", "12", "USD", "--date", "2026-11-04", "--rate", "0.92", "--note", "Parking, Lisbon"],
            ["maintenance", "add", "clio", "Oil change", "--every-months", "12", "--every-distance", "15000"],
            ["maintenance", "add", "clio", "Brake fluid", "--every-months", "24", "--warn-days", "45"],
            ["maintenance", "postpone", "clio", "brake fluid", "--days", "30"],
            ["maintenance", "done", "clio", "oil change", "--date", "2026-11-05", "--odometer", "84600", "--cost", "120.00",
             "EUR", "--note", "5W-30"],
            ["deadline", "add", "clio", "insurance", "2026-12-10", "--every-months", "12"],
            ["deadline", "add", "jeep-cherokee", "inspection", "2027-03-01", "--title", "Inspection (state)", "--warn-days", "20"],
            ["rates", "import", rates.path],
        ]
        for command in commands {
            let result = cli.run(command)
            #expect(result.status == 0, "\(command.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        }
    }

    /// Imports a small LubeLogger export into the Jeep — two fill-ups and a reading — and then
    /// removes the imported reading, so that the logbook remembers a row whose record is there and
    /// one whose record was removed since (a re-import leaves that one out).
    static func importLubeLogger(in cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = cli.home.appending("lubelogger")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(("Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags\n"
            + "10/1/2026,120500,10.5,$41.20,,True,False,Full tank,\n10/20/2026,120800,9.25,$37.00,,True,False,,\n").utf8)
            .write(to: directory.appendingPathComponent("gasrecords.csv"))
        try Data("Date,Odometer,Notes\n10/25/2026,120900,Trip meter\n".utf8)
            .write(to: directory.appendingPathComponent("odometerrecords.csv"))
        let result = cli.run("import", "lubelogger", directory.path, "--vehicle", "jeep-cherokee")
        #expect(result.status == 0, "import lubelogger: \(result.errors)", sourceLocation: sourceLocation)
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        let jeep = try #require(GarageID(rawValue: "jeep-cherokee"), sourceLocation: sourceLocation)
        let reading = try #require(try store.records.odometerEntries(vehicleID: jeep).first, sourceLocation: sourceLocation)
        try store.write { try $0.records.deleteOdometerEntry(reading.id) }
    }

    /// Damages two stored rows by hand, as an edit outside the app would: an expense's amount and a preference.
    static func damage(in cli: CLIHarness) throws {
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        try store.database.execute("UPDATE expense SET amount = '12,00' WHERE currency = 'USD'")
        try store.database.execute("UPDATE account_preference SET value = 'Mars/Olympus' WHERE key = 'timezone'")
    }
}

extension CLIHarness {
    /// Runs a command as if on a terminal where the person answers `answer` to every question.
    func run(_ arguments: [String], answering answer: String) -> Result {
        let output = TextBuffer()
        let errors = TextBuffer()
        let pinned = now
        let environment = AppEnvironment(
            variables: ["GLOVEBOX_HOME": root], homeDirectory: home.path, now: { pinned }, defaultTimeZone: timeZone, ids: ids)
        let console = Console(output: output, errors: errors, ask: { question in
            output.write(question)
            return answer
        })
        let status = GloveboxCommandLine().run(arguments, app: AppSession(environment: environment), console: console)
        return Result(status: status, output: output.text, errors: errors.text)
    }
}
