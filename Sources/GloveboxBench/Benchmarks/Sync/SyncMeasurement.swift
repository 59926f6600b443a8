/// The measurements of one step of the sync benchmark at one garage size.
public struct SyncMeasurement: Codable, Equatable, Sendable {
    /// The step.
    public var step: SyncStep
    /// The command line run, as a shell would show it (the password file's path left out).
    public var commandLine: String
    /// The measured runs.
    public var runs: Int
    /// Wall time per process, from spawn to reaping, in milliseconds.
    public var wall: Summary
    /// Peak resident set per process (`ru_maxrss`), in kibibytes.
    public var peakResidentKiB: Summary

    /// Summarizes the runs of a step.
    public init(step: SyncStep, commandLine: String, runs: [ChildRun]) {
        self.step = step
        self.commandLine = commandLine
        self.runs = runs.count
        wall = Summary(runs.map(\.wall.milliseconds))
        peakResidentKiB = Summary(runs.map { Double($0.peakResidentKiB) })
    }
}
