import WidgetContract

/// One expense as stored; amounts and rates are exact decimal text.
public struct ExpenseRecord: Equatable, Sendable {
    /// The row id.
    public var id: Int64
    /// The vehicle's id.
    public var vehicleID: String
    /// The day of the expense.
    public var day: CalendarDay
    /// The amount, decimal text such as `1234.56`.
    public var amount: String
    /// The ISO 4217 currency of `amount`.
    public var currency: String
    /// The category: fuel, service, repair, insurance, tax, parking, tolls or other.
    public var category: String
    /// A note.
    public var note: String?
    /// The odometer when it was paid.
    public var odometer: Int?
    /// The fuel quantity, decimal text.
    public var fuelQuantity: String?
    /// A user-given rate (units of `currency` per 1 unit of the home currency), decimal text.
    public var userRate: String?
    /// The maintenance service whose cost this is, if any.
    public var serviceID: Int64?

    /// Creates a record.
    public init(id: Int64 = 0, vehicleID: String, day: CalendarDay, amount: String, currency: String,
                category: String, note: String? = nil, odometer: Int? = nil, fuelQuantity: String? = nil,
                userRate: String? = nil, serviceID: Int64? = nil) {
        self.id = id
        self.vehicleID = vehicleID
        self.day = day
        self.amount = amount
        self.currency = currency
        self.category = category
        self.note = note
        self.odometer = odometer
        self.fuelQuantity = fuelQuantity
        self.userRate = userRate
        self.serviceID = serviceID
    }
}
