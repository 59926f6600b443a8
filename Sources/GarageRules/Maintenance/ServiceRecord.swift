import WidgetContract

/// A maintenance item done on a day: it restarts the item's intervals and clears its postponement.
public struct ServiceRecord: Hashable, Codable, Sendable, Identifiable {
    /// The service's id.
    public let id: GarageID
    /// The vehicle serviced.
    public let vehicleID: GarageID
    /// The maintenance item done.
    public let itemID: GarageID
    /// The local calendar day it was done.
    public var date: CalendarDay
    /// The odometer at the time (it then counts as a reading).
    public var odometer: OdometerMark?
    /// What it cost, if given; the cost is also recorded as an expense (`expenseID`).
    public var cost: Money?
    /// The expense created for the cost.
    public var expenseID: GarageID?
    /// An optional note.
    public var note: String?

    /// Creates a service value (no validation; `LoggedService.new` checks user input).
    public init(
        id: GarageID, vehicleID: GarageID, itemID: GarageID, date: CalendarDay, odometer: OdometerMark? = nil,
        cost: Money? = nil, expenseID: GarageID? = nil, note: String? = nil
    ) {
        self.id = id
        self.vehicleID = vehicleID
        self.itemID = itemID
        self.date = date
        self.odometer = odometer
        self.cost = cost
        self.expenseID = expenseID
        self.note = note
    }
}
