import GarageRules

/// One stored record of an account, whole: what the journal keeps of a row a change deleted or
/// overwrote, so that undoing the change can write it back exactly.
///
/// Indirect, so that a `RecordChange` is the size of a key rather than of the largest record: a
/// change records every row it inserts (an import, a hundred thousand), and each would otherwise
/// take the room of a whole expense in the journal's list while the change runs.
public indirect enum StoredRecord: Hashable, Sendable {
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
    /// The kinds of things a change can touch: a record of one of the kinds, a preference, or what
    /// imports remembered of a vehicle's rows.
    public enum Kind: Hashable, Codable, Sendable {
        /// A record.
        case record(RecordKind)
        /// A preference.
        case preference
        /// What imports remembered of a vehicle's rows.
        case importedRows

        /// A vehicle.
        public static let vehicle = Kind.record(.vehicle)
        /// A reading.
        public static let odometerEntry = Kind.record(.odometerEntry)
        /// An expense.
        public static let expense = Kind.record(.expense)
        /// A maintenance item.
        public static let maintenanceItem = Kind.record(.maintenanceItem)
        /// A service.
        public static let service = Kind.record(.service)
        /// A deadline.
        public static let deadline = Kind.record(.deadline)

        /// The journal's name of the kind: a record kind's own (`odometer-entry`), `preference`,
        /// `imported-rows`.
        public var rawValue: String {
            switch self {
            case .record(let kind): kind.rawValue
            case .preference: "preference"
            case .importedRows: "imported-rows"
            }
        }

        /// The kind the journal names `rawValue`.
        public init?(rawValue: String) {
            switch rawValue {
            case "preference": self = .preference
            case "imported-rows": self = .importedRows
            default:
                guard let kind = RecordKind(rawValue: rawValue) else { return nil }
                self = .record(kind)
            }
        }

        /// Reads the journal's name.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let kind = Kind(rawValue: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a journal kind: \(text)")
            }
            self = kind
        }

        /// Writes the journal's name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
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
