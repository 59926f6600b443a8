import Foundation
import Testing

/// Every importer that reads CSV reads a semicolon-separated file (what spreadsheets write where the
/// comma is the decimal separator) as it reads the comma-separated one: the same records.
@Suite struct SemicolonImportTests {
    /// An importer, a file of its format written with commas (no value holds one), and its options.
    struct Case: Sendable, CustomTestStringConvertible {
        let app: String
        let file: String
        let text: String
        let options: [String]
        var testDescription: String { app }
    }

    static let cases = [
        Case(app: "csv", file: "plain.csv", text: """
            date,odometer,litres,cost,notes
            2024-01-04,48210,41.37,70.29,Aral
            2024-01-19,48862,40.12,67.76,

            """, options: ["--currency", "EUR", "--vehicle", "Golf", "--distance-unit", "km"]),
        Case(app: "fuelly", file: "fuelly.csv", text: """
            car_name,model,mpg,odometer,miles,gallons,price,fuelup_date,notes,missed_fuelup,partial_fuelup
            Civic,Honda Civic,31.69,41210,330,10.412,3.099,01/06/2024 8:15,,0,0
            Civic,Honda Civic,33.80,41552,342,10.118,3.149,01/19/2024 17:40,,0,0

            """, options: ["--currency", "USD"]),
        Case(app: "drivvo", file: "drivvo.csv", text: """
            ##Refuelling
            Odômetro (km),Data,Combustível,Preço / L,Valor total,Volume,Completou o tanque,Veiculo
            31250,2024-01-08 08:12:00,Gasolina comum,5.790,231.60,40.000,Sim,Onix
            31702,2024-01-22 19:03:00,Gasolina comum,5.850,222.30,38.000,Sim,Onix

            ##Expense
            Odômetro (km),Data,Valor total,Tipo de despesa,Local,Observação,Veiculo
            32500,2024-02-20 21:15:00,25.00,Estacionamento,Shopping Eldorado,,Onix

            """, options: ["--currency", "BRL"]),
        Case(app: "fuelio", file: "fuelio.csv", text: """
            "## Vehicle"
            "Name","Description","DistUnit","FuelUnit","ConsumptionUnit","ImportCSVDateFormat"
            "Golf","Family car","0","0","0","yyyy-MM-dd"
            "## Log"
            "Data","Odo (km)","Fuel (litres)","Full","Price (optional)","Missed"
            "2024-01-04 07:42","48210.0","41.37","1","70.29","0"
            "2024-01-19 18:05","48862.0","40.12","1","67.76","0"
            "## Costs"
            "CostTitle","Date","Odo","CostTypeID","Notes","Cost","isTemplate","isIncome"
            "Parkhaus","2024-03-14 18:20","0","5","","9.00","0","0"

            """, options: ["--currency", "EUR"]),
        Case(app: "acar", file: "acar.csv", text: """
            Metadata
            "Date Format","Time Format"
            "M/d/yyyy","HH:mm"

            Vehicles
            "Name","Make","Model","Volume Unit","Distance Unit"
            "Altima","Nissan","Altima","US_GALLON","MILE"

            Fill-Up Records
            "Vehicle","Date","Time","Odometer Reading","Distance Unit","Volume","Volume Unit","Total Cost","Partial Fill-Up?","Previously Missed Fill-Ups?","Notes"
            "Altima","5/2/2024","07:10","105620","mi","18.204","gal","$70.98","No","No",""
            "Altima","5/20/2024","18:02","106021","mi","9.420","gal","$37.29","Yes","No","half tank"

            """, options: []),
        Case(app: "lubelogger", file: "gasrecords.csv", text: """
            Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags
            5/8/2020,204836,8.331,$16.24,0,True,False,,
            5/30/2020,205056,8.000,$17.72,27.5,True,False,,

            """, options: ["--vehicle", "Jeep"]),
    ]

    /// The expenses `example` imports, written with `separator`.
    func imported(_ example: Case, separator: String) throws -> String {
        let cli = CLIHarness.signedIn()
        let directory = cli.home.appending("export").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + example.file
        try Data(example.text.replacingOccurrences(of: ",", with: separator).utf8).write(to: URL(fileURLWithPath: path))
        cli.succeed(["import", example.app, example.app == "lubelogger" ? directory : path] + example.options)
        let result = cli.succeed("expense", "list", "--json")
        return result.output
    }

    @Test(arguments: cases)
    func aSemicolonFileImportsTheRecordsOfItsCommaTwin(_ example: Case) throws {
        let comma = try imported(example, separator: ",")
        #expect(comma.contains("\"id\""), "\(comma)")
        #expect(try imported(example, separator: ";") == comma)
    }

    /// The case: a German spreadsheet, semicolons between cells and commas in numbers.
    @Test func aEuropeanSpreadsheetWithDecimalCommasIsRead() throws {
        let cli = CLIHarness.signedIn()
        let path = cli.home.appending("tanken.csv").path
        try Data("""
            Date;Odometer;Litres;Cost
            03.01.2024;12345;45,30;81,09
            17.01.2024;12987;43,85;78,49

            """.utf8).write(to: URL(fileURLWithPath: path))
        cli.succeed("import", "csv", path, "--vehicle", "Golf", "--distance-unit", "km", "--currency", "EUR")
        let fills = try #require(try cli.json("fuel", "list", "--json") as? [[String: Any]])
        #expect(fills.compactMap { $0["fuelQuantity"] as? String }.sorted() == ["43.85", "45.3"])
        #expect(fills.compactMap { $0["amount"] as? String }.sorted() == ["78.49", "81.09"])
    }
}
