import Foundation
import Testing

/// Every importer reads its app's format written with commas or semicolons between cells, with dates
/// day first or numbers with a decimal comma, as the options say; the same file read again with the
/// same options adds nothing, and read with the other convention is refused, nothing stored.
///
/// One logbook, written by hand in each app's documented format (headers, units, date and flag
/// conventions as each app writes them): three full fill-ups of a car counted in km, in litres, at
/// 2.00 EUR a litre. Worked out by hand:
///
/// | day        | odometer | litres | cost  | stretch            | L/100 km                    |
/// |------------|----------|--------|-------|--------------------|-----------------------------|
/// | 2024-03-04 | 12,345   | 40.50  | 81.00 | first: a level     |                             |
/// | 2024-03-12 | 12,987   | 45.25  | 90.50 | 642 km on 45.25 L  | 4,525 / 642 = 7.0483        |
/// | 2024-04-02 | 13,600   | 42.75  | 85.50 | 613 km on 42.75 L  | 4,275 / 613 = 6.9739        |
///
/// Lifetime: 1,255 km on 88.00 L, 8,800 / 1,255 = 7.0120 L/100 km. Every day is one whose day and
/// month are both 12 or less (4/3, 12/3, 2/4), so a file read in the wrong order gets other days.
@Suite struct ImportConventionMatrixTests {
    /// How the file writes dates and numbers.
    enum Convention: String, CaseIterable, Sendable {
        /// Dates day first (`04/03/2024`), decimals with a point; imported with `--day-order day-first`.
        case dayFirst = "day-first dates"
        /// Decimals with a comma (`40,50`), dates as the app writes them by habit; imported with
        /// `--decimal-separator comma`.
        case decimalComma = "decimal commas"

        /// The option that says it, and the one that says the other reading.
        var options: [String] { self == .dayFirst ? ["--day-order", "day-first"] : ["--decimal-separator", "comma"] }
        var otherReading: [String] { self == .dayFirst ? ["--day-order", "month-first"] : ["--decimal-separator", "point"] }
    }

    /// One fill-up as the file writes it.
    struct Fill {
        let day: Int, month: Int, odometer: Int, litres: String, cost: String
    }

    static let fills = [
        Fill(day: 4, month: 3, odometer: 12_345, litres: "40.50", cost: "81.00"),
        Fill(day: 12, month: 3, odometer: 12_987, litres: "45.25", cost: "90.50"),
        Fill(day: 2, month: 4, odometer: 13_600, litres: "42.75", cost: "85.50"),
    ]

    /// One importer's file: its name, its rows of cells, the options it needs, and whether the app
    /// quotes every cell.
    struct Format: Sendable, CustomTestStringConvertible {
        let app: String
        var testDescription: String { app }
    }

    static let apps = ["csv", "fuelly", "fuelio", "drivvo", "acar", "lubelogger"].map(Format.init)

    /// A number in the convention: `40.50` or `40,50`.
    static func number(_ text: String, _ convention: Convention) -> String {
        convention == .decimalComma ? text.replacingOccurrences(of: ".", with: ",") : text
    }

    /// A year-last date: day first for `.dayFirst`, else month first (`M/D/YYYY`, the US apps' habit).
    static func yearLast(_ fill: Fill, _ convention: Convention, padded: Bool = true) -> String {
        let (first, second) = convention == .dayFirst ? (fill.day, fill.month) : (fill.month, fill.day)
        return padded ? String(format: "%02d/%02d/2024", first, second) : "\(first)/\(second)/2024"
    }

    static func iso(_ fill: Fill) -> String { String(format: "2024-%02d-%02d", fill.month, fill.day) }

