import GarageRules

/// How much a removal would take with it, so that a destructive command can say exactly what goes.
public struct RecordCounts: Hashable, Sendable {
    /// Odometer entries logged on their own.
    public var readings = 0
    /// Expenses (services' costs included).
    public var expenses = 0
    /// Maintenance plan items.
    public var maintenanceItems = 0
    /// Logged services.
    public var services = 0
    /// Deadlines.
    public var deadlines = 0

    /// Creates counts.
    public init() {}

    /// Whether there is nothing to count.
    public var isEmpty: Bool { self == RecordCounts() }

    /// "120 readings, 80 expenses, 3 maintenance items, 5 services and 2 deadlines" (kinds with none
    /// left out; "no records" for none).
    public var summary: String {
        let parts = [(readings, "reading"), (expenses, "expense"), (maintenanceItems, "maintenance item"),
                     (services, "service"), (deadlines, "deadline")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        switch parts.count {
        case 0: return "no records"
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
    }
}

extension RecordCounts {
    /// Every record counted, of every kind.
    public var total: Int { readings + expenses + maintenanceItems + services + deadlines }
}
