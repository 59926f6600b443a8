import Testing
@testable import GarageRules
import GloveboxTestSupport

/// A record id starts with the time it was made, so that ids made later sort later and the
/// indexes on ids grow at their end; after the time come the 130 random bits that keep it unguessable.
@Suite struct TimeOrderedIDTests {
    /// The Crockford letters `String(_:radix:)` would write for `value` in base 32, computed without
    /// the id source's own shifting: digit by digit, then mapped from `0-9a-v` to Crockford's letters.
    static func crockford(_ value: UInt64, width: Int) -> String {
        let plain = String(value, radix: 32)
        let crockford = Array("0123456789abcdefghjkmnpqrstvwxyz")
        let standard = Array("0123456789abcdefghijklmnopqrstuv")
        let mapped = plain.map { crockford[standard.firstIndex(of: $0)!] }
        return String(repeating: "0", count: max(0, width - mapped.count)) + String(mapped)
    }

    @Test(arguments: [0, 1, 31, 32, 1_764_417_600_000, 1_796_428_800_123, (1 << 50) - 1] as [UInt64])
    func theFirstTenCharactersAreTheMillisecondsInBase32(_ milliseconds: UInt64) {
        let id = IdentifierSource.timeOrdered { milliseconds }.next().rawValue
        #expect(id.count == IdentifierSource.length)
        #expect(String(id.prefix(IdentifierSource.timeLength)) == Self.crockford(milliseconds, width: 10))
        #expect(GarageID.isValid(id))
    }

    @Test func idsMadeLaterSortLaterWhateverTheirRandomCharacters() {
        // A clock that moves on by 0 to 3 ms between ids, as a fast import's does.
        final class Ticks: @unchecked Sendable {
            var now: UInt64 = 1_764_417_600_000
            var generator = SplitMix(seed: 7)
        }
        let ticks = Ticks()
        let source = IdentifierSource.timeOrdered {
            ticks.now += UInt64.random(in: 0...3, using: &ticks.generator)
            return ticks.now
        }
        var made: [(time: UInt64, id: String)] = []
        for _ in 0..<5_000 {
            let id = source.next().rawValue
            made.append((ticks.now, id))
        }
        for (earlier, later) in zip(made, made.dropFirst()) where earlier.time < later.time {
            #expect(earlier.id < later.id, "\(earlier.id) (\(earlier.time)) vs \(later.id) (\(later.time))")
        }
        // Ids of one millisecond still differ, by their random part.
        #expect(Set(made.map(\.id)).count == made.count)
        #expect(Set(made.map { $0.id.prefix(IdentifierSource.timeLength) }).count < made.count)
    }

    @Test func theSystemClockIsReadInMillisecondsSince1970() {
        let id = IdentifierSource.random.next().rawValue
        let letters = Array("0123456789abcdefghjkmnpqrstvwxyz")
        let decoded = id.prefix(IdentifierSource.timeLength).reduce(UInt64(0)) { $0 << 5 | UInt64(letters.firstIndex(of: $1)!) }
        // 2026-01-01 to 2100-01-01, in milliseconds: a clock read in seconds or microseconds falls outside.
        #expect((1_767_225_600_000...4_102_444_800_000).contains(decoded), "\(id) → \(decoded)")
    }
}
