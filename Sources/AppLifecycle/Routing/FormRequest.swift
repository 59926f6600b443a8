import WidgetContract

/// A normal form of the app, opened with prefilled values by a link; the user still confirms it.
public enum FormRequest: Hashable, Sendable {
    /// The new-odometer-reading form for a vehicle, with a suggested value.
    case odometerReading(vehicleId: String, value: Int?)
    /// The new-expense form for a vehicle, with a suggested amount (exact decimal text) and currency.
    case expense(vehicleId: String, amount: String?, currencyCode: String?)

    /// The form a link opens, or `nil` for a read destination.
    public init?(_ link: DeepLink) {
        switch link {
        case .newOdometerReading(let vehicleId, let value):
            self = .odometerReading(vehicleId: vehicleId, value: value)
        case .newExpense(let vehicleId, let amount, let currencyCode):
            self = .expense(vehicleId: vehicleId, amount: amount, currencyCode: currencyCode)
        case .vehicle, .deadline, .maintenance, .spend:
            return nil
        }
    }

    /// The vehicle the form is for.
    public var vehicleId: String {
        switch self {
        case .odometerReading(let vehicleId, _), .expense(let vehicleId, _, _): vehicleId
        }
    }
}
