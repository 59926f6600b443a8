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
        let (recordFiles, vehicleText) = try files(in: directory)
        return try parse(vehicleText: vehicleText) { name, required throws(ImportError) in
            guard let file = recordFiles[name] else { return nil }
            return try LubeLoggerTable(file: file, required: required, decimalSeparator: decimalSeparator, dayOrder: dayOrder)
        }
    }

    /// The export in `directory` checked as `parse(directory:)` checks it, with what it says besides
    /// its rows, and its rows left in the files: `LubeLoggerDirectory` reads them again in batches.
    ///
    /// The files are read once here, a record at a time, for their faults of CSV, of columns and of
    /// currency (in the order `parse(directory:)` names them); a fault in a cell comes when the rows
    /// are read, the same fault `parse(directory:)` names.
    public func scan(directory: URL) throws -> LubeLoggerDirectory {
        let (recordFiles, vehicleText) = try files(in: directory)
        var header = LubeLoggerExport()
        if let text = vehicleText {
            try LubeLoggerVehicleFile(text: text).read(into: &header)
        }
        let columns = LubeLoggerRowReading(currency: nil, odometerOptional: header.vehicle?.odometerOptional ?? false)
        var resolution = LubeLoggerCosts.Resolution(said: currency)
        // Kept until every file's structure is checked: `parse(directory:)` names those faults first.
        var currencyFault: ImportError?
        var counts = LubeLoggerImport.Counts.zero
        var stamps: [String: LubeLoggerDirectory.FileStamp] = [:]
        for name in Self.fileNames {
            guard let file = recordFiles[name] else { continue }
            // Before the read: a change made while it reads shows as a change of stamp later.
            stamps[name] = LubeLoggerDirectory.stamp(of: file)
            let table = try LubeLoggerTableReader(
                file: file, required: columns.required(name), decimalSeparator: decimalSeparator, dayOrder: dayOrder)
            // Safe: every record file is a kind's.
            let kind = LubeLoggerImport.Kind.allCases.first { $0.fileName == name }!
            while let row = try table.next() {
                counts.add(kind)
                guard currencyFault == nil, let field = row.field(.cost) else { continue }
                do throws(ImportError) { try resolution.add(file: name, field: field) } catch { currencyFault = error }
            }
        }
        if let currencyFault { throw currencyFault }
        let resolved = try resolution.finish()
        header.currency = resolved?.currency
        header.currencySign = resolved?.sign?.rawValue
        return LubeLoggerDirectory(
            header: header, counts: counts, files: recordFiles, stamps: stamps,
            reading: LubeLoggerRowReading(currency: resolved?.currency, odometerOptional: columns.odometerOptional),
            decimalSeparator: decimalSeparator, dayOrder: dayOrder)
    }

    /// The record files of the export in `directory`, each checked readable and UTF-8, and the
    /// vehicle file's text.
    private func files(in directory: URL) throws -> (records: [String: ImportFile], vehicleText: String?) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImportError(file: directory.path, line: 0, column: 0, problem: .lubeLoggerNotADirectory)
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
                              problem: .lubeLoggerNoExport(Self.fileNames))
        }
        return (recordFiles, vehicleText)
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
        let columns = LubeLoggerRowReading(currency: nil, odometerOptional: export.vehicle?.odometerOptional ?? false)
        let gas = try table("gasrecords.csv", columns.required("gasrecords.csv"))
        let services = try table("servicerecords.csv", columns.required("servicerecords.csv"))
        let readings = try table("odometerrecords.csv", columns.required("odometerrecords.csv"))
        let taxes = try table("taxrecords.csv", columns.required("taxrecords.csv"))
        let costs = [gas, services, taxes].compactMap { $0 }.flatMap { $0.cells(.cost) }
        let resolved = try LubeLoggerCosts.currency(of: costs, said: currency)
        export.currency = resolved?.currency
        export.currencySign = resolved?.sign?.rawValue
        let reading = LubeLoggerRowReading(currency: resolved?.currency, odometerOptional: columns.odometerOptional)
        // Each row as written, so that a later import by any reader finds what this one made of it.
        func sources(_ table: LubeLoggerTable?) -> [RowSource] {
            let prints = (table?.rows ?? []).map { RowSourcePrint.of($0.record) }
            return zip(prints, RowSourcePrint.occurrences(of: prints)).map { RowSource(print: $0, occurrence: $1) }
        }
        for (row, source) in zip(gas?.rows ?? [], sources(gas)) { export.fuel.append(try reading.fuel(row, source: source)) }
        for (row, source) in zip(services?.rows ?? [], sources(services)) {
            export.services.append(try reading.service(row, source: source))
        }
        for (row, source) in zip(readings?.rows ?? [], sources(readings)) {
            export.readings.append(try reading.reading(row, source: source))
        }
        for (row, source) in zip(taxes?.rows ?? [], sources(taxes)) { export.taxes.append(try reading.tax(row, source: source)) }
        return export
    }
}
