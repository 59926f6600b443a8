/// A maintenance item as the maintenance widget shows it.
public struct SnapshotMaintenance: Hashable, Sendable {
    /// The item's id, unique in the snapshot.
    public var id: String
    /// The item's name ("Oil change").
    public var label: String
    /// The vehicle it belongs to; names an entry of `vehicles`.
    public var vehicleId: String
    /// That vehicle's name.
    public var vehicleName: String
    /// When it is due: a calendar day, or a fixed distance text.
    public var due: MaintenanceDue
    /// The deep link to the item.
    public var url: String
    /// The item's place in the app's urgency order of every deadline and maintenance item on the
    /// day of the build (0 first; see ``UrgencyOrder``).
    public var rank: Int

    /// Creates a maintenance entry.
    public init(
        id: String, label: String, vehicleId: String, vehicleName: String, due: MaintenanceDue, url: String, rank: Int
    ) {
        self.id = id
        self.label = label
        self.vehicleId = vehicleId
        self.vehicleName = vehicleName
        self.due = due
        self.url = url
        self.rank = rank
    }
}

extension SnapshotMaintenance: RankedDueItem {
    /// By the calendar for an item due on a day; the app's fixed flags for one due at a distance.
    public func state(on day: CalendarDay) -> DueState {
        switch due {
        case .time(let dueDate, _, let warningFrom): DueState(on: day, dueDate: dueDate, warningFrom: warningFrom)
        case .distance(_, let isWarning, let isOverdue): DueState(isWarning: isWarning, isOverdue: isOverdue)
        }
    }
}

/// When a maintenance item is due, on the basis that comes first.
public enum MaintenanceDue: Hashable, Sendable {
    /// Due on a calendar day; the widget counts days to it as it does for deadlines.
    case time(dueDate: CalendarDay, dueDateLabel: String, warningFrom: CalendarDay)
    /// Due at a distance; the label and flags are fixed when the app builds the snapshot,
    /// because a night that passes adds no kilometres. The label is `null` when the lock is on.
    case distance(label: String?, isWarning: Bool, isOverdue: Bool)

    /// The `basis` field's value.
    public var basis: String {
        switch self {
        case .time: "time"
        case .distance: "distance"
        }
    }
}

extension SnapshotMaintenance: Codable {
    enum CodingKeys: String, CodingKey {
        case id, label, vehicleId, vehicleName, basis, url, rank
        case dueDate, dueDateLabel, warningFrom
        case distanceLabel, isWarning, isOverdue
    }

    /// Decodes the item and its time or distance due point.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        label = try c.decode(String.self, forKey: .label)
        vehicleId = try c.decode(String.self, forKey: .vehicleId)
        vehicleName = try c.decode(String.self, forKey: .vehicleName)
        url = try c.decode(String.self, forKey: .url)
        rank = try c.decode(Int.self, forKey: .rank)
        let basis = try c.decode(String.self, forKey: .basis)
        switch basis {
        case "time":
            due = .time(
                dueDate: try c.decode(CalendarDay.self, forKey: .dueDate),
                dueDateLabel: try c.decode(String.self, forKey: .dueDateLabel),
                warningFrom: try c.decode(CalendarDay.self, forKey: .warningFrom))
        case "distance":
            due = .distance(
                label: try c.decode(String?.self, forKey: .distanceLabel),
                isWarning: try c.decode(Bool.self, forKey: .isWarning),
                isOverdue: try c.decode(Bool.self, forKey: .isOverdue))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .basis, in: c, debugDescription: "basis must be \"time\" or \"distance\", not \"\(basis)\"")
        }
    }

    /// Encodes the item and its time or distance due point.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(label, forKey: .label)
        try c.encode(vehicleId, forKey: .vehicleId)
        try c.encode(vehicleName, forKey: .vehicleName)
        try c.encode(due.basis, forKey: .basis)
        try c.encode(url, forKey: .url)
        try c.encode(rank, forKey: .rank)
        switch due {
        case .time(let dueDate, let dueDateLabel, let warningFrom):
            try c.encode(dueDate, forKey: .dueDate)
            try c.encode(dueDateLabel, forKey: .dueDateLabel)
            try c.encode(warningFrom, forKey: .warningFrom)
        case .distance(let label, let isWarning, let isOverdue):
            try c.encode(label, forKey: .distanceLabel)
            try c.encode(isWarning, forKey: .isWarning)
            try c.encode(isOverdue, forKey: .isOverdue)
        }
    }
}
