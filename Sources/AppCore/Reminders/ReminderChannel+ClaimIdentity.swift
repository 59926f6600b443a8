import Foundation
import SnapshotBuilding

extension ReminderChannel {
    /// The name a channel's claims have on the household server: a digest of its kind and
    /// destination, the same on every device configured with that destination, so that two devices
    /// of one account sending to one ntfy topic (or each to its own desktop) tell each change once
    /// between them. A digest, because the destination is a secret the server has no use for (an
    /// ntfy topic anyone who knows can read, a Gotify token); its ids (`ntfy-2`) are no name, since
    /// each device numbers its own channels.
    public var claimIdentity: String {
        let destination: String
        switch kind {
        case .desktop: destination = "desktop"
        case .ntfy(let url): destination = "ntfy\n" + url
        case .gotify(let url, let token): destination = "gotify\n" + url + "\n" + token
        case .command(let command): destination = "command\n" + command
        }
        return String(ContentDigest.hexDigest(Data(("glovebox reminder channel\n" + destination).utf8)).prefix(32))
    }
}
