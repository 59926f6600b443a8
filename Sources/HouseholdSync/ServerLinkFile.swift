import AppCore
import Foundation

/// Where the device's ``ServerLink`` is kept: the server and the account in
/// `<appPrivate>/household-server.json`, written durably (``AppSession/writePrivateFile(_:contents:)``,
/// mode 0600), and the password in the platform's credential store (the Keychain on Apple, a file of
/// mode 0600 beside the logbook on Linux), under that account and server.
///
/// A link written before the credential store kept its password in the file itself: it is still
/// read, and its password moves to the store on that read, so a device that signed in before
/// syncs on as it did.
public enum ServerLinkFile {
    /// The file's name in the app's private directory.
    public static let fileName = "household-server.json"

    /// The link this device keeps, or `nil` when it has none (a local-only logbook);
    /// ``SyncError/missingPassword(account:server:)`` when the store lost its password.
    public static func load(in app: AppSession) throws -> ServerLink? {
        guard let kept = try keptLink(in: app) else { return nil }
        if let password = kept.password {
            let link = ServerLink(server: kept.server, account: kept.account, password: password)
            // Best effort: a move that fails leaves the file as it was, read the same way next time.
            try? keep(link, replacing: nil, in: app)
            return link
        }
        guard let password = try app.platform.credentials.secret(account: kept.account, server: kept.server) else {
            throw SyncError.missingPassword(account: kept.account, server: kept.server)
        }
        return ServerLink(server: kept.server, account: kept.account, password: password)
    }

    /// Keeps `link`, replacing any earlier one (and its password), and notes in the logbook that the
    /// signed-in account syncs with its server (new vehicles then get ids no other account can have).
    public static func save(_ link: ServerLink, in app: AppSession) throws {
        try app.perform(LinkServer(server: link.server))
        try keep(link, replacing: try? keptLink(in: app), in: app)
    }

    /// Forgets the link when it is `account`'s (its account was deleted from this device, or signed
    /// out): no password of an account that is gone stays behind.
    public static func forget(account: String, in app: AppSession) throws {
        guard let kept = try? keptLink(in: app), kept.account == account else { return }
        try app.platform.credentials.deleteSecret(account: kept.account, server: kept.server)
        try app.removePrivateFile(fileName)
    }

    /// Stores the password, then the file without it: a kill between the two leaves a password that
    /// no link names, never a link without its password. The password of the link it replaces goes.
    private static func keep(_ link: ServerLink, replacing previous: KeptLink?, in app: AppSession) throws {
        let credentials = app.platform.credentials
        try credentials.storeSecret(link.password, account: link.account, server: link.server)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let kept = KeptLink(server: link.server, account: link.account, password: nil)
        try app.writePrivateFile(fileName, contents: try encoder.encode(kept) + Data("\n".utf8))
        if let previous, previous.account != link.account || previous.server != link.server {
            try credentials.deleteSecret(account: previous.account, server: previous.server)
        }
    }

    /// The file's link, or `nil` when there is no file.
    private static func keptLink(in app: AppSession) throws -> KeptLink? {
        guard let data = try app.readPrivateFile(fileName) else { return nil }
        do {
            return try JSONDecoder().decode(KeptLink.self, from: data)
        } catch {
            throw SyncError.damagedLink(path: try app.privateFilePath(fileName))
        }
    }

    /// The file's contents: the server and the account, and a password only in a file written
    /// before the credential store.
    private struct KeptLink: Codable {
        var server: String
        var account: String
        var password: String?
    }
}
