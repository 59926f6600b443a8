/// What one `glovebox sync` did.
public struct SyncSummary: Equatable, Sendable, Encodable {
    /// The server synced with.
    public let server: String
    /// Local changes the server took (each acknowledged, so never pushed again).
    public let pushed: Int
    /// Records the pull brought that changed something here.
    public let pulled: Int

    /// A summary.
    public init(server: String, pushed: Int, pulled: Int) {
        self.server = server
        self.pushed = pushed
        self.pulled = pulled
    }
}
