import WidgetContract

/// Why period options were refused; each message names the options at fault and what to give instead.
public enum SpendPeriodError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--year` given with `--from`, `--to` or `--months` (listed in `others`).
    case yearWithOthers(year: Int, others: [String])
    /// `--months` given with both `--from` and `--to`.
    case monthsWithBothEnds
    /// `--from` after `--to`.
    case fromAfterTo(from: CalendarDay, to: CalendarDay)
    /// `--from` alone, after the end of this month (where the period would end).
    case fromAfterThisMonth(from: CalendarDay, today: CalendarDay)

    public var description: String {
        switch self {
        case .yearWithOthers(let year, let others):
            "--year \(year) names a whole year: give it alone, without \(others.joined(separator: " or "))"
        case .monthsWithBothEnds:
            "--months with both --from and --to names the period twice: give two of the three"
        case .fromAfterTo(let from, let to):
            "the period starts after it ends: --from \(from.isoString) is after \(to.isoString)"
        case .fromAfterThisMonth(let from, let today):
            "--from \(from.isoString) is after this month (today is \(today.isoString)): add --to DATE"
        }
    }
}
