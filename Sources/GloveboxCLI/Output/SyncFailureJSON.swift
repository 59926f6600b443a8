/// `sync --json` when the sync failed: the server, the message the command prints on standard error,
/// and the exit status (2: the user's to fix, such as a password; 1: the server or the network).
struct SyncFailureJSON: Encodable {
    let server: String
    let error: String
    let exitStatus: Int32
}
