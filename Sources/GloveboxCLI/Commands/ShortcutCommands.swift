import AppCore
import AppLifecycle
import Foundation
import WidgetContract

/// Siri and Shortcuts on the command line: `ask …` answers from the Shortcuts snapshot only,
/// `open URL` opens a deep link as a cold start, and `shortcut …` builds a form link and opens it.
enum ShortcutCommands {
    static let all = ShortcutQuestion.allCases.map(ask) + [open, logOdometer, addExpense]

    static let yes = OptionSpec.flag("--yes", "confirm the form without asking")

    /// `ask QUESTION [--vehicle NAME] [--json]`; it never opens the logbook.
    static func ask(_ question: ShortcutQuestion) -> Command {
        Command(
            ["ask", question.rawValue], summary: "answer as Siri would: \(summaries[question] ?? question.rawValue)",
            // `--json` is its own option rather than `isRead`'s: these commands read no logbook.
            options: [
                .option("--vehicle", "NAME", help: "the vehicle's name, id or a spoken alias"),
                .flag("--json", "print the answer, its status and the choices as JSON"),
            ],
            discussion: """
                Answers from <documents>/\(ShortcutsSnapshot.fileName) only (never the logbook), in the
                snapshot's language, counting days in the system time zone. Every answer exits 0, as Siri
                always speaks; --json tells them apart by status (answered, locked, monthEnded,
                noVehicles, unknownVehicle, whichVehicle, openApp).
                """
        ) { invocation in
            let environment = invocation.app.environment
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = environment.defaultTimeZone
            let answer = ShortcutAnswerer(now: environment.now(), calendar: calendar).answer(
                question, vehicle: invocation.arguments.value("--vehicle"),
                snapshotBytes: invocation.app.shortcutsSnapshotBytes())
            invocation.console.line(invocation.wantsJSON ? try Format.json(answer) : answer.text)
        }
    }

    static let summaries: [ShortcutQuestion: String] = [
        .nextMaintenance: "when is the next maintenance",
        .nextDeadline: "when is the next deadline",
        .monthSpend: "how much was spent this month",
        .odometer: "what the odometer says",
    ]

    static let open = Command(
        ["open"], summary: "open a glovebox:// link (a screen, or a prefilled form to confirm)",
        positionals: [.required("URL", "such as glovebox://vehicle/clio or glovebox://odometer/new?vehicle=clio&value=84500")],
        options: [yes],
        discussion: """
            A cold start: the link waits until the logbook is open and the session checked. Read links
            print their screen; form links run the normal form prefilled, after a yes (or --yes).
            A link that cannot be opened exits 2 with "can't open this link: …" and writes nothing;
            a form's refusal is the form's own message and status; signed out, the link is dropped (1).
            """
    ) { invocation in
        try LinkOpener(invocation: invocation, assumeYes: invocation.arguments.has("--yes"))
            .open(invocation.arguments.positionals[0])
    }

    static let logOdometer = Command(
        ["shortcut", "log-odometer"], summary: "the Log Odometer shortcut: opens the odometer form prefilled",
        positionals: [.required("VEHICLE", "name, id or spoken alias"), .required("VALUE", "the odometer")],
        options: [yes]
    ) { invocation in
        try runShortcut("log-odometer", invocation)
    }

    static let addExpense = Command(
        ["shortcut", "add-expense"], summary: "the Add Expense shortcut: opens the expense form prefilled",
        positionals: [
            .required("VEHICLE", "name, id or spoken alias"), .required("AMOUNT", "such as 45.90"),
            .required("CURRENCY", "ISO 4217 code such as EUR"),
        ],
        options: [yes]
    ) { invocation in
        try runShortcut("add-expense", invocation)
    }

    /// Builds the shortcut's link and opens it like `open`. A spoken name is turned into the
    /// vehicle's id with the Shortcuts snapshot, as Shortcuts resolves its vehicle parameter;
    /// what it does not know goes into the link as given, for the form to accept or refuse.
    static func runShortcut(_ name: String, _ invocation: Invocation) throws {
        var arguments = invocation.arguments.positionals
        if let snapshot = invocation.app.shortcutsSnapshot(),
           case .one(let vehicle) = ShortcutVehicleMatcher(vehicles: snapshot.vehicles).match(arguments[0]) {
            arguments[0] = vehicle.id
        }
        let shortcut = try WriteShortcut(name: name, arguments: arguments)
        try LinkOpener(invocation: invocation, assumeYes: invocation.arguments.has("--yes"))
            .open { router in shortcut.open(with: router) }
    }
}
