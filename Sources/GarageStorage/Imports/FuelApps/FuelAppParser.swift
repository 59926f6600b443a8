import Foundation
import GarageRules

/// Reads the CSV export of a fuel app (Fuelly, Fuelio, Drivvo, aCar, or a plain fuel table) into a
/// `FuelAppImport`, refusing the whole file at the first malformed cell with its file, line and
/// column.
///
/// The app is told apart by `FuelAppDetector` unless the caller names it; a file that is not what
/// the caller named is refused, saying what it looks like. Numbers, dates, units and currency are
/// read by the file's own conventions (see `FuelAppNumbers`, `FuelAppDates`, `FuelAppUnits`) and
/// the options; the machine's locale is never consulted.
///
/// ```swift
/// let parser = FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR")))
/// let parsed = try parser.parse(file: URL(fileURLWithPath: "Fuelio-backup.csv"))
/// ```
public struct FuelAppParser: Sendable {
    /// What the user said about the file.
    public let options: FuelAppImportOptions

    /// Creates a parser with the user's answers to what files leave open.
    public init(options: FuelAppImportOptions = FuelAppImportOptions()) {
        self.options = options
    }

    /// The app that wrote `text` (`fileName` names it in errors).
    public static func detect(text: String, fileName: String) throws(ImportError) -> FuelApp {
        try FuelAppDetector.detect(records(text, fileName), file: fileName)
    }

    /// Reads and parses the file at `url` (errors name its last path component).
    public func parse(file url: URL, as app: FuelApp? = nil) throws(ImportError) -> FuelAppImport {
        let name = url.lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImportError(file: name, line: 0, column: 0, problem: .notReadable)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportError(file: name, line: 0, column: 0, problem: .notUTF8)
        }
        return try parse(text: text, fileName: name, as: app)
    }

    /// Parses `text`, the contents of `fileName`, as `app`'s export (or as the app it looks like).
    public func parse(text: String, fileName: String, as app: FuelApp? = nil) throws(ImportError) -> FuelAppImport {
        let records = try Self.records(text, fileName)
        let detected = try FuelAppDetector.detect(records, file: fileName)
        let chosen = app ?? detected
        let flat: Set<FuelApp> = [.fuelly, .csv]
        if chosen != detected && !(flat.contains(chosen) && flat.contains(detected)) {
            throw ImportError(
                file: fileName, line: 0, column: 0,
                problem: .notTheChosenApp(chosen: chosen, detected: detected))
        }
        var parsed: FuelAppImport
        switch chosen {
        case .fuelly, .csv: parsed = try FuellyParser(app: chosen, options: options).parse(records, file: fileName)
        case .fuelio: parsed = try FuelioParser(options: options).parse(records, file: fileName)
        case .drivvo: parsed = try DrivvoParser(options: options).parse(records, file: fileName)
        case .aCar: parsed = try ACarParser(options: options).parse(records, file: fileName)
        }
        FuelAppFingerprint.stamp(&parsed)
        Self.stampSources(&parsed, records: records)
        return parsed
    }

    /// Sets each row's source (`RowSource`): the print of the record its line starts, numbered among the
    /// file's records with the same print.
    static func stampSources(_ parsed: inout FuelAppImport, records: [CSVRecord]) {
        let prints = records.map(RowSourcePrint.of)
        let occurrences = RowSourcePrint.occurrences(of: prints)
        var byLine: [Int: RowSource] = [:]
        for index in records.indices {
            byLine[records[index].line] = RowSource(print: prints[index], occurrence: occurrences[index])
        }
        for index in parsed.fillUps.indices { parsed.fillUps[index].source = byLine[parsed.fillUps[index].line] }
        for index in parsed.costs.indices { parsed.costs[index].source = byLine[parsed.costs[index].line] }
    }

    /// The records of `text`, with lone carriage returns read as line ends: Fuelly's and Drivvo's
    /// iPhone exports end lines with a bare CR, which the CSV reader would otherwise keep in a field.
    static func records(_ text: String, _ fileName: String) throws(ImportError) -> [CSVRecord] {
        var text = text
        var previous: UInt8 = 0
        var loneCR = false
        for byte in text.utf8 {
            if previous == 0x0D && byte != 0x0A { loneCR = true }
            previous = byte
        }
        if loneCR || previous == 0x0D {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        let records = try CSVReader(fileName: fileName).records(in: text)
        guard !records.isEmpty else { throw ImportError(file: fileName, line: 0, column: 0, problem: .empty) }
        return records
    }
}
