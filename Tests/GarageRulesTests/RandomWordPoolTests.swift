import Testing
@testable import GarageRules

/// Random ids draw their bits from a pool fetched in bulk: every word must be handed out once, to one
/// caller, whatever the tasks drawing, and every character of an id must still vary.
@Suite struct RandomWordPoolTests {
    @Test func idsDrawnFromConcurrentTasksAcrossManyRefillsNeverRepeat() async {
        let source = IdentifierSource.random
        let ids = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<2_500).map { _ in source.next().rawValue } }
            }
            var all: [String] = []
            for await drawn in group { all += drawn }
            return all
        }
        #expect(ids.count == 20_000)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.utf8.count == IdentifierSource.length && GarageID.isValid($0) })
        // Every random position, the last ones (from the third word) too, takes (nearly) all 32 letters.
        let bytes = ids.map { Array($0.utf8) }
        for position in IdentifierSource.timeLength..<IdentifierSource.length {
            #expect(Set(bytes.map { $0[position] }).count >= 30, "position \(position)")
        }
    }

    @Test func theWordsOfOnePoolAreNeverHandedTwice() {
        let pool = RandomWordPool()
        var words: [UInt64] = []
        for _ in 0..<1_000 {
            let three = pool.nextThree()
            words += [three.0, three.1, three.2]
        }
        #expect(Set(words).count == words.count)
        #expect(words.contains { $0 != 0 })
    }
}
