import WidgetContract

/// A vehicle and the answers Siri and Shortcuts give about it.
public struct ShortcutVehicle: Hashable, Sendable {
    /// The vehicle's id.
    public var id: String
    /// The vehicle's name.
    public var name: String
    /// Other names a person may say for it ("the Jeep", "Cherokee"), lowercased.
    public var aliases: [String]
    /// The next maintenance, or `nil` when none is planned.
    public var nextMaintenance: ShortcutDue?
    /// The next open deadline, or `nil` when there is none.
    public var nextDeadline: ShortcutDue?
    /// This month's spend on the vehicle.
    public var monthSpend: ShortcutSpend
    /// The latest odometer reading with its day; `null` when the lock is on or nothing was recorded
    /// (the snapshot's `privacy` tells which).
    public var odometer: ShortcutOdometer?
    /// The economy of the latest full fill-up, as the vehicle widget shows it; `nil` when there is none,
    /// when the lock is on, and in files from before economies (an optional key: no version bump).
    public var lastEconomy: VehicleEconomy?

    /// Creates a vehicle's answers.
    public init(
        id: String, name: String, aliases: [String], nextMaintenance: ShortcutDue?,
        nextDeadline: ShortcutDue?, monthSpend: ShortcutSpend, odometer: ShortcutOdometer?,
        lastEconomy: VehicleEconomy? = nil
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.nextMaintenance = nextMaintenance
        self.nextDeadline = nextDeadline
        self.monthSpend = monthSpend
        self.odometer = odometer
        self.lastEconomy = lastEconomy
    }
}

extension ShortcutVehicle: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, aliases, nextMaintenance, nextDeadline, monthSpend, odometer, lastEconomy
    }

    // Optional answers are written as explicit nulls: "nothing planned" is an answer too. The one
    // added later, `lastEconomy`, may be absent instead.
    /// Decodes the vehicle's answers.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        aliases = try c.decode([String].self, forKey: .aliases)
        nextMaintenance = try c.decode(ShortcutDue?.self, forKey: .nextMaintenance)
        nextDeadline = try c.decode(ShortcutDue?.self, forKey: .nextDeadline)
        monthSpend = try c.decode(ShortcutSpend.self, forKey: .monthSpend)
        odometer = try c.decode(ShortcutOdometer?.self, forKey: .odometer)
        lastEconomy = try c.decodeIfPresent(VehicleEconomy.self, forKey: .lastEconomy)
    }

    /// Encodes the vehicle's answers.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(aliases, forKey: .aliases)
        try c.encode(nextMaintenance, forKey: .nextMaintenance)
        try c.encode(nextDeadline, forKey: .nextDeadline)
        try c.encode(monthSpend, forKey: .monthSpend)
        try c.encode(odometer, forKey: .odometer)
        // Added without a version bump, so written only when present (see `WidgetsSnapshot`'s policy).
        try c.encodeIfPresent(lastEconomy, forKey: .lastEconomy)
    }
}

/// Something due: on a calendar day (counted at the moment of asking) or at a fixed distance.
public struct ShortcutDue: Codable, Hashable, Sendable {
    /// What is due ("Oil change", "Insurance").
    public var label: String
    /// The due day, for date-based items.
    public var dueDate: CalendarDay?
    /// The due day formatted for the locale, said beyond the phrase table's reach.
    public var dueDateLabel: String?
    /// For distance-based items: "in 2,353 mi" or "overdue by 300 km"; `nil` when locked.
    public var distanceLabel: String?

    /// Creates a due answer.
    public init(label: String, dueDate: CalendarDay?, dueDateLabel: String?, distanceLabel: String?) {
        self.label = label
        self.dueDate = dueDate
        self.dueDateLabel = dueDateLabel
        self.distanceLabel = distanceLabel
    }
}

/// A month's spend as Siri says it.
public struct ShortcutSpend: Codable, Hashable, Sendable {
    /// The month, `YYYY-MM`.
    public var month: CalendarMonth
    /// The month's name ("November 2026").
    public var monthLabel: String
    /// The formatted total in the home currency; `nil` when locked.
    public var totalLabel: String?
    /// False when an expense dated in this month (not the months before) had no exchange rate
    /// and is left out of the total.
    public var isComplete: Bool
    /// The first day of the next month: from then on the answer is stale.
    public var validUntil: CalendarDay

    /// Creates a spend answer.
    public init(month: CalendarMonth, monthLabel: String, totalLabel: String?, isComplete: Bool, validUntil: CalendarDay) {
        self.month = month
        self.monthLabel = monthLabel
        self.totalLabel = totalLabel
        self.isComplete = isComplete
        self.validUntil = validUntil
    }
}

/// A vehicle's latest odometer reading as Siri says it.
public struct ShortcutOdometer: Codable, Hashable, Sendable {
    /// The value with grouping and unit ("84,210 km").
    public var label: String
    /// The local calendar day of the reading.
    public var readingDate: CalendarDay
    /// That day formatted for the locale, said in the answer ("20 Nov 2026").
    public var readingDateLabel: String
    /// The first day the reading is stale (``ReadingFreshness``): from then on the answer says
    /// that it is the last reading and may be out of date.
    public var staleFrom: CalendarDay

    /// Creates an odometer answer.
    public init(label: String, readingDate: CalendarDay, readingDateLabel: String, staleFrom: CalendarDay) {
        self.label = label
        self.readingDate = readingDate
        self.readingDateLabel = readingDateLabel
        self.staleFrom = staleFrom
    }

    /// Whether the reading is stale on `day`.
    public func isStale(on day: CalendarDay) -> Bool {
        ReadingFreshness.isStale(on: day, staleFrom: staleFrom)
    }
}
