import AppCore
import AppLifecycle
import ArgumentParsing
import Foundation
import ShortcutsContract
import WidgetContract

/// Siri and Shortcuts on the command line: `ask …` answers from the Shortcuts snapshot only,
/// `open URL` opens a deep link as a cold start, and `shortcut …` builds a form link and opens it.
enum ShortcutCommands {
    static let all = ShortcutQuestion.allCases.map(ask) + [open, logOdometer, addExpense]

    static let yes = Flag("--yes", help: "confirm the form without asking")

    static let askedVehicle = Option("--vehicle", value: "NAME", help: "the vehicle's name, id or a spoken alias")
    // Its own `--json` rather than the read commands': these commands read no logbook.
    static let answerJSON = Flag("--json", help: "print the answer, its status and the choices as JSON")

    /// `ask QUESTION [--vehicle NAME] [--json]`; it never opens the logbook.
    static func ask(_ question: ShortcutQuestion) -> GloveboxCommand {
        GloveboxCommand(
            ["ask", question.rawValue], summary: "answer as Siri would: \(summaries[question] ?? question.rawValue)",
            options: [askedVehicle, answerJSON],
            discussion: """
                Answers from <documents>/\(ShortcutsSnapshot.fileName) only (never the logbook), in the
                snapshot's language, counting days in the snapshot's time zone (the app's). Every answer exits 0, as Siri
                always speaks; --json tells them apart by status (answered, locked, monthEnded,
                noVehicles, unknownVehicle, whichVehicle, openApp).
                """
        ) { invocation in
            let answer = ShortcutAnswerer(now: invocation.app.platform.clock()).answer(
                question, vehicle: invocation.arguments[askedVehicle],
                snapshotBytes: invocation.app.shortcutsSnapshotBytes())
            invocation.console.line(invocation.arguments[answerJSON] ? try Format.json(answer) : answer.text)
        }
    }

    static let summaries: [ShortcutQuestion: String] = [
        .nextMaintenance: "when is the next maintenance",
        .nextDeadline: "when is the next deadline",
        .monthSpend: "how much was spent this month",
        .odometer: "what the odometer says",
        .fuelEconomy: "what the fuel economy of the last fill-up was",
    ]

    static let url = Argument(
        "URL", help: "such as glovebox://vehicle/clio or glovebox://odometer/new?vehicle=clio&value=84500")

    static let open = GloveboxCommand(
        ["open"], summary: "open a glovebox:// link (a screen, or a prefilled form to confirm)",
        arguments: [url], options: [yes],
        discussion: """
            A cold start: the link waits until the logbook is open and the session checked. Read links
            print their screen; form links run the normal form prefilled, after a yes (or --yes).
            A link that cannot be opened exits 2 with "can't open this link: …" and writes nothing;
            a form's refusal is the form's own message and status; signed out, the link is dropped (1).
            """
    ) { invocation in
        try LinkOpener(invocation: invocation, assumeYes: invocation.arguments[yes]).open(invocation.arguments[url])
    }

    // Text, all of them: the shortcut only builds a link, which checks what it can carry, and the
    // form it opens checks the rest with its own messages.
    static let spokenVehicle = Argument("VEHICLE", help: "name, id or spoken alias")
    static let odometerValue = Argument("ODOMETER", help: "the odometer")
    static let amount = Argument("AMOUNT", help: "such as 45.90")
    static let currency = Argument("CURRENCY", help: "ISO 4217 code such as EUR")

    static let logOdometer = GloveboxCommand(
        ["shortcut", "log-odometer"], summary: "the Log Odometer shortcut: opens the odometer form prefilled",
        arguments: [spokenVehicle, odometerValue], options: [yes]
    ) { invocation in
        try runShortcut("log-odometer", values: [invocation.arguments[odometerValue]], invocation)
    }

    static let addExpense = GloveboxCommand(
        ["shortcut", "add-expense"], summary: "the Add Expense shortcut: opens the expense form prefilled",
        arguments: [spokenVehicle, amount, currency], options: [yes]
    ) { invocation in
        let arguments = invocation.arguments
        try runShortcut("add-expense", values: [arguments[amount], arguments[currency]], invocation)
    }

    /// Builds the shortcut's link for the spoken vehicle and `values`, and opens it like `open`.
    /// A spoken name is turned into the vehicle's id with the Shortcuts snapshot, as Shortcuts
    /// resolves its vehicle parameter; what it does not know goes into the link as given, for the
    /// form to accept or refuse.
    static func runShortcut(_ name: String, values: [String], _ invocation: Invocation) throws {
        var vehicle = invocation.arguments[spokenVehicle]
        if let snapshot = invocation.app.shortcutsSnapshot(),
           case .one(let match) = ShortcutVehicleMatcher(vehicles: snapshot.vehicles).match(vehicle) {
            vehicle = match.id
        }
        let shortcut = try WriteShortcut(name: name, arguments: [vehicle] + values)
        try LinkOpener(invocation: invocation, assumeYes: invocation.arguments[yes])
            .open { router in shortcut.open(with: router) }
    }
}
