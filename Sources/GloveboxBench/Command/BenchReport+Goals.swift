extension BenchReport {
    /// Every benchmark's tables in turn, then all their goals in one list with how many were met.
    public static func goalsTables(_ results: [GoalsResult]) -> String {
        guard let result = results.first else { return "" }
        var text = "## Publish\n\n" + snapshotTables(result.snapshot)
        text += "\n## Widgets\n\n" + widgetTables(result.widget)
        text += "\n## Hostile parts\n\n" + hostileTables([result.hostile])
        text += "\n## Import\n\n" + commandTables(result.command)
        text += "\n## Every goal of this run\n\n" + BenchGoal.summary(result.goals)
        return text
    }
}
