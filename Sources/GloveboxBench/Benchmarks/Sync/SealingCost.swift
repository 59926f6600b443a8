/// What sealing the private fields costs the household sync at one garage size (issue 23): the same
/// steps as the unsealed rounds, run in the same benchmark by an account whose key is made at its
/// first sign-in (so that every plate and note goes up sealed and comes down opened), each step's
/// median against the unsealed one; and a revocation's re-key of the garage's first vehicle.
public struct SealingCost: Codable, Equatable, Sendable {
    /// A sealed sync's wall median, at most this many times the unsealed one's.
    public static let limit = 1.2

    /// The sealed rounds' steps, in the order each round ran them.
    public var steps: [SyncMeasurement]
    /// `glovebox unshare VEHICLE MEMBER` by the owner, as a shell would show it: the member's share
    /// revoked, the vehicle's key replaced and sealed to the owner, and every sealed value of the
    /// vehicle sealed again and pushed.
    public var rekeyCommandLine: String
    /// The measured re-keys.
    public var rekeyRuns: Int
    /// Wall time per re-key process, in milliseconds.
    public var rekeyWall: Summary
    /// Peak resident set per re-key process, in kibibytes.
    public var rekeyPeakResidentKiB: Summary
    /// The years of records the re-keyed vehicle has.
    public var rekeyYears: Int
    /// The re-keyed vehicle's records (the vehicle and the rows of its record tables).
    public var rekeyRecords: Int
    /// Of them, the values sealed again (plates and notes that are set).
    public var rekeySealedValues: Int
    /// Each step's sealed median divided by its unsealed one, by step.
    public var ratios: [SyncStep: Double]

    /// The cost of sealing, its ratios computed from `steps` against `unsealed`.
    public init(
        steps: [SyncMeasurement], unsealed: [SyncMeasurement], rekeyCommandLine: String, rekeys: [ChildRun], rekeyYears: Int,
        rekeyRecords: Int, rekeySealedValues: Int
    ) {
        self.steps = steps
        self.rekeyCommandLine = rekeyCommandLine
        rekeyRuns = rekeys.count
        rekeyWall = Summary(rekeys.map(\.wall.milliseconds))
        rekeyPeakResidentKiB = Summary(rekeys.map { Double($0.peakResidentKiB) })
        self.rekeyYears = rekeyYears
        self.rekeyRecords = rekeyRecords
        self.rekeySealedValues = rekeySealedValues
        var ratios: [SyncStep: Double] = [:]
        for step in steps {
            let baseline = unsealed.first { $0.step == step.step }?.wall.median ?? 0
            ratios[step.step] = baseline > 0 ? step.wall.median / baseline : .infinity
        }
        self.ratios = ratios
    }

    /// The syncs the goal is about: the first (push and pull) and the incremental one (push and pull).
    public static let judgedSteps: [SyncStep] = [.firstPush, .firstPull, .incrementalPush, .incrementalPull]

    /// Whether every judged sync, sealed, took at most ``limit`` times its unsealed median.
    public var meetsGoal: Bool {
        Self.judgedSteps.allSatisfy { (ratios[$0] ?? .infinity) <= Self.limit }
    }
}
