import Synchronization

/// A value made the first time it is asked for and kept from then on, for every copy of the
/// struct that holds it.
///
/// The host's context asks for the system's zone and locale only when a command needs them (a
/// render from a snapshot never does), and then once: a long `watch` session must not change
/// zone or language partway through where the system's answer can change (Foundation on Apple
/// platforms forgets its current zone and locale when the user changes them).
final class MadeOnce<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it was not made yet.
    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
