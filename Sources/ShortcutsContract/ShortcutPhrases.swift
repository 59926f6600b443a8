import Foundation
import WidgetContract

/// Sentence templates for spoken answers, with `{name}` placeholders filled in by the reader.
///
/// Placeholders: `{vehicle}`, `{item}`, `{when}` (a day phrase), `{date}`, `{distance}`,
/// `{amount}`, `{month}`, `{odometer}`, `{economy}`, `{what}`, `{name}` (what the user said) and `{choices}`.
public struct ShortcutPhrases: Codable, Hashable, Sendable {
    /// "Open Glovebox to answer this."
    public var openApp: String
    /// "You have no vehicles in Glovebox yet."
    public var noVehicles: String
    /// "No vehicle is called “{name}”. Your vehicles: {choices}."
    public var unknownVehicle: String
    /// "Which vehicle do you mean: {choices}?"
    public var whichVehicle: String
    /// "{vehicle}: {item}, {when}."
    public var maintenanceByDate: String
    /// "{vehicle}: {item}, {distance}."
    public var maintenanceByDistance: String
    /// "{vehicle} has no maintenance planned."
    public var noMaintenance: String
    /// "{vehicle}: {item}, {when}."
    public var deadline: String
    /// "{vehicle} has no open deadlines."
    public var noDeadlines: String
    /// "{vehicle} spent {amount} in {month}."
    public var monthSpend: String
    /// "Some records have no exchange rate and are left out."
    public var incompleteSpend: String
    /// "{month} has ended. Open Glovebox to update."
    public var monthEnded: String
    /// "{vehicle} shows {odometer}, read on {date}." (`{date}`: the reading's day).
    public var odometer: String
    /// "{vehicle} showed {odometer} on {date}, its last reading; it may be out of date."
    public var staleOdometer: String
    /// "{vehicle} has no odometer reading yet."
    public var noOdometer: String
    /// "Glovebox is locked. Open the app to see this."
    public var locked: String
    /// "{vehicle}: {economy} ({what})." (`{what}`: the economy's title, "last fill-up"); absent in files
    /// from before economies, which are answered with `openApp` (optional: no version bump).
    public var economy: String?
    /// "{vehicle} has no fuel economy yet: it needs two full fill-ups in a row."; optional like `economy`.
    public var noEconomy: String?

    /// Creates the templates.
    public init(
        openApp: String, noVehicles: String, unknownVehicle: String, whichVehicle: String,
        maintenanceByDate: String, maintenanceByDistance: String, noMaintenance: String,
        deadline: String, noDeadlines: String, monthSpend: String, incompleteSpend: String,
        monthEnded: String, odometer: String, staleOdometer: String, noOdometer: String, locked: String,
        economy: String? = nil, noEconomy: String? = nil
    ) {
        self.openApp = openApp
        self.noVehicles = noVehicles
        self.unknownVehicle = unknownVehicle
        self.whichVehicle = whichVehicle
        self.maintenanceByDate = maintenanceByDate
        self.maintenanceByDistance = maintenanceByDistance
        self.noMaintenance = noMaintenance
        self.deadline = deadline
        self.noDeadlines = noDeadlines
        self.monthSpend = monthSpend
        self.incompleteSpend = incompleteSpend
        self.monthEnded = monthEnded
        self.odometer = odometer
        self.staleOdometer = staleOdometer
        self.noOdometer = noOdometer
        self.locked = locked
        self.economy = economy
        self.noEconomy = noEconomy
    }

    /// Fills `{placeholders}` of `template` with `values` in one pass, so a value that itself
    /// contains braces (a vehicle named "{item}") is never expanded; unknown ones stay as written.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        PhraseTemplate.fill(template, values)
    }
}
