import CSodium

/// libsodium, initialised once before any primitive is used.
///
/// `sodium_init()` is safe to call from several threads and more than once (it returns 1 when the
/// library was ready already); it fails only when the system gives no source of randomness, and then
/// nothing here may run.
enum Sodium {
    /// Initialises libsodium (once; later calls cost a load).
    static func ready() {
        _ = initialised
    }

    private static let initialised: Bool = {
        guard sodium_init() >= 0 else {
            preconditionFailure("libsodium could not be initialised (no source of randomness)")
        }
        return true
    }()

    /// `count` random bytes from libsodium's generator.
    static func randomBytes(_ count: Int) -> [UInt8] {
        ready()
        var bytes = [UInt8](repeating: 0, count: count)
        randombytes_buf(&bytes, count)
        return bytes
    }
}
