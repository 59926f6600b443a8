import ShortcutsContract
import WidgetContract

/// The sentence templates of Siri and Shortcuts answers in every language the app speaks.
///
/// Each template keeps the `{placeholders}` that ``ShortcutPhrases`` documents; the reader fills
/// them in when the question is asked. Day phrases and distance labels come from the widgets'
/// catalogs and stand after a comma, so the reader lowers their first letter.
public enum ShortcutCatalog {
    /// The templates of `language`.
    public static func phrases(for language: Language) -> ShortcutPhrases {
        switch language {
        case .english: english
        case .portuguesePortugal: portuguesePortugal
        case .spanish: spanish
        case .french: french
        case .german: german
        }
    }

    /// Every template of `phrases` with its name and the placeholders it must hold; a test
    /// checks them in every language.
    public static func templates(of phrases: ShortcutPhrases) -> [(name: String, text: String, placeholders: [String])] {
        [
            ("openApp", phrases.openApp, []),
            ("noVehicles", phrases.noVehicles, []),
            ("unknownVehicle", phrases.unknownVehicle, ["name", "choices"]),
            ("whichVehicle", phrases.whichVehicle, ["choices"]),
            ("maintenanceByDate", phrases.maintenanceByDate, ["vehicle", "item", "when"]),
            ("maintenanceByDistance", phrases.maintenanceByDistance, ["vehicle", "item", "distance"]),
            ("noMaintenance", phrases.noMaintenance, ["vehicle"]),
            ("deadline", phrases.deadline, ["vehicle", "item", "when"]),
            ("noDeadlines", phrases.noDeadlines, ["vehicle"]),
            ("monthSpend", phrases.monthSpend, ["vehicle", "amount", "month"]),
            ("incompleteSpend", phrases.incompleteSpend, []),
            ("monthEnded", phrases.monthEnded, ["month"]),
            ("odometer", phrases.odometer, ["vehicle", "odometer", "date"]),
            ("staleOdometer", phrases.staleOdometer, ["vehicle", "odometer", "date"]),
            ("noOdometer", phrases.noOdometer, ["vehicle"]),
            ("locked", phrases.locked, []),
            ("economy", phrases.economy ?? "", ["vehicle", "economy", "what"]),
            ("noEconomy", phrases.noEconomy ?? "", ["vehicle"]),
        ]
    }
}
