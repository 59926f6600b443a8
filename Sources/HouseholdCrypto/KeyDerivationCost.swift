import CSodium

/// How much work (Argon2id, libsodium's `crypto_pwhash`) turns a passphrase into a wrapping key: the
/// cost an attacker who holds the wrapped key pays for every passphrase guessed.
///
/// Kept with what it wrapped, since the same cost must be paid to open it; a device opens only
/// costs within ``bounds`` (a server that set a cost of terabytes would otherwise stop it).
public struct KeyDerivationCost: Equatable, Sendable, Codable {
    /// Argon2id passes.
    public let operations: UInt64
    /// Memory, in bytes.
    public let memory: Int

    /// libsodium's moderate cost (3 passes, 256 MiB): what the app wraps an account's key with.
    public static let moderate = KeyDerivationCost(
        operations: UInt64(crypto_pwhash_opslimit_moderate()), memory: crypto_pwhash_memlimit_moderate())
    /// libsodium's interactive cost (2 passes, 64 MiB): for tests, which derive many keys.
    public static let interactive = KeyDerivationCost(
        operations: UInt64(crypto_pwhash_opslimit_interactive()), memory: crypto_pwhash_memlimit_interactive())

    /// A cost.
    public init(operations: UInt64, memory: Int) {
        self.operations = operations
        self.memory = memory
    }

    /// Whether a device pays this cost to open a key: at least the interactive one, at most the
    /// sensitive one's passes and the moderate one's memory.
    var isWithinBounds: Bool {
        operations >= Self.interactive.operations && operations <= UInt64(crypto_pwhash_opslimit_sensitive())
            && memory >= Self.interactive.memory && memory <= Self.moderate.memory
    }

    /// The 32-byte key `passphrase` gives with `salt` at this cost.
    func derive(_ passphrase: String, salt: [UInt8]) throws(CryptoError) -> [UInt8] {
        Sodium.ready()
        guard isWithinBounds else { throw .malformed("a key derivation cost out of bounds (\(operations) passes, \(memory) bytes)") }
        guard salt.count == crypto_pwhash_saltbytes() else { throw .malformed("a salt has \(crypto_pwhash_saltbytes()) bytes") }
        var key = [UInt8](repeating: 0, count: AEAD.keyLength)
        // The passphrase's UTF-8 bytes, passed with their count (a NUL in it would not cut it short).
        let outcome = crypto_pwhash(
            &key, UInt64(key.count), passphrase, UInt64(passphrase.utf8.count), salt, operations, memory, crypto_pwhash_ALG_ARGON2ID13)
        guard outcome == 0 else { throw .failed("Argon2id could not derive a key (\(memory) bytes of memory)") }
        return key
    }
}
