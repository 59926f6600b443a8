import AppIntents
import AppLifecycle

/// A question Siri and Shortcuts can ask, as App Intents shows it.
enum GloveboxQuestion: String, AppEnum {
    case nextMaintenance = "next-maintenance"
    case nextDeadline = "next-deadline"
    case monthSpend = "month-spend"
    case odometer
    case fuelEconomy = "fuel-economy"

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Question" }
    static var caseDisplayRepresentations: [GloveboxQuestion: DisplayRepresentation] {
        [
            .nextMaintenance: "Next maintenance", .nextDeadline: "Next deadline", .monthSpend: "Spend this month",
            .odometer: "Odometer", .fuelEconomy: "Fuel economy",
        ]
    }

    /// The portable question of the same name.
    var question: ShortcutQuestion { ShortcutQuestion(rawValue: rawValue) ?? .nextDeadline }
}

/// "Ask Glovebox": answered by the Shortcuts answerer from the snapshot the app last published,
/// in its language and zone, without opening the logbook.
struct AskGloveboxIntent: AppIntent {
    static var title: LocalizedStringResource { "Ask Glovebox" }

    @Parameter(title: "Question") var question: GloveboxQuestion
    @Parameter(title: "Vehicle") var vehicle: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let answer = await AppServices.core.answer(question.question, vehicle: vehicle)
        return .result(dialog: IntentDialog(stringLiteral: answer.text))
    }
}

/// "Log an odometer reading": only opens the app's form with the values, through the router, as
/// the link a widget opens would; the form confirms and checks.
struct LogOdometerIntent: AppIntent {
    static var title: LocalizedStringResource { "Log Odometer" }
    static var openAppWhenRun: Bool { true }

    @Parameter(title: "Vehicle") var vehicle: String
    @Parameter(title: "Reading") var value: Int

    @MainActor
    func perform() async throws -> some IntentResult {
        // A spoken name becomes the vehicle's id through the Shortcuts snapshot, as the command
        // line's shortcut does; one it does not know goes into the link for the form to refuse.
        var vehicle = vehicle
        if let snapshot = await AppServices.core.shortcutsSnapshot(),
           case .one(let match) = ShortcutVehicleMatcher(vehicles: snapshot.vehicles).match(vehicle) {
            vehicle = match.id
        }
        _ = WriteShortcut.logOdometer(vehicle: vehicle, value: String(value)).open(with: AppServices.router)
        return .result()
    }
}

/// The phrases Siri knows.
struct GloveboxShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AskGloveboxIntent(), phrases: ["Ask \(.applicationName)"], shortTitle: "Ask Glovebox",
            systemImageName: "car")
        AppShortcut(
            intent: LogOdometerIntent(), phrases: ["Log odometer in \(.applicationName)"], shortTitle: "Log Odometer",
            systemImageName: "gauge")
    }
}
