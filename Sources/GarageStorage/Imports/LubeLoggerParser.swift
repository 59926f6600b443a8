import Foundation
import GarageRules
import WidgetContract

/// Reads a directory of LubeLogger CSV exports into a `LubeLoggerExport`, refusing the whole
/// export at the first malformed cell with its file, line and column.
///
/// Headers are matched case-insensitively and may come in any order; dates are `M/D/YYYY`,
/// costs `$1,234.56` (a currency sign before or after), flags `True`/`False`. Every file is
/// optional, but at least one record file must be present.
public struct LubeLoggerParser: Sendable {
    /// The record files, in the order they are read.
    public static let fileNames = ["gasrecords.csv", "servicerecords.csv", "odometerrecords.csv", "taxrecords.csv"]
    /// The vehicle description file.
    public static let vehicleFileName = "vehicle-and-reminders.json"

    /// The currency the user named for the costs (`--currency`), if any: it must agree with the
    /// costs' sign, and costs without a sign need it (see `LubeLoggerCosts`).
    public let currency: CurrencyCode?
    /// How the export writes decimals, when the user said (`--decimal-separator`); `nil` reads
    /// LubeLogger's US habit, `1,234.56`.
    public let decimalSeparator: FuelAppDecimalSeparator?
    /// The order of day and month in its dates, when the user said (`--day-order`); `nil` reads
    /// LubeLogger's `M/D/YYYY`.
    public let dayOrder: FuelAppDayOrder?

    /// Creates a parser for an export whose costs are in `currency`, or in what their sign says, its
    /// numbers and dates written as LubeLogger writes them in the US unless the options say otherwise.
    public init(currency: CurrencyCode? = nil, decimalSeparator: FuelAppDecimalSeparator? = nil, dayOrder: FuelAppDayOrder? = nil) {
        self.currency = currency
        self.decimalSeparator = decimalSeparator
        self.dayOrder = dayOrder
    }

