/// The last `glovebox remind` run of the signed-in account.
public struct ReminderRunRecord: Hashable, Sendable {
    /// The logbook generation it read.
    public var generation: Int
    /// Its local day (`YYYY-MM-DD`).
    public var day: String
    /// When it ran (ISO 8601).
    public var ranAt: String
    /// How many channels failed at least one message.
    public var failedChannels: Int

    /// Creates a record.
    public init(generation: Int, day: String, ranAt: String, failedChannels: Int) {
        self.generation = generation
        self.day = day
        self.ranAt = ranAt
        self.failedChannels = failedChannels
    }
}
