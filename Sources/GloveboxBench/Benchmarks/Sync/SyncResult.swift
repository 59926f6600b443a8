/// The sync benchmark of one garage size: every step's measurements and the goal checked against
/// them — an incremental sync of one change (push, and pull on the other device) costs at most
/// ``incrementalLimit`` times the local write command that made the change.
public struct SyncResult: Codable, Equatable, Sendable {
    /// An incremental sync's wall median, at most this many times the local write's.
    public static let incrementalLimit = 2.0

    /// The garage size.
    public var size: GarageSize
    /// Rows in the logbook's record tables before the first push.
    public var records: Int
    /// The steps, in the order each round ran them.
    public var steps: [SyncMeasurement]
    /// The incremental push's wall median divided by the local write's.
    public var pushToWrite: Double
    /// The incremental pull's wall median divided by the local write's.
    public var pullToWrite: Double
    /// The 1-minute load average when this size started.
    public var loadAverageBefore: Double
    /// The 1-minute load average when it ended.
    public var loadAverageAfter: Double
    /// The same steps with sealing on, from the same run, and a revocation's re-key (`nil` when not run).
    public var sealing: SealingCost?

    /// A result whose ratios are computed from `steps`.
    public init(
        size: GarageSize, records: Int, steps: [SyncMeasurement], loadAverageBefore: Double, loadAverageAfter: Double,
        sealing: SealingCost? = nil
    ) {
        self.size = size
        self.records = records
        self.steps = steps
        let median = { (step: SyncStep) in steps.first { $0.step == step }?.wall.median ?? 0 }
        let write = median(.localWrite)
        pushToWrite = write > 0 ? median(.incrementalPush) / write : .infinity
        pullToWrite = write > 0 ? median(.incrementalPull) / write : .infinity
        self.loadAverageBefore = loadAverageBefore
        self.loadAverageAfter = loadAverageAfter
        self.sealing = sealing
    }

    /// Whether both incremental syncs met the goal.
    public var meetsGoal: Bool { pushToWrite <= Self.incrementalLimit && pullToWrite <= Self.incrementalLimit }
}
