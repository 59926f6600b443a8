/// One goal checked against one run's measurements: what was compared, with the numbers, and
/// whether it was met. Every benchmark's report ends with its goals; `glovebox-bench goals` lists
/// those of every benchmark it ran, in one run.
public struct BenchGoal: Codable, Equatable, Sendable {
    /// What was compared, with the measured values, the ratio and the limit.
    public var statement: String
    /// Whether the goal is met.
    public var isMet: Bool

    /// Creates a checked goal.
    public init(_ statement: String, isMet: Bool) {
        self.statement = statement
        self.isMet = isMet
    }

    /// The goal as a line of a report: "- statement — met" (or "NOT met").
    public var line: String {
        "- \(statement) — \(isMet ? "met" : "NOT met")\n"
    }

    /// The goals' lines and a count of those met.
    public static func summary(_ goals: [BenchGoal]) -> String {
        goals.map(\.line).joined() + "\(goals.count(where: \.isMet)) of \(goals.count) goals met.\n"
    }
}
