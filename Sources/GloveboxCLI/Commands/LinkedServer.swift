import AppCore
import HouseholdSync

/// The household server link a `sync`, `share`, `unshare` or `members` needs: this device's, and the
/// signed-in account's.
enum LinkedServer {
    /// The link, refused (exit 2) when the device has none or it is another account's.
    static func link(for invocation: Invocation) throws -> ServerLink {
        // Signed in first: a signed-out device hears that, as from every other command.
        let account = try invocation.app.plan().account
        guard let link = try ServerLinkFile.load(in: invocation.app) else {
            throw CLIError.validation(invocation.words.text(.notLinked))
        }
        guard account.name == link.account else {
            throw CLIError.validation(invocation.words.text(.linkedToOther, ["account": account.name, "other": link.account]))
        }
        return link
    }
}
