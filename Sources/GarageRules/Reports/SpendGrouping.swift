/// What a spend report's totals are per: `--by month|category|vehicle`.
public enum SpendGrouping: String, CaseIterable, Sendable {
    /// Every month of the period, oldest first, months without records included (as zero).
    case month
    /// Every category with a record in the period, the largest total first.
    case category
    /// Every vehicle reported on, in the garage's order, vehicles without records included.
    case vehicle
}
