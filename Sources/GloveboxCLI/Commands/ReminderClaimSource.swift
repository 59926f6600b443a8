import AppCore
import HouseholdSync

/// The household server's claims a `glovebox remind` run asks before sending: the device's link,
/// when it has one for the signed-in account.
enum ReminderClaimSource {
    /// The claims (`nil` for a device that is not linked, which keeps its record alone), and why a
    /// link that exists cannot be used (its password lost, its file damaged): the run then sends from
    /// this device alone, as when the server is unreachable, and says so.
    static func claims(for invocation: Invocation) throws -> (server: HouseholdReminderClaims?, problem: String?) {
        let app = invocation.app
        // Signed out, the run tells nothing and asks nobody (and a logbook that cannot be read fails
        // the run itself, with its own message).
        guard let account = try? app.plan().account.name else { return (nil, nil) }
        let link: ServerLink?
        do {
            link = try ServerLinkFile.load(in: app)
        } catch {
            return (nil, "\(error)")
        }
        // A link of another account that once signed in here is not this account's server.
        guard let link, link.account == account else { return (nil, nil) }
        return (HouseholdReminderClaims(link: link), nil)
    }
}
