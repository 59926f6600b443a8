import CSQLite
import Testing
@testable import GarageStorage

/// What a SQLite failure says: SQLite's message, and the statement named in a line even when it is an
/// import's batch of thousands of placeholders (a full disk printed all 1,216 of one).
@Suite struct DatabaseErrorTests {
    @Test func aLongStatementIsNamedByItsBeginningOnOneLine() {
        let batch = "INSERT INTO expense (id, vehicle_id, day)\n    VALUES " + Array(repeating: "(?, ?, ?)", count: 2_048).joined(separator: ", ")
        let error = DatabaseError(extendedCode: SQLITE_FULL, message: "database or disk is full", sql: batch)

        let text = error.description
        #expect(text.hasPrefix("sqlite error 13: database or disk is full (in: INSERT INTO expense (id, vehicle_id, day) VALUES (?, ?, ?), "))
        #expect(text.hasSuffix("…)"))
        #expect(!text.contains("\n"))
        #expect(text.count < 250, "\(text.count) characters")
    }

    @Test func aShortStatementIsNamedWhole() {
        let error = DatabaseError(extendedCode: SQLITE_CONSTRAINT, message: "UNIQUE constraint failed: vehicle.id", sql: "INSERT INTO vehicle (id) VALUES (?)")
        #expect(error.description == "sqlite error 19: UNIQUE constraint failed: vehicle.id (in: INSERT INTO vehicle (id) VALUES (?))")
    }
}
