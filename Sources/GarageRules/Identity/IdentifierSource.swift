import Foundation

/// Where new record ids come from: time-ordered random base-32 in the app, a counter in tests.
///
/// Vehicle ids do not come from here; they are slugs of the vehicle's name (see `VehicleSlug`).
public struct IdentifierSource: Sendable {
    private let generate: @Sendable () -> GarageID

    /// A source that calls `generate` for each id.
    public init(_ generate: @escaping @Sendable () -> GarageID) {
        self.generate = generate
    }

    /// The next id.
    public func next() -> GarageID { generate() }

    /// How many random characters an id has: 26 of 5 bits, 130 bits, so that an id is never guessed
    /// (a household server's ids are shared by every account on it, and a probe of a taken one must
    /// find nothing it did not already know).
    public static let randomLength = 26

    /// How many characters of an id say when it was made: 10 of 5 bits, the 50 low bits of the Unix
    /// time in milliseconds (enough until the year 37,000), most significant first.
    public static let timeLength = 10

    /// How many characters an id from ``random`` has: its time, then its random characters.
    public static let length = timeLength + randomLength

    /// Ids of ``length`` characters from the lower-case Crockford base-32 alphabet: the time they were
    /// made (the system's clock, not the app's, which tests and benchmarks pin), then 130 random bits.
    ///
    /// Why the time first: every index on ids (`expense`'s primary key, the outbox by record, the
    /// claims' probes) then grows at its end, where SQLite appends to the last page, instead of
    /// at a random leaf; with purely random ids, a 100,000-row import spent about a tenth of its time
    /// descending, reading back and writing again pages of those indexes that no longer fit the cache
    /// (BENCHMARKS.md). The order is only for locality: nothing reads an id's time, and a clock set
    /// back makes later ids sort earlier, nothing worse. Ids made before this scheme (26 random
    /// characters) sort anywhere among these; where a rule breaks a tie by id (two services of one
    /// item on one day and odometer), the tie goes one arbitrary way as it did before.
    ///
    /// What the time tells: when a record was entered on its device, to whoever sees its id. The
    /// household server stores every version's clock (`hlc`) already; the logbook's own export and
    /// the app's deep links stay with the user; a subscribed calendar's events carry their record's id
    /// in their UID, so a calendar service learns when a deadline or item was entered, beside what
    /// the event itself says of it (its name and day). Nothing of a record's content is in its id.
    public static var random: IdentifierSource {
        timeOrdered { SystemMilliseconds.now() }
    }

    /// Ids as ``random``'s, with the time read from `milliseconds` (tests pin it).
    public static func timeOrdered(milliseconds: @escaping @Sendable () -> UInt64) -> IdentifierSource {
        IdentifierSource {
            var bytes = [UInt8](repeating: 0, count: length)
            var time = milliseconds()
            for index in stride(from: timeLength - 1, through: 0, by: -1) {
                bytes[index] = alphabet[Int(time & 31)]
                time >>= 5
            }
            // Three draws of 64 bits give the 130 an id needs (5 bits a character, 12 characters a
            // draw): an import draws one id per row, and each draw from the system generator is a
            // system call, so the draws come from a pool fetched in bulk (`RandomWordPool`).
            let three = RandomWordPool.shared.nextThree()
            let draws = (three.0, three.1, three.2)
            for index in 0..<randomLength {
                let draw = index < 12 ? draws.0 : index < 24 ? draws.1 : draws.2
                bytes[timeLength + index] = alphabet[Int((draw >> UInt64((index % 12) * 5)) & 31)]
            }
            // Safe: every byte is from the alphabet, which `GarageID` accepts.
            return GarageID(rawValue: String(decoding: bytes, as: UTF8.self))!
        }
    }

    /// The lower-case Crockford base-32 alphabet.
    private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)

    /// Deterministic ids `prefix-1`, `prefix-2`, … (for tests and reproducible imports).
    public static func sequential(prefix: String = "id") -> IdentifierSource {
        let counter = Counter()
        return IdentifierSource {
            GarageID(rawValue: "\(prefix)-\(counter.increment())")
                ?? GarageID(rawValue: "id-\(counter.increment())")!
        }
    }

    /// A thread-safe counter: ids may be drawn from concurrent tasks.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func increment() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
