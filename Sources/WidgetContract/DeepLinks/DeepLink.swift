/// A place in the app that a widget, a shortcut or another app can open with a URL.
///
/// One type builds every link the snapshot carries and parses every link the app is asked to
/// open, so the two cannot drift apart. Parsing is strict and never traps: anything it does not
/// understand completely is a ``DeepLinkError``, which the app shows as "can't open this link".
///
/// ```swift
/// let link = DeepLink.maintenance(vehicleId: "clio", itemId: "oil")
/// link.urlString                                   // "glovebox://maintenance/clio/oil"
/// try DeepLink(parsing: link.urlString) == link    // true
/// ```
public enum DeepLink: Hashable, Sendable {
    /// A vehicle's details: `glovebox://vehicle/{id}`.
    case vehicle(id: String)
    /// A deadline: `glovebox://deadline/{id}`.
    case deadline(id: String)
    /// A maintenance item: `glovebox://maintenance/{vehicleId}/{itemId}`.
    case maintenance(vehicleId: String, itemId: String)
    /// A month of spend for one vehicle or all (`nil`):
    /// `glovebox://spend/{vehicleId or all}?month=YYYY-MM` (no month: the current one).
    case spend(vehicleId: String?, month: CalendarMonth?)
    /// The form for a new odometer reading, prefilled:
    /// `glovebox://odometer/new?vehicle={id}&value={n}`.
    case newOdometerReading(vehicleId: String, value: Int?)
    /// The form for a new expense, prefilled:
    /// `glovebox://expense/new?vehicle={id}&amount={decimal}&currency={ISO 4217}`.
    case newExpense(vehicleId: String, amount: String?, currencyCode: String?)

    /// The URL scheme of every Glovebox link, registered by the app.
    public static let scheme = "glovebox"
    /// The path segment that means "all vehicles" in a spend link.
    public static let allVehicles = "all"
    /// The longest link the parser reads; longer input is refused before it is looked at.
    public static let maximumLength = 2048
    /// The largest odometer value a link may carry: the largest the logbook keeps (the app's field
    /// rules read it from here, so that a link never refuses a value the app takes, nor the reverse).
    public static let maximumOdometer = 99_999_999

    /// Whether the link opens a form that writes a record (after the user confirms it).
    public var opensForm: Bool {
        switch self {
        case .newOdometerReading, .newExpense: true
        case .vehicle, .deadline, .maintenance, .spend: false
        }
    }

    /// The vehicle the link is about, if any.
    public var vehicleId: String? {
        switch self {
        case .vehicle(let id): id
        case .deadline: nil
        case .maintenance(let vehicleId, _): vehicleId
        case .spend(let vehicleId, _): vehicleId
        case .newOdometerReading(let vehicleId, _): vehicleId
        case .newExpense(let vehicleId, _, _): vehicleId
        }
    }
}
