/// Fixed texts of the widgets, already in the snapshot's language.
public struct SnapshotStrings: Codable, Hashable, Sendable {
    /// Asks the user to open the app ("Open Glovebox").
    public var openApp: String
    /// Shown when no one is signed in.
    public var signedOut: String
    /// Shown when the garage has no vehicles.
    public var noVehicles: String
    /// Shown by a widget configured for a vehicle that is no longer in the garage.
    public var chooseVehicle: String
    /// Shown by the deadlines widget when nothing is open.
    public var noDeadlines: String
    /// Shown by the maintenance widget when no item is planned.
    public var noMaintenance: String
    /// Shown by the spend widget once its month has ended and the app has not refreshed it.
    public var monthEnded: String
    /// Marks a spend total that leaves out records without an exchange rate: said of the current month only.
    public var incompleteSpend: String
    /// Explains the mark (``SpendBucket/incompleteMark``) on the bars of months that leave records
    /// out, opening with it ("! Months with expenses that have no exchange rate").
    public var incompleteMonths: String
    /// Shown by the vehicle widget in place of the odometer when the vehicle has no reading.
    public var noReading: String
    /// The widget titles.
    public var titles: WidgetTitles

    /// Creates the strings section.
    public init(
        openApp: String, signedOut: String, noVehicles: String, chooseVehicle: String,
        noDeadlines: String, noMaintenance: String, monthEnded: String, incompleteSpend: String,
        incompleteMonths: String, noReading: String, titles: WidgetTitles
    ) {
        self.openApp = openApp
        self.signedOut = signedOut
        self.noVehicles = noVehicles
        self.chooseVehicle = chooseVehicle
        self.noDeadlines = noDeadlines
        self.noMaintenance = noMaintenance
        self.monthEnded = monthEnded
        self.incompleteSpend = incompleteSpend
        self.incompleteMonths = incompleteMonths
        self.noReading = noReading
        self.titles = titles
    }
}

/// The title of each widget kind, in the snapshot's language.
public struct WidgetTitles: Codable, Hashable, Sendable {
    /// The vehicle widget's title.
    public var vehicle: String
    /// The deadlines widget's title.
    public var deadlines: String
    /// The spend widget's title.
    public var spend: String
    /// The maintenance widget's title.
    public var maintenance: String

    /// Creates the titles.
    public init(vehicle: String, deadlines: String, spend: String, maintenance: String) {
        self.vehicle = vehicle
        self.deadlines = deadlines
        self.spend = spend
        self.maintenance = maintenance
    }

    /// The title of `kind`.
    public func title(of kind: WidgetKind) -> String {
        switch kind {
        case .vehicle: vehicle
        case .deadlines: deadlines
        case .spend: spend
        case .maintenance: maintenance
        }
    }
}
