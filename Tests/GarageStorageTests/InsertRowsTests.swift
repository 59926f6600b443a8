import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// An import's batch inserted several rows to a statement (`GarageStore.insertRows`) leaves the
/// logbook exactly as inserting each row with its own statement does: the same rows in the same
/// order (rowids), the same stamps, the same outbox in the same order, the same spend totals.
@Suite struct InsertRowsTests {
    let directory = TemporaryDirectory(prefix: "glovebox-insert-rows")
    let today = try! CalendarDay(parsing: "2026-11-20")
    static let now = Pinned.instant("2026-11-20T10:00:00Z")

    /// Two copies of one logbook with Clio, and 150 records for it: expenses with a run of readings
    /// among them, so that runs of one kind are cut short.
    func setUp() throws -> (one: GarageStore, many: GarageStore, rows: [FieldValues]) {
        let path = directory.appending("one/" + GarageStore.fileName).path
        let store = try GarageStore(path: path)
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        try store.write { try $0.seed(garage, now: Self.now) }
        store.close()
        let copy = directory.appending("many.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let ids = IdentifierSource.sequential(prefix: "r")
        var rows: [FieldValues] = []
        for index in 0..<150 {
            let day = try CalendarDay(parsing: "2026-\(String(format: "%02d", 1 + index % 10))-\(String(format: "%02d", 1 + index % 28))")
            if (70..<75).contains(index) {
                rows.append(try garage.logOdometer(
                    vehicleID: clio.id, value: 1_000 + index, date: day, isCorrection: true, note: nil, today: today, ids: ids).fieldValues)
            } else {
                let currency = ["EUR", "GBP", "JPY"][index % 3]
                let amount = currency == "JPY" ? "\(index * 37)" : "\(index).\(String(format: "%02d", index * 7 % 100))"
                rows.append(try garage.addExpense(
                    ExpenseDraft(vehicleID: clio.id, date: day, amount: try Money(parsing: amount, currency: try CurrencyCode(currency)),
                                 category: index % 2 == 0 ? .fuel : .other),
                    today: today, ids: ids).fieldValues)
            }
        }
        let one = try GarageStore(path: path), many = try GarageStore(path: copy)
        for store in [one, many] { store.now = { Self.now } }
        return (one, many, rows)
    }

    /// Every row the logbook holds, the records' order of insertion (rowids) and of their stamps, and
    /// the outbox's order. (The copy is another file, so its device, and so its stamps' text, differ.)
    func dump(_ store: GarageStore) throws -> [String] {
        var lines = [try store.contentFingerprint()]
        for query in [
            "SELECT rowid, id FROM expense ORDER BY rowid", "SELECT rowid, id FROM odometer_entry ORDER BY rowid",
            "SELECT 'expense', id FROM expense ORDER BY hlc", "SELECT 'entry', id FROM odometer_entry ORDER BY hlc",
            "SELECT seq, record_kind || ' ' || record_id || ' ' || operation FROM outbox ORDER BY seq",
        ] {
            lines += try store.database.rows(query) { "\($0.text(0)) \($0.text(1))" }
        }
        return lines
    }

    @Test func rowsInsertedSeveralToAStatementAreThoseInsertedOneByOne() throws {
        let (one, many, rows) = try setUp()
        defer { one.close(); many.close() }
        try one.write { store in for values in rows { try store.records.insert(values: values) } }
        try many.write { store in try store.records.insert(rows: rows) }
        let expected = try dump(one)
        #expect(expected.count > 300)
        #expect(try dump(many) == expected)
    }

    /// An import's remembered rows several to a statement (`ImportedRowRepository.remember(_:vehicleID:)`)
    /// are those remembered one by one: both tables, full statements and a short last run, and for a
    /// key given twice the later row.
    @Test func rowsRememberedSeveralToAStatementAreThoseRememberedOneByOne() throws {
        let (one, many, _) = try setUp()
        defer { one.close(); many.close() }
        let vehicleID = try #require(GarageID(rawValue: try one.database.firstRow("SELECT id FROM vehicle") { $0.text(0) } ?? ""))
        let record = try #require(GarageID(rawValue: "r-1"))
        // 150 of each table: two full statements and 22 rows; keys 3 and 140 are given twice.
        let rows = (0..<300).map { index in
            let key = index % 150 == 140 ? 3 : index % 150
            return index < 150
                ? ImportedRow(fingerprint: Int64(key * 7_919 - 500_000), occurrence: 1 + key % 3, recordID: record, journalSequence: index)
                : ImportedRow(
                    fingerprint: Int64(key * 104_729), occurrence: 1 + key % 2, recordID: record, journalSequence: index,
                    meaningPrint: Int64(-index), meaning: "meaning \(index)")
        }
        try one.write { store in
            for row in rows {
                if let meaningPrint = row.meaningPrint, let meaning = row.meaning {
                    try store.importedRows.remember(
                        vehicleID: vehicleID, source: RowSource(print: row.fingerprint, occurrence: row.occurrence),
                        meaningPrint: meaningPrint, meaning: meaning, recordID: row.recordID, journalSequence: row.journalSequence)
                } else {
                    try store.importedRows.remember(
                        vehicleID: vehicleID, fingerprint: row.fingerprint, occurrence: row.occurrence, recordID: row.recordID,
                        journalSequence: row.journalSequence)
                }
            }
        }
        try many.write { store in try store.importedRows.remember(rows, vehicleID: vehicleID) }
        func remembered(_ store: GarageStore) throws -> [String] {
            try store.database.rows("SELECT vehicle_id, fingerprint, occurrence, record_id, journal_seq FROM imported_row") {
                "\($0.text(0)) \($0.int(1)) \($0.int(2)) \($0.text(3)) \($0.int(4))"
            } + store.database.rows(
                "SELECT vehicle_id, source_print, occurrence, meaning_print, meaning, record_id, journal_seq FROM imported_source"
            ) { "\($0.text(0)) \($0.int(1)) \($0.int(2)) \($0.int(3)) \($0.text(4)) \($0.text(5)) \($0.int(6))" }
        }
        let expected = try remembered(one)
        #expect(expected.count == 2 * 149)
        #expect(try remembered(many) == expected)
        #expect(try one.importedRows.all(vehicleID: vehicleID) == many.importedRows.all(vehicleID: vehicleID))
    }
}
