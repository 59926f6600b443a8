import SnapshotBuilding

/// What one `glovebox remind` run did.
public struct ReminderRunReport: Sendable {
    /// A message a channel took.
    public struct Delivery: Sendable {
        /// The channel's id.
        public var channel: String
        /// What it was told.
        public var reminder: Reminder
    }

    /// A channel that failed: it stopped at its first failure, and what it was not told is tried again
    /// at the next run.
    public struct Failure: Sendable {
        /// The channel's id.
        public var channel: String
        /// Why, as its transport said.
        public var reason: String
        /// How many messages wait for the next run.
        public var pending: Int
    }

    /// The messages the channels took, in the order they were sent.
    public var deliveries: [Delivery] = []
    /// The channels that failed.
    public var failures: [Failure] = []
    /// The messages another device of the account already sent (claimed on the household server):
    /// recorded here, not sent.
    public var toldElsewhere: [Delivery] = []
    /// How many messages another device has claimed and not sent yet: the next run asks again.
    public var heldElsewhere = 0
    /// Why the household server could not be asked (unreachable, refused), when it could not: the
    /// messages were then sent from this device alone, and another device may send them too.
    public var claimProblem: String?
    /// How many messages sent at earlier runs without the server knowing it was told of.
    public var lateConfirmations = 0
    /// How many of this device's records of sent reminders the run pruned.
    public var prunedRecords = 0
    /// How many of the account's claims on the household server the run pruned.
    public var prunedClaims = 0
    /// How many deadlines and items are not ok today.
    public var activeCount = 0
    /// How many channels are configured.
    public var channelCount = 0
    /// Whether nobody was signed in (nothing is told then).
    public var isSignedOut = false
}