    /// Reads and parses the export in `directory`, each record file as it streams in (none is held
    /// whole).
    ///
    /// Every file is checked (readable, UTF-8) before any is parsed, so that such a fault is named
    /// before a cell of another file is refused.
    public func parse(directory: URL) throws -> LubeLoggerExport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImportError(file: directory.path, line: 0, column: 0, reason: "not a directory")
        }
        var recordFiles: [String: ImportFile] = [:]
        var vehicleText: String?
        for name in Self.fileNames + [Self.vehicleFileName] {
            let url = directory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard name == Self.vehicleFileName else {
                let file = ImportFile(url: url, name: name)
                try file.checkUTF8()
                recordFiles[name] = file
                continue
            }
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw ImportError(file: name, line: 0, column: 0, problem: .notReadable)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw ImportError(file: name, line: 0, column: 0, problem: .notUTF8)
            }
            vehicleText = text
        }
        guard !recordFiles.isEmpty else {
            throw ImportError(file: directory.path, line: 0, column: 0,
                              reason: "no lubelogger export here (expected \(Self.fileNames.joined(separator: ", ")))")
        }
        return try parse(vehicleText: vehicleText) { name, required throws(ImportError) in
            guard let file = recordFiles[name] else { return nil }
            return try LubeLoggerTable(file: file, required: required, decimalSeparator: decimalSeparator, dayOrder: dayOrder)
        }
    }

    /// Parses file contents keyed by file name (missing names are empty exports).
    ///
    /// The vehicle file comes first (it says whether records may go without an odometer), then the
    /// costs' currency from every cost cell, then the rows. A blank date, cost or (unless the vehicle
    /// says odometers are optional) a service's or reading's odometer is refused at its cell; a fill-up
    /// with a blank odometer is kept without a reading.
    public func parse(files: [String: String]) throws(ImportError) -> LubeLoggerExport {
        try parse(vehicleText: files[Self.vehicleFileName]) { name, required throws(ImportError) in
            guard let text = files[name] else { return nil }
            return try LubeLoggerTable(
                fileName: name, text: text, required: required, decimalSeparator: decimalSeparator, dayOrder: dayOrder)
        }
    }

    /// Parses the vehicle file's text and the record files `table` reads (`nil` for a missing one).
    private func parse(
        vehicleText: String?, table: (_ name: String, _ required: [String]) throws(ImportError) -> LubeLoggerTable?
    ) throws(ImportError) -> LubeLoggerExport {
        var export = LubeLoggerExport()
        if let text = vehicleText {
            try LubeLoggerVehicleFile(text: text).read(into: &export)
        }
        let odometerOptional = export.vehicle?.odometerOptional ?? false
        let odometerColumn = odometerOptional ? [String]() : ["odometer"]
        let gas = try table("gasrecords.csv", ["date", "odometer", "fuelconsumed", "cost"])
        let services = try table("servicerecords.csv", ["date", "description", "cost"] + odometerColumn)
        let readings = try table("odometerrecords.csv", ["date", "odometer"])
        let taxes = try table("taxrecords.csv", ["date", "description", "cost"])
        let costs = [gas, services, taxes].compactMap { $0 }.flatMap { $0.cells("cost") }
        let resolved = try LubeLoggerCosts.currency(of: costs, said: currency)
        export.currency = resolved?.currency
        export.currencySign = resolved?.sign?.rawValue
        let currency = resolved?.currency
        func odometer(_ row: LubeLoggerRow) throws(ImportError) -> Int? {
            // LubeLogger writes 0 where an optional odometer was left out.
            if odometerOptional { return try row.optionalInteger("odometer").flatMap { $0 == 0 ? nil : $0 } }
            return try row.integer("odometer")
        }
        // Each row as written, so that a later import by any reader finds what this one made of it.
        func sources(_ table: LubeLoggerTable?) -> [RowSource] {
            let prints = (table?.rows ?? []).map { RowSourcePrint.of($0.record) }
            return zip(prints, RowSourcePrint.occurrences(of: prints)).map { RowSource(print: $0, occurrence: $1) }
        }
        let gasSources = sources(gas), serviceSources = sources(services)
        let readingSources = sources(readings), taxSources = sources(taxes)
        for row in gas?.rows ?? [] {
            // A fill-up with a blank odometer is kept without a reading, whatever the vehicle's setting:
            // its fuel counts in the economy of the stretch its day falls in.
            let reading = odometerOptional ? try odometer(row) : try row.optionalInteger("odometer")
            export.fuel.append(LubeLoggerExport.Fuel(
                day: try row.day("date"), odometer: reading,
                quantity: try row.optionalQuantity("fuelconsumed"), cost: try row.cost("cost", currency: currency),
                isFillToFull: try row.flag("isfilltofull", default: true),
                missedFuelUp: try row.flag("missedfuelup", default: false), note: row.text("notes"), line: row.line, dayColumn: row.dayColumn))
            export.fuel[export.fuel.count - 1].source = gasSources[export.fuel.count - 1]
        }
        for row in services?.rows ?? [] {
            export.services.append(LubeLoggerExport.Service(
                day: try row.day("date"), description: try row.requiredText("description"),
                cost: try row.cost("cost", currency: currency), note: row.text("notes"), odometer: try odometer(row),
                line: row.line, dayColumn: row.dayColumn))
            export.services[export.services.count - 1].source = serviceSources[export.services.count - 1]
        }
        for row in readings?.rows ?? [] {
            export.readings.append(LubeLoggerExport.Reading(
                day: try row.day("date"), odometer: try row.integer("odometer"), note: row.text("notes"), line: row.line, dayColumn: row.dayColumn))
            export.readings[export.readings.count - 1].source = readingSources[export.readings.count - 1]
        }
        for row in taxes?.rows ?? [] {
            export.taxes.append(LubeLoggerExport.Tax(
                day: try row.day("date"), description: try row.requiredText("description"),
                cost: try row.cost("cost", currency: currency), note: row.text("notes"), line: row.line, dayColumn: row.dayColumn))
            export.taxes[export.taxes.count - 1].source = taxSources[export.taxes.count - 1]
        }
        return export
    }
}
