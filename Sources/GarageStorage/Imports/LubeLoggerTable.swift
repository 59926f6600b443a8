import Foundation
import GarageRules
import WidgetContract

/// One LubeLogger CSV file: a header matched case-insensitively and typed access to its rows.
struct LubeLoggerTable {
    let fileName: String
    let rows: [LubeLoggerRow]

    init(
        fileName: String, text: String, required: [String], decimalSeparator: FuelAppDecimalSeparator? = nil,
        dayOrder: FuelAppDayOrder? = nil
    ) throws(ImportError) {
        self.fileName = fileName
        let records = try CSVReader(fileName: fileName).records(in: text)
        guard let header = records.first else {
            throw ImportError(file: fileName, line: 0, column: 0, reason: "file is empty")
        }
        var columns: [String: Int] = [:]
        for (index, field) in header.fields.enumerated() {
            let name = field.value.trimmingSpaces.lowercased()
            guard !name.isEmpty else { continue }
            guard columns[name] == nil else {
                throw ImportError(file: fileName, field: field, reason: "column '\(Quoted.excerpt(field.value))' appears twice")
            }
            columns[name] = index
        }
        for name in required where columns[name] == nil {
            throw ImportError(file: fileName, line: header.line, column: 0, reason: "missing column '\(name)'")
        }
        var rows: [LubeLoggerRow] = []
        for record in records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                throw ImportError(file: fileName, line: record.line, column: 0,
                                  reason: "expected \(header.fields.count) fields, found \(record.fields.count)")
            }
            rows.append(LubeLoggerRow(
                fileName: fileName, record: record, columns: columns, decimalSeparator: decimalSeparator, dayOrder: dayOrder))
        }
        self.rows = rows
    }

    /// The cells of column `name` (none when the file has no such column), for `LubeLoggerCosts`.
    func cells(_ name: String) -> [(file: String, field: CSVField)] {
        rows.compactMap { row in row.field(name).map { (fileName, $0) } }
    }
}
