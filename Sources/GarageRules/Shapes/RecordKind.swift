/// The kinds of record a logbook keeps, and a household shares: the one list that the store's
/// tables, the outbox, the journal, the household server, the export and the command line all name
/// them by. Each has one ``RecordDescriptor`` (its fields, their rules and every layout's names).
///
/// The raw values are what the outbox's `record_kind` column and the journal's keys hold.
public enum RecordKind: String, CaseIterable, Codable, Sendable {
    /// A vehicle.
    case vehicle
    /// An odometer reading logged on its own.
    case odometerEntry = "odometer-entry"
    /// An expense; a fill-up is an expense with a fuel quantity, a service's cost one that names it.
    case expense
    /// A maintenance plan item, with its postponement.
    case maintenanceItem = "maintenance-item"
    /// A logged service of a maintenance item.
    case service
    /// A deadline (insurance, inspection, …).
    case deadline

    /// The word a message uses for a record of the kind: `reading`, `maintenance item`.
    public var word: String {
        switch self {
        case .vehicle: "vehicle"
        case .odometerEntry: "reading"
        case .expense: "expense"
        case .maintenanceItem: "maintenance item"
        case .service: "service"
        case .deadline: "deadline"
        }
    }

    /// The kind's descriptor.
    public var descriptor: RecordDescriptor {
        switch self {
        case .vehicle: Vehicle.descriptor
        case .odometerEntry: OdometerEntry.descriptor
        case .expense: Expense.descriptor
        case .maintenanceItem: MaintenanceItem.descriptor
        case .service: ServiceRecord.descriptor
        case .deadline: Deadline.descriptor
        }
    }

    /// The kind whose table is `table` (the store's and the server's table names are the same).
    public init?(table: String) {
        guard let kind = Self.allCases.first(where: { $0.descriptor.table == table }) else { return nil }
        self = kind
    }
}
