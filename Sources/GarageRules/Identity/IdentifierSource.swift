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

    /// Random ids of 16 characters from the lower-case Crockford base-32 alphabet (80 bits).
    public static var random: IdentifierSource {
        IdentifierSource {
            var generator = SystemRandomNumberGenerator()
            let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz".utf8)
            let bytes = (0..<16).map { _ in alphabet[Int(generator.next(upperBound: UInt8(32)))] }
            // Safe: every byte is from the alphabet, which `GarageID` accepts.
            return GarageID(rawValue: String(decoding: bytes, as: UTF8.self))!
        }
    }

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
