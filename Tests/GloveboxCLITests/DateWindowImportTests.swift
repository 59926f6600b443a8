import Foundation
import Testing

/// No record dated before 1900 or more than a year after today enters the logbook through an
/// import or a restore: each door refuses the row with exit 2, naming the file, line and column of
/// its date (or the record's place in an export), and stores nothing of the file.
///
/// The harness's today is 2026-11-29 (Europe/Lisbon), so the event window (`DayWindow.event`) runs
/// from 1900-01-01 to 2027-11-29, a year after today; both ends are inside it.
@Suite struct DateWindowImportTests {
    static let window = "is outside the days the logbook keeps (1900-01-01 to 2027-11-29)"

    /// Runs `arguments`, which must be refused with exit 2 and `message`, leaving the logbook as it was;
    /// a dry run of it must be refused the same way.
    func expectRefused(
        _ cli: CLIHarness, _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try cli.fingerprint()
        let result = cli.run(arguments)
        #expect(result.status == 2, "\(result.output)", sourceLocation: sourceLocation)
        #expect(result.errors.contains(message), "\(result.errors)", sourceLocation: sourceLocation)
        #expect(try cli.fingerprint() == before, "nothing stored", sourceLocation: sourceLocation)
        let dry = cli.run(arguments + ["--dry-run"])
        #expect(dry.status == 2, "\(dry.output)", sourceLocation: sourceLocation)
        #expect(dry.errors.contains(message), "\(dry.errors)", sourceLocation: sourceLocation)
    }

    /// A plain CSV (LubeLogger's header names) with one fill-up on `day`, between two ordinary ones.
    static func plainTable(_ day: String) -> String {
        """
        date,odometer,quantity,cost,isfilltofull,missed_fuelup,notes
        2024-01-04,48210,41.37,70.29,True,False,
        \(day),48862,40.12,67.76,True,False,
        2024-02-02,49490,38.95,64.62,True,False,

        """
    }

    static let csvOptions = ["--currency", "EUR", "--vehicle", "Golf", "--distance-unit", "km", "--volume-unit", "l"]

    @Test(arguments: ["2200-01-01", "1899-12-31", "2027-11-30"])
    func aPlainCSVRowOutsideTheWindowIsRefusedAtItsDateCell(day: String) throws {
        let cli = CLIHarness.signedIn()
        let path = try cli.write(Self.plainTable(day), to: "fuzzed.csv")
        // The row is the file's third line; its date is the first column.
        try expectRefused(cli, ["import", "csv", path] + Self.csvOptions, "fuzzed.csv:3:1: date \(day) \(Self.window)")
    }

    @Test(arguments: ["1900-01-01", "2027-11-29"])
    func aPlainCSVRowOnTheWindowsEdgeIsImported(day: String) throws {
        let cli = CLIHarness.signedIn()
        let path = try cli.write(Self.plainTable(day), to: "edge.csv")
        cli.succeed(["import", "csv", path] + Self.csvOptions)
        let days = try #require(try cli.json("fuel", "list", "--json") as? [[String: Any]]).compactMap { $0["date"] as? String }
        #expect(days.contains(day), "\(days)")
        #expect(days.count == 3)
    }

    @Test func aDrivvoParkingExpenseFrom2200IsRefusedAndNothingOfTheFileIsStored() throws {
        let cli = CLIHarness.signedIn()
        let path = try cli.write(
            """
            ##Refuelling
            Odômetro (km),Data,Combustível,Preço / L,Valor total,Volume,Completou o tanque,Veiculo
            31250,2024-01-08 08:12:00,Gasolina comum,5.790,231.60,40.000,Sim,Onix

            ##Expense
            Odômetro (km),Data,Valor total,Tipo de despesa,Local,Observação,Veiculo
            32500,2200-12-31 21:15:00,25.00,Estacionamento,Shopping Eldorado,,Onix

            """, to: "drivvo.csv")
        // Line 7 is the expense (the blank line counts); its date is the second column.
        try expectRefused(cli, ["import", "drivvo", path, "--currency", "BRL"], "drivvo.csv:7:2: date 2200-12-31 \(Self.window)")
    }

