import Foundation

/// The messages this device sent without the household server knowing (it could not be asked, or
/// did not take the confirmation), kept in the app-private file `reminders-unconfirmed.json` until a
/// later run tells the server: until then the account's other devices may send them again, and the
/// sooner the server knows, the fewer do.
///
/// Kept for one account: another account signed in on the device starts with none.
struct ReminderUnconfirmedClaims: Codable, Equatable {
    /// The private file's name.
    static let fileName = "reminders-unconfirmed.json"

    /// The account whose messages they are.
    var account: String
    /// The claims to confirm, oldest first.
    var claims: [ReminderClaim] = []

    /// The file's content for `account`: none when there is no file, it is another account's, or it
    /// does not decode (the worst a lost entry does is let another device send a message again).
    static func load(account: String, in session: AppSession) throws -> ReminderUnconfirmedClaims {
        guard let data = try session.readPrivateFile(fileName),
              let kept = try? JSONDecoder().decode(ReminderUnconfirmedClaims.self, from: data), kept.account == account
        else { return ReminderUnconfirmedClaims(account: account) }
        return kept
    }

    /// Writes the file, or removes it when nothing is left to confirm.
    func save(in session: AppSession) throws {
        guard !claims.isEmpty else {
            try session.removePrivateFile(Self.fileName)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try session.writePrivateFile(Self.fileName, contents: try encoder.encode(self))
    }
}
