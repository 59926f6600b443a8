import HouseholdCrypto

/// Why an account's keys could not be made, opened or changed.
public enum HouseholdKeyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The household server keeps no key for the account yet.
    case noKeyOnServer(account: String)
    /// The household server keeps a key for the account already: it is opened, not made again.
    case keyOnServer(account: String, fingerprint: String)
    /// This device has not opened the account's key.
    case locked(account: String)
    /// The passphrase or recovery key given does not open it.
    case wrongSecret
    /// A passphrase too short to stand an attacker's guesses.
    case weakPassphrase(minimum: Int)
    /// What the server keeps cannot be read.
    case unreadable(String)
    /// This device's key file cannot be read.
    case damagedKeyFile(path: String)

    /// Whether the person can fix it (exit 2) rather than something broken (exit 1).
    public var isUserMistake: Bool {
        switch self {
        case .noKeyOnServer, .keyOnServer, .locked, .wrongSecret, .weakPassphrase: true
        case .unreadable, .damagedKeyFile: false
        }
    }

    public var description: String {
        switch self {
        case .noKeyOnServer(let account):
            "\(account) has no key on the household server yet: 'glovebox keys init' makes one"
        case let .keyOnServer(account, fingerprint):
            "\(account) has a key on the household server already (fingerprint \(fingerprint)): open it here with "
                + "'glovebox keys unlock' (the passphrase, or --recovery-key-file)"
        case .locked(let account):
            "this device has not opened \(account)'s key: 'glovebox keys unlock' first"
        case .wrongSecret:
            "the passphrase or recovery key does not open this account's key; nothing was changed"
        case .weakPassphrase(let minimum):
            "a passphrase needs at least \(minimum) characters (it is all that stands between a copy of the server and the account's sealed fields)"
        case .unreadable(let what):
            "the household server keeps a key this glovebox cannot read: \(what)"
        case .damagedKeyFile(let path):
            "this device's account key at \(path) cannot be read: remove it and run 'glovebox keys unlock'"
        }
    }
}
