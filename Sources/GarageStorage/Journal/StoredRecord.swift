import GarageRules

/// One stored record of an account, whole: what the journal keeps of a row a change deleted or
/// overwrote, so that undoing the change can write it back exactly.
public enum StoredRecord: Hashable, Codable, Sendable {
    /// A vehicle (its records are journaled one by one), with its place in the garage's order when
    /// it was deleted (an update keeps the place, so it carries none).
    case vehicle(Vehicle, position: Int? = nil)
    /// An odometer reading logged on its own.
    case odometerEntry(OdometerEntry)
    /// An expense, a service's cost included.
    case expense(Expense)
    /// A maintenance plan item, with its postponement, and its place in the vehicle's plan when it
    /// was deleted.
    case maintenanceItem(MaintenanceItem, position: Int? = nil)
    /// A logged service (its cost is the expense that points at it).
    case service(ServiceRecord)
    /// A deadline.
    case deadline(Deadline)
    /// One preference's stored text (`nil`: at its default, no row).
    case preference(Preferences.Key, String?)
    /// What imports remembered of a vehicle's rows, deleted with the vehicle.
    case importedRows(vehicleID: GarageID, [ImportedRow])

    /// Which kind of record it is, and its id.
    public var key: RecordKey {
        switch self {
        case .vehicle(let value, _): RecordKey(kind: .vehicle, id: value.id.rawValue)
        case .odometerEntry(let value): RecordKey(kind: .odometerEntry, id: value.id.rawValue)
        case .expense(let value): RecordKey(kind: .expense, id: value.id.rawValue)
        case .maintenanceItem(let value, _): RecordKey(kind: .maintenanceItem, id: value.id.rawValue)
        case .service(let value): RecordKey(kind: .service, id: value.id.rawValue)
        case .deadline(let value): RecordKey(kind: .deadline, id: value.id.rawValue)
        case .preference(let key, _): RecordKey(kind: .preference, id: key.rawValue)
        case .importedRows(let vehicleID, _): RecordKey(kind: .importedRows, id: vehicleID.rawValue)
        }
    }
}

/// A record named by its kind and id (a preference by its key).
public struct RecordKey: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The kinds of records a change can touch.
    public enum Kind: String, Hashable, Codable, Sendable {
        case vehicle, odometerEntry = "odometer-entry", expense, maintenanceItem = "maintenance-item", service,
             deadline, preference, importedRows = "imported-rows"
    }

    /// The kind.
    public var kind: Kind
    /// The record's id (a preference's key).
    public var id: String

    /// Names a record.
    public init(kind: Kind, id: String) {
        self.kind = kind
        self.id = id
    }

    /// `expense a1b2…`
    public var description: String { "\(kind.rawValue) \(id)" }
}

extension Preferences.Key: Codable {}
