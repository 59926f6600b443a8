import Foundation
import GarageRules
import WidgetContract

/// One LubeLogger CSV file: a header matched case-insensitively and typed access to its rows.
struct LubeLoggerTable {
    let fileName: String
    let rows: [LubeLoggerRow]

    /// The table of `text`, held whole (tests and callers that have the text already).
    init(
        fileName: String, text: String, required: [String], decimalSeparator: FuelAppDecimalSeparator? = nil,
        dayOrder: FuelAppDayOrder? = nil
    ) throws(ImportError) {
        try self.init(
            fileName: fileName, required: required, decimalSeparator: decimalSeparator, dayOrder: dayOrder
        ) { body throws(ImportError) in
            for record in try CSVReader(fileName: fileName).records(in: text) { try body(record) }
        }
    }

    /// The table of `file`, read as it streams in: the file's text is never held whole.
    init(
        file: ImportFile, required: [String], decimalSeparator: FuelAppDecimalSeparator? = nil,
        dayOrder: FuelAppDayOrder? = nil
    ) throws(ImportError) {
        try self.init(
            fileName: file.name, required: required, decimalSeparator: decimalSeparator, dayOrder: dayOrder
        ) { body throws(ImportError) in
            try CSVReader(fileName: file.name).forEachRecord(in: file, body)
        }
    }

    /// The table of the records `forEachRecord` hands over, in order.
    ///
    /// A fault in the CSV itself is reported before a fault in the table (a missing column, a row
    /// with too few fields) wherever each is, as when the whole file was split before the table was
    /// read: the first fault in the table is kept while the rest of the file is read.
    private init(
        fileName: String, required: [String], decimalSeparator: FuelAppDecimalSeparator?, dayOrder: FuelAppDayOrder?,
        forEachRecord: ((CSVRecord) throws(ImportError) -> Void) throws(ImportError) -> Void
    ) throws(ImportError) {
        self.fileName = fileName
        var header: CSVRecord?
        var indexes = LubeLoggerColumns()
        var rows: [LubeLoggerRow] = []
        var fault: ImportError?
        try forEachRecord { record throws(ImportError) in
            guard fault == nil else { return }
            guard let header else {
                header = record
                do throws(ImportError) {
                    indexes = LubeLoggerColumns(try Self.columns(of: record, fileName: fileName, required: required))
                } catch { fault = error }
                return
            }
            guard record.fields.count == header.fields.count else {
                fault = ImportError(
                    file: fileName, line: record.line, column: 0,
                    problem: .fieldCount(expected: header.fields.count, found: record.fields.count))
                return
            }
            rows.append(LubeLoggerRow(
                fileName: fileName, record: record, columns: indexes, decimalSeparator: decimalSeparator, dayOrder: dayOrder))
        }
        if let fault { throw fault }
        guard header != nil else {
            throw ImportError(file: fileName, line: 0, column: 0, problem: .empty)
        }
        self.rows = rows
    }

    /// The columns of `header` by lowercased name, refusing a name twice or a required one missing.
    static func columns(of header: CSVRecord, fileName: String, required: [String]) throws(ImportError) -> [String: Int] {
        var columns: [String: Int] = [:]
        for (index, field) in header.fields.enumerated() {
            let name = field.value.trimmingSpaces.lowercased()
            guard !name.isEmpty else { continue }
            guard columns[name] == nil else {
                throw ImportError(file: fileName, field: field, problem: .repeatedColumn(field.value))
            }
            columns[name] = index
        }
        for name in required where columns[name] == nil {
            throw ImportError(file: fileName, line: header.line, column: 0, problem: .missingColumn(name))
        }
        return columns
    }

    /// The cells of `column` (none when the file has no such column), for `LubeLoggerCosts`.
    func cells(_ column: LubeLoggerColumn) -> [(file: String, field: CSVField)] {
        rows.compactMap { row in row.field(column).map { (fileName, $0) } }
    }
}
