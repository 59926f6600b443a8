/// One `glovebox-bench goals` run: the results of every benchmark that issue 24's goals are
/// checked against, measured one after the other on the same machine, and those goals checked.
public struct GoalsResult: Codable, Sendable {
    /// The publish path, per size.
    public var snapshot: [SnapshotResult]
    /// Cold widget processes, per size.
    public var widget: [WidgetResult]
    /// Cold widget processes reading hostile parts.
    public var hostile: HostileResult
    /// Whole processes: publish (the baseline) and the 100,000-row import, per size.
    public var command: [CommandResult]
    /// Every goal, checked: the publish's, the widget's, the hostile parts', the import's (stored, so
    /// that `--json` carries the verdicts as the tables do).
    public let goals: [BenchGoal]

    /// The results, with their goals checked.
    public init(snapshot: [SnapshotResult], widget: [WidgetResult], hostile: HostileResult, command: [CommandResult]) {
        self.snapshot = snapshot
        self.widget = widget
        self.hostile = hostile
        self.command = command
        goals = BenchReport.snapshotGoals(snapshot) + BenchReport.widgetGoals(widget) + BenchReport.hostileGoals(hostile)
            + BenchReport.commandGoalList(command)
    }
}
