/// What logging a service changed: the new service, the expense for its cost, and the item (postponement cleared).
public struct LoggedService: Hashable, Sendable {
    /// The new service record.
    public let service: ServiceRecord
    /// The new expense for the service's cost, when a cost was given.
    public let expense: Expense?
    /// The item after the change (its postponement cleared).
    public let item: MaintenanceItem
}