    @Test func aFuellyFillUpFrom1899IsRefused() throws {
        let cli = CLIHarness.signedIn()
        let path = try cli.write(
            """
            car_name,model,mpg,odometer,miles,gallons,price,fuelup_date,notes,missed_fuelup,partial_fuelup
            Civic,Honda Civic,31.69,41210,330,10.412,3.099,01/06/2024 8:15,,0,0
            Civic,Honda Civic,33.80,41552,342,10.118,3.149,12/31/1899 17:40,,0,0

            """, to: "fuelly.csv")
        // The date is the eighth column.
        try expectRefused(cli, ["import", "fuelly", path, "--currency", "USD"], "fuelly.csv:3:8: date 1899-12-31 \(Self.window)")
    }

    @Test func aFuelioCostFrom2200IsRefused() throws {
        let cli = CLIHarness.signedIn()
        let path = try cli.write(
            """
            "## Vehicle"
            "Name","Description","DistUnit","FuelUnit","ConsumptionUnit","ImportCSVDateFormat"
            "Golf","Family car","0","0","0","yyyy-MM-dd"
            "## Log"
            "Data","Odo (km)","Fuel (litres)","Full","Price (optional)","Missed"
            "2024-01-04 07:42","48210.0","41.37","1","70.29","0"
            "## Costs"
            "CostTitle","Date","Odo","CostTypeID","Notes","Cost","isTemplate","isIncome"
            "Parkhaus","2200-01-01 18:20","0","5","","9.00","0","0"

            """, to: "fuelio.csv")
        // The date is the second column.
        try expectRefused(cli, ["import", "fuelio", path, "--currency", "EUR"], "fuelio.csv:9:2: date 2200-01-01 \(Self.window)")
    }

    @Test func anACarFillUpFrom2200IsRefused() throws {
        let cli = CLIHarness.signedIn()
        let path = try cli.write(
            """
            Metadata
            "Date Format","Time Format"
            "M/d/yyyy","HH:mm"

            Vehicles
            "Name","Make","Model","Volume Unit","Distance Unit"
            "Altima","Nissan","Altima","US_GALLON","MILE"

            Fill-Up Records
            "Vehicle","Date","Time","Odometer Reading","Distance Unit","Volume","Volume Unit","Total Cost","Partial Fill-Up?","Previously Missed Fill-Ups?","Notes"
            "Altima","5/2/2200","07:10","105,620","mi","18.204","gal","$70.98","No","No",""

            """, to: "acar.csv")
        // The date is the second column.
        try expectRefused(cli, ["import", "acar", path], "acar.csv:11:2: date 2200-05-02 \(Self.window)")
    }

    @Test func aLubeLoggerReadingFrom2200IsRefused() throws {
        let cli = CLIHarness.signedIn()
        _ = try cli.write(
            """
            Date,Odometer,Notes
            5/30/2020,205056,
            1/1/2200,205500,fuzzed

            """, to: "lubelogger/odometerrecords.csv")
        try expectRefused(
            cli, ["import", "lubelogger", cli.home.appending("lubelogger").path, "--vehicle", "Jeep"],
            "odometerrecords.csv:3:1: date 2200-01-01 \(Self.window)")
    }

    /// The pinned small garage's export with one record's day changed.
    func export(changing section: String, _ index: Int, to day: String, in cli: CLIHarness) throws -> String {
        let url = CLIHarness.fixtures.appendingPathComponent("exports/valid/small.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var records = try #require(document[section] as? [[String: Any]])
        records[index]["date"] = day
        document[section] = records
        let path = cli.home.appending("\(section)-\(day).json").path
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [("odometerEntries", "2200-01-01"), ("expenses", "2200-01-01"), ("odometerEntries", "1899-12-31"), ("expenses", "1899-12-31")])
    func aRestoreOfAReadingOrExpenseOutsideTheWindowIsRefusedNamingTheRecord(section: String, day: String) throws {
        let cli = CLIHarness()
        let path = try export(changing: section, 0, to: day, in: cli)
        let result = cli.run("restore", path, "--yes")
        #expect(result.status == 2, "\(result.output)")
        #expect(result.errors.contains("\(section)[0].date: date \(day) \(Self.window)"), "\(result.errors)")
        #expect(cli.run("vehicle", "list").output.isEmpty, "nothing restored")
    }
}
