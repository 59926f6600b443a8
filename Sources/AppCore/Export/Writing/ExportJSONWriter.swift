import GarageRules
import GarageStorage

/// Writes the export document (see ``LogbookExport``) into a file, row by row straight from the
/// store, so that its memory does not grow with the logbook.
///
/// The document's keys are sorted, so `damaged` comes before the records: a first pass over every
/// table lists the rows that do not decode, a second writes each kind's records. Both passes run in
/// the caller's read transaction, so they see the same rows.
final class ExportJSONWriter {
    private let store: GarageStore
    private let file: DurableFile
    private var line: [UInt8] = []

    /// A writer of `store`'s signed-in account into `file`.
    init(store: GarageStore, file: DurableFile) {
        self.store = store
        self.file = file
        line.reserveCapacity(1 << 10)
    }

    /// Writes the whole document for `account` (the file is committed by the caller).
    func write(account: Account, into summary: inout ExportSummary) throws {
        let (preferences, damagedPreferences) = try store.preferences.exported()
        try file.write("{\n")
        for (index, field) in LogbookExport.Field.sorted.enumerated() {
            try file.write(index == 0 ? "  " : ",\n  ")
            line.removeAll(keepingCapacity: true)
            ExportJSON.appendString(field.rawValue, to: &line)
            line.append(contentsOf: ": ".utf8)
            try file.write(line)
            switch field {
            case .kind: try writeValue(.string(LogbookExport.kind))
            case .version: try writeValue(.integer(Int64(LogbookExport.currentVersion)))
            case .account: try writeValue(.object(ExportedAccount(account).fields))
            case .preferences: try writeValue(.object(ExportedPreferences(preferences).fields))
            case .damaged:
                try writeArray { element in
                    for row in damagedPreferences {
                        summary.note(row)
                        try element(ExportedDamagedRow(row).fields)
                    }
                    for table in ExportedTable.allCases {
                        try store.forEachExportedRow(of: table) { row in
                            guard case .damaged(let damaged) = row else { return }
                            summary.note(damaged)
                            try element(ExportedDamagedRow(damaged).fields)
                        }
                    }
                }
            case .vehicles, .odometerEntries, .expenses, .maintenanceItems, .services, .deadlines, .exchangeRates,
                 .importedRows:
                // Safe: every record field is a table's.
                let table = ExportedTable.allCases.first { $0.field == field }!
                try writeArray { element in
                    try store.forEachExportedRow(of: table) { row in
                        guard let fields = row.exportFields else { return }
                        summary.count(row)
                        try element(fields)
                    }
                }
            }
        }
        try file.write("\n}\n")
    }

    private func writeValue(_ value: ExportValue) throws(FileWriteError) {
        line.removeAll(keepingCapacity: true)
        ExportJSON.append(value, to: &line)
        try file.write(line)
    }

    /// Writes `[`, one element per line, `]` (`[]` when `body` hands none).
    private func writeArray(_ body: (_ element: ([ExportField]) throws -> Void) throws -> Void) throws {
        var count = 0
        try body { fields in
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: (count == 0 ? "[\n    " : ",\n    ").utf8)
            ExportJSON.appendObject(fields, to: &line)
            try file.write(line)
            count += 1
        }
        try file.write(count == 0 ? "[]" : "\n  ]")
    }
}
