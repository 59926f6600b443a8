/// The measurements of one `glovebox` command at one garage size.
public struct CommandMeasurement: Codable, Equatable, Sendable {
    /// The command.
    public var command: MeasuredCommand
    /// The command line run, as a shell would show it.
    public var commandLine: String
    /// The measured runs (each a process on its own fresh copy).
    public var runs: Int
    /// Wall time per process, from spawn to reaping, in milliseconds.
    public var wall: Summary
    /// Peak resident set per process (`ru_maxrss`), in kibibytes.
    public var peakResidentKiB: Summary
    /// The wall median divided by `publish`'s (nil until compared, or without a publish).
    public var wallToPublish: Double?
    /// The peak RSS median divided by `publish`'s (nil until compared, or without a publish).
    public var peakToPublish: Double?

    /// Summarizes the runs of a command; the ratios are filled in by `CommandResult`.
    public init(command: MeasuredCommand, commandLine: String, runs: [ChildRun]) {
        self.init(
            command: command, commandLine: commandLine, runs: runs.count, wall: Summary(runs.map(\.wall.milliseconds)),
            peakResidentKiB: Summary(runs.map { Double($0.peakResidentKiB) }))
    }

    /// A measurement from its summaries (tests and the JSON decoder).
    public init(
        command: MeasuredCommand, commandLine: String, runs: Int, wall: Summary, peakResidentKiB: Summary,
        wallToPublish: Double? = nil, peakToPublish: Double? = nil
    ) {
        self.command = command
        self.commandLine = commandLine
        self.runs = runs
        self.wall = wall
        self.peakResidentKiB = peakResidentKiB
        self.wallToPublish = wallToPublish
        self.peakToPublish = peakToPublish
    }
}

/// The command benchmark of one garage size: every command's measurements, their ratios to the
/// publish baseline, and the goals checked against them.
public struct CommandResult: Codable, Equatable, Sendable {
    /// The garage size.
    public var size: GarageSize
    /// Rows in the logbook's record tables before any command.
    public var records: Int
    /// The rows of the imported `gasrecords.csv`.
    public var importRows: Int
    /// The vehicle, item and odometer value the write commands named.
    public var targets: CommandTargets
    /// The commands, in the order they ran in each round.
    public var commands: [CommandMeasurement]
    /// The goals, checked.
    public var goals: [GoalVerdict]
    /// The 1-minute load average when this size started.
    public var loadAverageBefore: Double
    /// The 1-minute load average when it ended.
    public var loadAverageAfter: Double

    /// A result whose ratios and goals are computed from `commands`.
    public init(
        size: GarageSize, records: Int, importRows: Int, targets: CommandTargets, commands: [CommandMeasurement],
        loadAverageBefore: Double, loadAverageAfter: Double
    ) {
        self.size = size
        self.records = records
        self.importRows = importRows
        self.targets = targets
        self.commands = CommandGoals.comparedWithPublish(commands)
        self.goals = CommandGoals.verdicts(size: size, commands: self.commands)
        self.loadAverageBefore = loadAverageBefore
        self.loadAverageAfter = loadAverageAfter
    }

    /// The measurement of `command`, if it ran.
    public func measurement(of command: MeasuredCommand) -> CommandMeasurement? {
        commands.first { $0.command == command }
    }
}
