import AppCore
import Foundation

/// The fingerprints of the members' public keys this device has sealed vehicle keys to
/// (`member-keys.json` in the app's private directory, mode 0600): the first one seen for an account
/// is kept, and a different one later is refused until the person confirms it (`share … --accept-new-key`),
/// so that a server that swaps a member's public key for its own is not given the vehicle's key.
struct PinnedMemberKeys {
    /// The file's name in the app's private directory.
    static let fileName = "member-keys.json"

    /// The kept fingerprint of each account's key.
    private(set) var fingerprints: [String: String]

    /// What this device keeps.
    static func load(in app: AppSession) throws -> PinnedMemberKeys {
        guard let data = try app.readPrivateFile(fileName) else { return PinnedMemberKeys(fingerprints: [:]) }
        guard let kept = try? JSONDecoder().decode([String: String].self, from: data) else {
            throw HouseholdKeyError.damagedKeyFile(path: try app.privateFilePath(fileName))
        }
        return PinnedMemberKeys(fingerprints: kept)
    }

    /// Keeps the fingerprints, replacing the file.
    func save(in app: AppSession) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try app.writePrivateFile(Self.fileName, contents: try encoder.encode(fingerprints) + Data("\n".utf8))
    }

    /// What to do with `fingerprint` as `account`'s key.
    enum Verdict: Equatable {
        /// The one kept.
        case known
        /// The first seen for the account: kept now.
        case new
        /// Another one than the one kept (which it carries).
        case changed(from: String)
    }

    /// Checks `fingerprint` against the one kept for `account`, keeping it when it is the first, or when
    /// `accepting` a change.
    mutating func check(_ fingerprint: String, of account: String, accepting: Bool = false) -> Verdict {
        guard let kept = fingerprints[account] else {
            fingerprints[account] = fingerprint
            return .new
        }
        if kept == fingerprint { return .known }
        if accepting { fingerprints[account] = fingerprint }
        return .changed(from: kept)
    }
}