    /// The file's lines as cells (a line of one cell is a section title), the file name, the options.
    static func file(_ app: String, _ convention: Convention) -> (name: String, lines: [[String]], quoteAll: Bool, options: [String]) {
        let n = { (text: String) in number(text, convention) }
        let price = n("2.000")
        switch app {
        case "csv":
            // A spreadsheet under LubeLogger's header names: ISO dates unless the test writes them day first.
            return ("fills.csv", [["date", "odometer", "litres", "cost"]] + fills.map { fill in
                [convention == .dayFirst ? yearLast(fill, convention) : iso(fill), "\(fill.odometer)", n(fill.litres), n(fill.cost)]
            }, false, ["--vehicle", "Golf", "--distance-unit", "km", "--currency", "EUR"])
        case "fuelly":
            // Fuelly's export in metric: `km` trip distance, `litres`, a price per litre, dates `MM/DD/YYYY H:MM`.
            return ("fuelly.csv", [["car_name", "model", "l/100km", "odometer", "km", "litres", "price", "city_percentage",
                                    "fuelup_date", "date_added", "tags", "notes", "missed_fuelup", "partial_fuelup", "latitude",
                                    "longitude", "brand"]] + fills.map { fill in
                ["Golf", "VW Golf", "", "\(fill.odometer)", "", n(fill.litres), price, "50", yearLast(fill, convention) + " 8:15",
                 yearLast(fill, convention), "", "", "0", "0", "", "", "Aral"]
            }, false, ["--currency", "EUR"])
        case "fuelio":
            // Fuelio's backup: the vehicle's codes (km, litres) and its date pattern, then the log.
            let pattern = convention == .dayFirst ? "dd/MM/yyyy" : "yyyy-MM-dd"
            return ("vehicle-1-sync.csv", [
                ["## Vehicle"],
                ["Name", "Description", "DistUnit", "FuelUnit", "ConsumptionUnit", "ImportCSVDateFormat", "Plate", "Make", "Model", "Year"],
                ["Golf", "", "0", "0", "0", pattern, "", "Volkswagen", "Golf", "2017"],
                ["## Log"],
                ["Data", "Odo (km)", "Fuel (litres)", "Full", "Price (optional)", "l/100km (optional)", "City (optional)",
                 "Notes (optional)", "Missed", "TankNumber", "FuelType", "VolumePrice"],
            ] + fills.map { fill in
                [(convention == .dayFirst ? yearLast(fill, convention) : iso(fill)) + " 08:15", n("\(fill.odometer).0"), n(fill.litres),
                 "1", n(fill.cost), n("0.0"), "", "", "0", "1", "110", price]
            }, true, ["--currency", "EUR"])
        case "drivvo":
            // Drivvo's export: `##Refuelling`, its English headers, `yyyy-MM-dd HH:mm:ss` (older exports day first).
            return ("drivvo.csv", [
                ["##Refuelling"],
                ["Odometer (km)", "Date", "Fuel", "Price / L", "Total price", "Volume", "Full tank", "Vehicle"],
            ] + fills.map { fill in
                ["\(fill.odometer)", convention == .dayFirst ? yearLast(fill, convention) + " 08:15" : iso(fill) + " 08:15:00",
                 "Gasoline", price, n(fill.cost), n(fill.litres), "Yes", "Golf"]
            }, false, ["--currency", "EUR"])
        case "acar":
            // aCar's export: its `Date Format` in the metadata, units per vehicle and per row.
            return ("acar.csv", [
                ["Metadata"],
                ["Date Format", "Time Format"],
                [convention == .dayFirst ? "d/M/yyyy" : "M/d/yyyy", "HH:mm"],
                ["Vehicles"],
                ["Name", "Make", "Model", "License Plate", "Volume Unit", "Distance Unit"],
                ["Golf", "Volkswagen", "Golf", "", "LITER", "KILOMETER"],
                ["Fill-Up Records"],
                ["Vehicle", "Date", "Time", "Odometer Reading", "Distance Unit", "Volume", "Volume Unit", "Price per Unit",
                 "Total Cost", "Partial Fill-Up?", "Previously Missed Fill-Ups?", "Notes"],
            ] + fills.map { fill in
                ["Golf", yearLast(fill, convention, padded: false), "08:15", "\(fill.odometer)", "km", n(fill.litres), "L", price,
                 n(fill.cost), "No", "No", ""]
            }, true, ["--currency", "EUR"])
        default:
            // LubeLogger's gasrecords.csv: `M/D/YYYY` unless its server writes day first.
            return ("gasrecords.csv", [["Date", "Odometer", "FuelConsumed", "Cost", "FuelEconomy", "IsFillToFull", "MissedFuelUp", "Notes", "Tags"]]
                + fills.map { fill in
                    [yearLast(fill, convention, padded: false), "\(fill.odometer)", n(fill.litres), n(fill.cost), "0", "True", "False", "", ""]
                }, false, ["--vehicle", "Golf", "--unit", "km", "--volume-unit", "l", "--currency", "EUR"])
        }
    }

