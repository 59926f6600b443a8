import Testing
@testable import GarageStorage

/// The statement cache's key hashes only a text's ends but tells texts apart by all their bytes.
@Suite struct StatementKeyTests {
    static let columns = (0..<40).map { "column_\($0)" }.joined(separator: ", ")

    @Test func equalTextsAreOneKeyWithOneHash() {
        let text = "SELECT \(Self.columns) FROM expense WHERE id = ?"
        let copy = String(decoding: Array(text.utf8), as: UTF8.self)
        #expect(StatementKey(text) == StatementKey(copy))
        #expect(StatementKey(text).hashValue == StatementKey(copy).hashValue)
        #expect(StatementKey("") == StatementKey(""))
    }

    @Test func textsThatDifferOnlyInTheMiddleAreTwoKeys() {
        // Same length, same first and last 48 bytes: the same hash, told apart by the comparison.
        let first = "SELECT \(Self.columns) FROM expense WHERE vehicle_id = ? \(Self.columns)"
        let second = "SELECT \(Self.columns) FROM service WHERE vehicle_id = ? \(Self.columns)"
        #expect(first.utf8.count == second.utf8.count)
        #expect(StatementKey(first).hashValue == StatementKey(second).hashValue)
        #expect(StatementKey(first) != StatementKey(second))
        var cache: [StatementKey: Int] = [:]
        cache[StatementKey(first)] = 1
        cache[StatementKey(second)] = 2
        #expect(cache[StatementKey(first)] == 1 && cache[StatementKey(second)] == 2)
    }

    @Test func twoSpellingsOfOneLetterAreTwoStatements() {
        // Equal as Swift strings, not as the bytes SQLite compiles.
        let composed = "SELECT 'caf\u{E9}' \(Self.columns)"
        let decomposed = "SELECT 'cafe\u{301}' \(Self.columns)"
        #expect(composed == decomposed)
        #expect(StatementKey(composed) != StatementKey(decomposed))
    }
}
