import Foundation

/// Where new record ids come from: random base-32 in the app, a counter in tests.
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

    /// How many characters a random id has: 26 of 5 bits, 130 bits, so that an id is never guessed
    /// (a household server's ids are shared by every account on it, and a probe of a taken one must
    /// find nothing it did not already know).
    public static let randomLength = 26

    /// Random ids of ``randomLength`` characters from the lower-case Crockford base-32 alphabet.
    public static var random: IdentifierSource {
        IdentifierSource {
            // Three draws of 64 bits give the 130 an id needs (5 bits a character, 12 characters a
            // draw): an import draws one id per row, and each draw from the system generator is a
            // system call, so the draws come from a pool fetched in bulk (`RandomWordPool`).
            let three = RandomWordPool.shared.nextThree()
            let draws: [UInt64] = [three.0, three.1, three.2]
            let bytes = (0..<randomLength).map { index in
                alphabet[Int((draws[index / 12] >> UInt64((index % 12) * 5)) & 31)]
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
