import AppCore
import Foundation

/// Where the device's ``ServerLink`` is kept: the server and the account in
/// `<appPrivate>/household-server.json`, written durably (``AppSession/writePrivateFile(_:contents:)``,
/// mode 0600), and the password in the platform's credential store (the Keychain on Apple; on Linux
/// a file of mode 0600 beside the logbook in libpq's password-file format, which connections name
/// so that libpq reads the password itself), under that account and server.
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
        let credentials = app.platform.credentials
        if let password = kept.password {
            var link = ServerLink(server: kept.server, account: kept.account, password: password)
            // Best effort: a move that fails leaves the file as it was, read the same way next time.
            if (try? keep(link, replacing: nil, in: app)) != nil {
                link.passwordFile = try? credentials.passwordFilePath(account: kept.account, server: kept.server)
            }
            return link
        }
        guard let password = try credentials.secret(account: kept.account, server: kept.server) else {
            throw SyncError.missingPassword(account: kept.account, server: kept.server)
        }
        return ServerLink(
            server: kept.server, account: kept.account, password: password,
            passwordFile: try credentials.passwordFilePath(account: kept.account, server: kept.server))
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
    /// no link names, never a link without its password. The password of the link it replaces goes
    /// first, since a store may keep both links' passwords as one (the Linux file keys a password by
    /// host, port, database and user, and two URLs can name the same): deleting it afterwards could
    /// take the new one. A kill right after that deletion leaves the old link without its password,
    /// which asks for the `login` that was being run.
    private static func keep(_ link: ServerLink, replacing previous: KeptLink?, in app: AppSession) throws {
        let credentials = app.platform.credentials
        if let previous, previous.account != link.account || previous.server != link.server {
            try credentials.deleteSecret(account: previous.account, server: previous.server)
        }
        try credentials.storeSecret(link.password, account: link.account, server: link.server)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let kept = KeptLink(server: link.server, account: link.account, password: nil)
        try app.writePrivateFile(fileName, contents: try encoder.encode(kept) + Data("\n".utf8))
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
