import Foundation
import GarageRules
import WidgetContract

/// Reads a directory of LubeLogger CSV exports into a `LubeLoggerExport`, refusing the whole
/// export at the first malformed cell with its file, line and column.
///
/// Headers are matched case-insensitively and may come in any order; dates are `M/D/YYYY`,
/// costs `$1,234.56`, flags `True`/`False`. Every file is optional, but at least one record
/// file must be present.
public struct LubeLoggerParser: Sendable {
    /// The record files, in the order they are read.
    public static let fileNames = ["gasrecords.csv", "servicerecords.csv", "odometerrecords.csv", "taxrecords.csv"]
    /// The vehicle description file.
    public static let vehicleFileName = "vehicle-and-reminders.json"

    /// The currency the export's costs are in (LubeLogger does not say; its `$` is USD).
    public let currency: CurrencyCode

    /// Creates a parser for an export whose costs are in `currency`.
    public init(currency: CurrencyCode) {
        self.currency = currency
    }

    /// Reads and parses the export in `directory`.
    public func parse(directory: URL) throws -> LubeLoggerExport {
        var files: [String: String] = [:]
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImportError(file: directory.path, line: 0, column: 0, reason: "not a directory")
        }
        for name in Self.fileNames + [Self.vehicleFileName] {
            let url = directory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let data: Data
            do { data = try Data(contentsOf: url) } catch {
                throw ImportError(file: name, line: 0, column: 0, reason: "file is not readable")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw ImportError(file: name, line: 0, column: 0, reason: "file is not UTF-8 text")
            }
            files[name] = text
        }
        guard Self.fileNames.contains(where: { files[$0] != nil }) else {
            throw ImportError(file: directory.path, line: 0, column: 0,
                              reason: "no lubelogger export here (expected \(Self.fileNames.joined(separator: ", ")))")
        }
        return try parse(files: files)
    }

    /// Parses file contents keyed by file name (missing names are empty exports).
    public func parse(files: [String: String]) throws(ImportError) -> LubeLoggerExport {
        var export = LubeLoggerExport()
        if let text = files["gasrecords.csv"] {
            let table = try LubeLoggerTable(fileName: "gasrecords.csv", text: text,
                                            required: ["date", "odometer", "fuelconsumed", "cost"], currency: currency)
            export.fuel = try table.rows.map { row throws(ImportError) in
                LubeLoggerExport.Fuel(
                    day: try row.day("date"), odometer: try row.optionalInteger("odometer"),
                    quantity: try row.optionalQuantity("fuelconsumed"), cost: try row.cost("cost"),
                    isFillToFull: try row.flag("isfilltofull", default: true),
                    missedFuelUp: try row.flag("missedfuelup", default: false), note: row.text("notes"))
            }
        }
        if let text = files["servicerecords.csv"] {
            let table = try LubeLoggerTable(fileName: "servicerecords.csv", text: text,
                                            required: ["date", "description", "cost"], currency: currency)
            export.services = try table.rows.map { row throws(ImportError) in
                LubeLoggerExport.Service(
                    day: try row.day("date"), description: try row.requiredText("description"),
                    cost: try row.cost("cost"), note: row.text("notes"), odometer: try row.optionalInteger("odometer"))
            }
        }
        if let text = files["odometerrecords.csv"] {
            let table = try LubeLoggerTable(fileName: "odometerrecords.csv", text: text, required: ["date", "odometer"], currency: currency)
            export.readings = try table.rows.map { row throws(ImportError) in
                LubeLoggerExport.Reading(day: try row.day("date"), odometer: try row.integer("odometer"), note: row.text("notes"))
            }
        }
        if let text = files["taxrecords.csv"] {
            let table = try LubeLoggerTable(fileName: "taxrecords.csv", text: text, required: ["date", "description", "cost"], currency: currency)
            export.taxes = try table.rows.map { row throws(ImportError) in
                LubeLoggerExport.Tax(day: try row.day("date"), description: try row.requiredText("description"),
                                     cost: try row.cost("cost"), note: row.text("notes"))
            }
        }
        if let text = files[Self.vehicleFileName] {
            try LubeLoggerVehicleFile(text: text).read(into: &export)
        }
        return export
    }
}
