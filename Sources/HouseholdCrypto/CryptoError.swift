/// Why sealed data could not be opened or made, in words a person can act on.
public enum CryptoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not in the form this app writes (cut, re-encoded, or of another version).
    case malformed(String)
    /// The data does not open with this key at this place: the wrong key, data changed after it was
    /// sealed, or data moved from another record or field.
    case cannotOpen
    /// The passphrase or recovery key does not open the account's key.
    case wrongSecret
    /// libsodium refused (for key derivation: not enough memory for the chosen cost).
    case failed(String)

    public var description: String {
        switch self {
        case .malformed(let what): "sealed data that cannot be read: \(what)"
        case .cannotOpen: "sealed data that does not open with this key here (the wrong key, or changed or moved after it was sealed)"
        case .wrongSecret: "the passphrase or recovery key does not open this account's key"
        case .failed(let what): "the encryption library failed: \(what)"
        }
    }
}
