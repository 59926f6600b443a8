import GarageRules

/// One LubeLogger CSV file read a row at a time (`LubeLoggerTable` without the rows held): the
/// header is matched when it opens, each row comes typed as it is pulled.
///
/// A fault in the CSV itself is reported before a fault in the table (a missing column, a row with
/// too few fields) wherever each is, as `LubeLoggerTable` reports them: on a fault in the table, the
/// rest of the file is read for a fault in the CSV before the table's is thrown.
final class LubeLoggerTableReader {
    let fileName: String
    private let records: CSVRecordStream
    /// The header's columns, resolved once for every row (see `LubeLoggerColumns`).
    private let columns: LubeLoggerColumns
    private let width: Int
    private let decimalSeparator: FuelAppDecimalSeparator?
    private let dayOrder: FuelAppDayOrder?

    /// The table of `file`, its header read and matched against `required`.
    init(
        file: ImportFile, required: [String], decimalSeparator: FuelAppDecimalSeparator?, dayOrder: FuelAppDayOrder?
    ) throws(ImportError) {
        fileName = file.name
        records = try CSVRecordStream(file)
        self.decimalSeparator = decimalSeparator
        self.dayOrder = dayOrder
        guard let header = try records.next() else {
            throw ImportError(file: file.name, line: 0, column: 0, problem: .empty)
        }
        width = header.fields.count
        do throws(ImportError) {
            columns = LubeLoggerColumns(try LubeLoggerTable.columns(of: header, fileName: file.name, required: required))
        } catch {
            try Self.drain(records)
            throw error
        }
    }

    /// The next row; `nil` after the last.
    func next() throws(ImportError) -> LubeLoggerRow? {
        guard let record = try records.next() else { return nil }
        guard record.fields.count == width else {
            let fault = ImportError(file: fileName, line: record.line, column: 0,
                                    problem: .fieldCount(expected: width, found: record.fields.count))
            try Self.drain(records)
            throw fault
        }
        return LubeLoggerRow(
            fileName: fileName, record: record, columns: columns, decimalSeparator: decimalSeparator, dayOrder: dayOrder)
    }

    /// Reads the rest of `records`, throwing the CSV's first fault there, if any.
    private static func drain(_ records: CSVRecordStream) throws(ImportError) {
        while try records.next() != nil {}
    }
}
