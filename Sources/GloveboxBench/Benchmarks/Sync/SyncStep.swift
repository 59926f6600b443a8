/// One whole `glovebox` process the sync benchmark measures, in the order a round runs them.
public enum SyncStep: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable {
    /// `glovebox login ACCOUNT --server URL --password-file F` on a logbook that was never linked:
    /// checks the account on the server, then stamps and queues every record for the first push.
    case login = "login"
    /// The first `glovebox sync` of that logbook: pushes the whole garage.
    case firstPush = "first sync (push)"
    /// The first `glovebox sync` of a second, empty device of the account: pulls the whole garage.
    case firstPull = "first sync (pull, new device)"
    /// `glovebox odometer log VEHICLE VALUE` on the linked logbook: the local write (outbox included)
    /// the incremental syncs are compared with.
    case localWrite = "odometer log (linked)"
    /// `glovebox sync` after that one write: pushes one change.
    case incrementalPush = "sync (push one change)"
    /// `glovebox sync` on the second device: pulls that one change and republishes.
    case incrementalPull = "sync (pull one change)"
}
