/// A month of spend, for all vehicles or for one, in the user's home currency.
public struct SnapshotSpend: Hashable, Sendable {
    /// The vehicle, or `nil` for all vehicles together.
    public var vehicleId: String?
    /// The ISO 4217 home currency every amount was converted into.
    public var currencyCode: String
    /// The current month's name ("November 2026").
    public var monthLabel: String
    /// The current month's formatted total; `null` when the lock is on.
    public var totalLabel: String?
    /// The first day of the next month: from then on the widget must not present this month as current.
    public var validUntil: CalendarDay
    /// The last six months, oldest first, each as a bar relative to the largest and with its
    /// own completeness; the last is the current month, whose total `totalLabel` is.
    public var buckets: [SpendBucket]
    /// The deep link to this month's spend.
    public var url: String

    /// Creates a spend entry.
    public init(
        vehicleId: String?, currencyCode: String, monthLabel: String, totalLabel: String?,
        validUntil: CalendarDay, buckets: [SpendBucket], url: String
    ) {
        self.vehicleId = vehicleId
        self.currencyCode = currencyCode
        self.monthLabel = monthLabel
        self.totalLabel = totalLabel
        self.validUntil = validUntil
        self.buckets = buckets
        self.url = url
    }
}

extension SnapshotSpend {
    /// The current month's bucket, whose total is `totalLabel`.
    public var currentBucket: SpendBucket? { buckets.first(where: \.isCurrent) }

    /// Whether the current month's total leaves no expense out; a month without a bucket
    /// has nothing left out to warn about.
    public var isCurrentMonthComplete: Bool { currentBucket?.isComplete ?? true }
}

extension SnapshotSpend: Codable {
    enum CodingKeys: String, CodingKey {
        case vehicleId, currencyCode, monthLabel, totalLabel, validUntil, buckets, url
    }

    // `vehicleId` and `totalLabel` are required keys that may be null (all vehicles; redacted).
    /// Decodes the spend, with `vehicleId` and `totalLabel` present even when null.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        vehicleId = try c.decode(String?.self, forKey: .vehicleId)
        currencyCode = try c.decode(String.self, forKey: .currencyCode)
        monthLabel = try c.decode(String.self, forKey: .monthLabel)
        totalLabel = try c.decode(String?.self, forKey: .totalLabel)
        validUntil = try c.decode(CalendarDay.self, forKey: .validUntil)
        buckets = try c.decode([SpendBucket].self, forKey: .buckets)
        url = try c.decode(String.self, forKey: .url)
    }

    /// Encodes the spend, writing null for an absent `vehicleId` or `totalLabel`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(vehicleId, forKey: .vehicleId)
        try c.encode(currencyCode, forKey: .currencyCode)
        try c.encode(monthLabel, forKey: .monthLabel)
        try c.encode(totalLabel, forKey: .totalLabel)
        try c.encode(validUntil, forKey: .validUntil)
        try c.encode(buckets, forKey: .buckets)
        try c.encode(url, forKey: .url)
    }
}
