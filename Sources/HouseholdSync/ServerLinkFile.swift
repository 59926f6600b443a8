import AppCore
import Foundation

/// Where the device's ``ServerLink`` is kept: `<appPrivate>/household-server.json`, written
/// durably (``AppSession/writePrivateFile(_:contents:)``, mode 0600).
public enum ServerLinkFile {
    /// The file's name in the app's private directory.
    public static let fileName = "household-server.json"

    /// The link this device keeps, or `nil` when it has none (a local-only logbook).
    public static func load(in app: AppSession) throws -> ServerLink? {
        guard let data = try app.readPrivateFile(fileName) else { return nil }
        do {
            return try JSONDecoder().decode(ServerLink.self, from: data)
        } catch {
            throw SyncError.damagedLink(path: try app.privateFilePath(fileName))
        }
    }

    /// Keeps `link`, replacing any earlier one, and notes in the logbook that the signed-in account
    /// syncs with its server (new vehicles then get ids no other account can have).
    public static func save(_ link: ServerLink, in app: AppSession) throws {
        try app.store().linkServer(link.server)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try app.writePrivateFile(fileName, contents: try encoder.encode(link) + Data("\n".utf8))
    }

    /// Forgets the link when it is `account`'s (its account was deleted from this device): no
    /// password of an account that is gone stays behind.
    public static func forget(account: String, in app: AppSession) throws {
        guard let link = try? load(in: app), link.account == account else { return }
        try app.removePrivateFile(fileName)
    }
}
