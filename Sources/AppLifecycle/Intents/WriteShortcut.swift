// This file deliberately imports only WidgetContract (for `DeepLink`) and uses only the router
// of its own module: a write shortcut has no way to reach the logbook but the app's normal form.
// A test reads this file and fails if anything else is imported or named.
import WidgetContract

/// A Shortcuts action that adds a record: it only builds the form's deep link and opens it.
///
/// The shortcut decides nothing and stores nothing. The router hands the link's prefilled form
/// to the app's form handler, which asks for confirmation and runs every check the form has
/// (sharing role, plan limits, odometer order, no future date), so a refusal reads exactly as
/// the form's own.
///
/// ```swift
/// let shortcut = try WriteShortcut(name: "log-odometer", arguments: ["clio", "84500"])
/// let outcome = shortcut.open(with: router)   // .opened, .pending, .formRefused, .refused …
/// ```
public enum WriteShortcut: Hashable, Sendable {
    /// Log an odometer reading: `log-odometer VEHICLE VALUE`.
    case logOdometer(vehicle: String, value: String)
    /// Add an expense: `add-expense VEHICLE AMOUNT CURRENCY`.
    case addExpense(vehicle: String, amount: String, currencyCode: String)

    /// The shortcuts' names, as `glovebox shortcut NAME` takes them.
    public static let names = ["log-odometer", "add-expense"]

    /// The shortcut `name` with its positional arguments.
    public init(name: String, arguments: [String]) throws(WriteShortcutError) {
        switch (name, arguments.count) {
        case ("log-odometer", 2):
            self = .logOdometer(vehicle: arguments[0], value: arguments[1])
        case ("add-expense", 3):
            self = .addExpense(vehicle: arguments[0], amount: arguments[1], currencyCode: arguments[2])
        case ("log-odometer", _), ("add-expense", _):
            throw .wrongArguments(name: name, expected: name == "log-odometer" ? 2 : 3, found: arguments.count)
        default:
            throw .unknownShortcut(name)
        }
    }

    /// The form link, checked as strictly as any link the app is asked to open.
    ///
    /// The link is built and then parsed back, so a value the link cannot carry (a vehicle id
    /// with spaces, an odometer beyond the link's bound, "45,90") is refused here with the same
    /// "can't open this link" a hand-typed link would get.
    public func link() throws(DeepLinkError) -> DeepLink {
        let built: DeepLink
        switch self {
        case .logOdometer(let vehicle, let value):
            guard value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(value) else {
                throw .invalidParameter("value", value)
            }
            built = .newOdometerReading(vehicleId: try Self.vehicleId(vehicle), value: number)
        case .addExpense(let vehicle, let amount, let currencyCode):
            built = .newExpense(
                vehicleId: try Self.vehicleId(vehicle), amount: amount, currencyCode: currencyCode.uppercased())
        }
        return try DeepLink(parsing: built.urlString)
    }

    /// Builds the link and opens it with `router`; the outcome is the router's (or a refusal
    /// when the link cannot be built).
    public func open(with router: DeepLinkRouter) -> RouteOutcome {
        do {
            return router.open(try link())
        } catch {
            return .refused(error.description)
        }
    }

    /// A vehicle id as a link may carry it; a name with spaces is refused as it was given
    /// (the caller resolves names to ids beforehand, from the Shortcuts snapshot).
    private static func vehicleId(_ text: String) throws(DeepLinkError) -> String {
        guard !text.isEmpty, DeepLink.carriesUnescaped(text) else { throw .invalidIdentifier(text) }
        return text
    }
}
