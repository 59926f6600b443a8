import Foundation
import GarageRules
import GarageStorage
import SharedContainer

/// Writes the export as one CSV file per record kind into a directory, for spreadsheets: RFC 4180
/// (a header row, comma-separated, fields with a comma, quote or line break quoted with quotes
/// doubled, CRLF line ends), UTF-8, the same values as the JSON document's (nested fields as
/// `parent.child` columns, `null` as an empty cell, a damaged row's columns as their JSON text).
///
/// Every file is checked to be free (unless replacing) and opened under its temporary name before
/// any is written, and each is written durably (see ``DurableFile``); the set is not one atomic
/// unit: a failure part-way leaves the files already committed.
struct ExportCSVWriter {
    /// The files, by what they hold.
    enum File: String, CaseIterable {
        case account, preferences, vehicles, odometerEntries = "odometer-entries", expenses,
             maintenanceItems = "maintenance-items", services, deadlines, exchangeRates = "exchange-rates",
             importedRows = "imported-rows", damaged

        var name: String { rawValue + ".csv" }

        /// The table whose records the file holds, if it holds a table's.
        var table: ExportedTable? {
            switch self {
            case .vehicles: .vehicles
            case .odometerEntries: .odometerEntries
            case .expenses: .expenses
            case .maintenanceItems: .maintenanceItems
            case .services: .services
            case .deadlines: .deadlines
            case .exchangeRates: .exchangeRates
            case .importedRows: .importedRows
            case .account, .preferences, .damaged: nil
            }
        }
    }

    let store: GarageStore
    let directory: String
    let replacing: Bool
    let fileSystem: any FileSystem

    /// Writes every file for `account`.
    func write(account: Account, into summary: inout ExportSummary) throws {
        try prepareDirectory()
        var files: [File: DurableFile] = [:]
        for file in File.allCases {
            files[file] = try DurableFile(path: directory + "/" + file.name, replacing: replacing, fileSystem: fileSystem)
        }
        // Safe: every file was opened above.
        func open(_ file: File) -> DurableFile { files[file]! }

        let (preferences, damagedPreferences) = try store.preferences.exported()
        let damaged = open(.damaged)
        try Self.row(ExportedDamagedRow.columns, to: damaged)
        func note(_ row: DamagedStoredRow) throws {
            summary.note(row)
            try Self.record(ExportedDamagedRow(row).fields, columns: ExportedDamagedRow.columns, to: damaged)
        }

        let accountFile = open(.account)
        try Self.row(["name", "plan"], to: accountFile)
        try Self.record(ExportedAccount(account).fields, columns: ["name", "plan"], to: accountFile)
        try commit(accountFile, &summary)

        let preferencesFile = open(.preferences)
        try Self.row(["key", "value"], to: preferencesFile)
        for field in ExportedPreferences(preferences).fields {
            try Self.row([field.key, Self.cell(field.value)], to: preferencesFile)
        }
        for row in damagedPreferences { try note(row) }
        try commit(preferencesFile, &summary)

        for file in File.allCases {
            guard let table = file.table else { continue }
            let output = open(file)
            try Self.row(table.columns, to: output)
            try store.forEachExportedRow(of: table) { row in
                if case .damaged(let damagedRow) = row { return try note(damagedRow) }
                summary.count(row)
                // Safe: only a damaged row has no fields.
                try Self.record(row.exportFields!, columns: table.columns, to: output)
            }
            try commit(output, &summary)
        }
        try commit(damaged, &summary)
    }

    private func commit(_ file: DurableFile, _ summary: inout ExportSummary) throws(FileWriteError) {
        try file.commit()
        summary.byteCount += file.byteCount
    }

    /// Creates the directory (mode 0700) when it is missing; refuses a path that is not one.
    private func prepareDirectory() throws(FileWriteError) {
        let status: FileStatus
        do throws(FileSystemError) {
            status = try fileSystem.status(ofPath: directory)
        } catch where error.code == ENOENT {
            do throws(FileSystemError) {
                try fileSystem.makeDirectory(directory, mode: 0o700)
            } catch {
                throw .failed(path: directory, step: .createDirectory, errno: error.code)
            }
            return
        } catch {
            throw .failed(path: directory, step: .inspect, errno: error.code)
        }
        guard status.kind == .directory else { throw .wrongKind(path: directory, expected: "a directory") }
    }

    /// Writes one record's cells in `columns`' order.
    static func record(_ fields: [ExportField], columns: [String], to file: DurableFile) throws(FileWriteError) {
        try row(columns.map { cell(value(at: $0, in: fields)) }, to: file)
    }

    /// Writes one row of cells, quoted where RFC 4180 needs it, ended with CRLF.
    static func row(_ cells: [String], to file: DurableFile) throws(FileWriteError) {
        var line = ""
        for (index, cell) in cells.enumerated() {
            if index > 0 { line += "," }
            if cell.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) {
                line += "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            } else {
                line += cell
            }
        }
        try file.write(line + "\r\n")
    }

    /// The value at a column such as `odometer.value` (`null` inside a `null` object).
    static func value(at column: String, in fields: [ExportField]) -> ExportValue {
        var current = ExportValue.object(fields)
        for key in column.split(separator: ".") {
            guard case .object(let members) = current, let member = members.first(where: { $0.key == key }) else {
                return .null
            }
            current = member.value
        }
        return current
    }

    /// A value as a cell: empty for `null`, JSON text for an object.
    static func cell(_ value: ExportValue) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .string(let text): text
        case .object: ExportJSON.text(value)
        }
    }
}
