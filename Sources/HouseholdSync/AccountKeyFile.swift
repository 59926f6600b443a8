import AppCore
import Foundation
import HouseholdCrypto

/// This device's copy of its account's opened key pair: `account-key.json` in the app's private
/// directory (mode 0600, written durably, like the server link), so that sealed fields open without
/// asking for the passphrase at every sync. It never reaches the shared container, the widgets or an
/// export, and goes with the link at sign-out and account deletion.
public enum AccountKeyFile {
    /// The file's name in the app's private directory.
    public static let fileName = "account-key.json"

    /// The key pair kept for `account` on `server`, or `nil` when this device keeps none for them.
    public static func load(account: String, server: String, in app: AppSession) throws -> AccountKeyPair? {
        guard let data = try app.readPrivateFile(fileName) else { return nil }
        guard let kept = try? JSONDecoder().decode(Kept.self, from: data), let secret = Data(base64Encoded: kept.secretKey) else {
            throw HouseholdKeyError.damagedKeyFile(path: try app.privateFilePath(fileName))
        }
        guard kept.account == account, kept.server == server else { return nil }
        return try AccountKeyPair(secretKey: [UInt8](secret))
    }

    /// Keeps `keyPair` for `account` on `server`, replacing what was kept.
    public static func save(_ keyPair: AccountKeyPair, account: String, server: String, in app: AppSession) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let kept = Kept(account: account, server: server, secretKey: Data(keyPair.secretKey).base64EncodedString())
        try app.writePrivateFile(fileName, contents: try encoder.encode(kept) + Data("\n".utf8))
    }

    /// Forgets the key pair when it is `account`'s.
    public static func forget(account: String, in app: AppSession) throws {
        guard let data = try app.readPrivateFile(fileName) else { return }
        if let kept = try? JSONDecoder().decode(Kept.self, from: data), kept.account != account { return }
        try app.removePrivateFile(fileName)
    }

    private struct Kept: Codable {
        var account: String
        var server: String
        var secretKey: String
    }
}
