import WidgetContract

/// An open deadline with the days the rules computed for it.
public struct DeadlineFacts: Hashable, Sendable {
    /// What a deadline is about; its label is translated when the user gave no title.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Insurance renewal.
        case insurance
        /// Technical inspection.
        case inspection
        /// Road or circulation tax.
        case roadTax
        /// Registration renewal.
        case registration
        /// Driving licence expiry.
        case drivingLicence
        /// End of a warranty.
        case warranty
        /// Anything else.
        case custom
    }

    /// The deadline's id.
    public var id: String
    /// The vehicle it belongs to.
    public var vehicleId: String
    /// What it is about.
    public var kind: Kind
    /// The user's own title, or `nil` to show the translated kind.
    public var title: String?
    /// The local calendar day it is due.
    public var dueDate: CalendarDay
    /// The first day of its warning period, as the rules computed it.
    public var warningFrom: CalendarDay
    /// Its place in the rules' urgency order of every deadline and maintenance item on the day
    /// (`Dashboard.alerts()`), or `nil` for facts stated without one (then it follows every
    /// ranked item of its state: see `SnapshotBuilder.Parts.rankedItems`).
    public var urgencyRank: Int?

    /// Creates a deadline's facts.
    public init(
        id: String, vehicleId: String, kind: Kind, title: String? = nil, dueDate: CalendarDay,
        warningFrom: CalendarDay, urgencyRank: Int? = nil
    ) {
        self.id = id
        self.vehicleId = vehicleId
        self.kind = kind
        self.title = title
        self.dueDate = dueDate
        self.warningFrom = warningFrom
        self.urgencyRank = urgencyRank
    }
}