    /// The file's text with `separator` between cells, quoting a cell where the app always does or
    /// where it holds the separator.
    static func text(_ lines: [[String]], separator: String, quoteAll: Bool) -> String {
        lines.map { cells in
            if cells.count == 1 { return quoteAll ? "\"\(cells[0])\"" : cells[0] }
            return cells.map { cell in
                quoteAll || cell.contains(separator) || cell.contains("\"")
                    ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
            }.joined(separator: separator)
        }.joined(separator: "\n") + "\n"
    }

    static let cases: [(Format, String, Convention)] = apps.flatMap { app in
        [",", ";"].flatMap { separator in Convention.allCases.map { (app, separator, $0) } }
    }

    @Test(arguments: apps)
    func everyImporterTakesTheFiveOptionsAndSaysWhatEachIs(format: Format) {
        let help = CLIHarness.signedIn().succeed("import", format.app, "--help").output
        for option in ["--volume-unit", "--distance-unit", "--currency", "--decimal-separator", "--day-order"] {
            #expect(help.contains("\n  \(option) "), "\(format.app): \(option)")
        }
    }

    @Test(arguments: cases)
    func eachImporterReadsEachSeparatorAndConvention(format: Format, separator: String, convention: Convention) throws {
        let cli = CLIHarness.signedIn(timeZone: "Europe/Berlin")
        let file = Self.file(format.app, convention)
        let path = try cli.write(Self.text(file.lines, separator: separator, quoteAll: file.quoteAll), to: "export/" + file.name)
        let target = format.app == "lubelogger" ? (path as NSString).deletingLastPathComponent : path
        let command = ["import", format.app, target] + file.options + convention.options
        cli.succeed(command)

        let fills = try #require(try cli.json("fuel", "list", "--limit", "10", "--json") as? [[String: Any]])
        let stored = fills.map { fill in
            [fill["date"] as? String ?? "?", "\((fill["odometer"] as? [String: Any])?["value"] as? Int ?? -1)",
             fill["fuelQuantity"] as? String ?? "?", fill["amount"] as? String ?? "?", fill["currency"] as? String ?? "?",
             (fill["fuelFill"] as? [String: Any])?["unit"] as? String ?? "?"]
        }.sorted { $0[0] < $1[0] }
        #expect(stored == [
            ["2024-03-04", "12345", "40.5", "81.00", "EUR", "l"],
            ["2024-03-12", "12987", "45.25", "90.50", "EUR", "l"],
            ["2024-04-02", "13600", "42.75", "85.50", "EUR", "l"],
        ])
        let economy = try #require(try cli.json("economy", "golf", "--unit", "l/100km", "--json") as? [String: Any])
        let chain = try #require((economy["economies"] as? [[String: Any]])?.first)
        let values = (chain["segments"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
        #expect(values == ["7.0483", "6.9739"])
        #expect((chain["lifetime"] as? [String: Any])?["value"] as? String == "7.0120")

        // Again with the same options: nothing new. With the other reading: refused, nothing stored.
        let before = try cli.fingerprint()
        let again = cli.succeed(command)
        #expect(again.output.contains("imported 0 new records into 'Golf'"), "\(again.output)")
        let other = cli.run(["import", format.app, target] + file.options + convention.otherReading)
        #expect(other.status == 2, "\(other.output)")
        #expect(other.errors.contains(file.name + ":"), "\(other.errors)")
        if convention == .dayFirst {
            #expect(other.errors.contains("this row was imported before"), "\(other.errors)")
        }
        #expect(try cli.fingerprint() == before)
    }
}
