import AppCore
import AppLifecycle
import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage
import LinuxPlatform
import SharedContainer
import ShortcutsContract
import WidgetContract

/// `glovebox demo`: seeds a realistic garage, installs one widget of each kind in the widget
/// host, publishes, and lets the widget extension — a separate process — draw the four widgets.
enum DemoCommand {
    static let all = [demo]

    /// The widgets the demo installs when none are: one of each kind, in different sizes (the vehicle
    /// in medium, the smallest size that shows its latest economy).
    static let widgets: [(kind: WidgetKind, family: WidgetSize, vehicle: String?)] = [
        (.vehicle, .medium, "clio"), (.deadlines, .medium, nil), (.spend, .medium, nil), (.maintenance, .large, nil),
    ]

    static let reset = Flag(
        "--reset", help: "delete every account and record on this device first, after asking (exchange rates stay)")
    static let noWidgets = Flag("--no-widgets", help: "seed and publish only; do not start glovebox-widget")
    static let widgetProgram = Option(
        "--widget", value: "PATH",
        help: "the glovebox-widget program to run (default: the one beside glovebox, else the first on PATH)")

    static let demo = GloveboxCommand(
        ["demo"], summary: "seed a demo garage, publish the widgets' snapshot and show the four widgets",
        options: [reset, noWidgets, widgetProgram, Confirmation.yes],
        discussion: """
            On an empty logbook it adds three vehicles (one in miles) and one shared read-only, a year of
            readings and expenses in EUR, GBP, USD, CHF and SEK (and one in MAD, which has no ECB rate),
            maintenance plans by time, by distance and by both with one postponed, and deadlines due soon,
            overdue and far away, all relative to today. A logbook that already has vehicles is shown as it is.
            The widgets are drawn by glovebox-widget, a program of its own, which the demo never builds:
            without it (not beside glovebox, not on PATH, no --widget) it says how to get it and changes nothing.
            """
    ) { invocation in
        let app = invocation.app
        let console = invocation.console
        // Found first, so that a demo that cannot show the widgets changes nothing.
        let widgetProcess: WidgetExtensionProcess? = invocation.arguments[noWidgets] ? nil
            : try WidgetExtensionProcess.locate(
                explicit: invocation.arguments[widgetProgram],
                beside: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]),
                path: ProcessInfo.processInfo.environment["PATH"])
        // Opening the app mounts it; the snapshot is published when the demo goes to the background.
        try app.mount()
        // Read once the app is mounted (reading them opens the logbook), before a reset removes the
        // preference: the person who typed the command is answered in their language throughout.
        let words = invocation.words
        var accounts = try app.deviceAccounts()
        if invocation.arguments[reset], !accounts.isEmpty {
            let listed = accounts.map {
                words.text(.demoAccountListed, ["account": $0.name, "vehicles": words.plural(.countVehicles, count: $0.vehicles)])
            }
            try Confirmation.require(words.text(.demoResetConfirm, ["accounts": listed.joined(separator: ", ")]), in: invocation)
            try app.perform(DeleteAccount(everyAccount: true))
            console.line(words.text(.demoReset))
            accounts = []
        }
        // Signed out, the demo's own account comes back if it is on this device.
        if try app.account() == nil, accounts.contains(where: { $0.name == DemoGarage.accountName }) {
            try app.perform(SignIn(accountName: DemoGarage.accountName))
            console.line(words.text(.demoSignedIn, ["account": DemoGarage.accountName]))
        }
        let vehicles = try app.account() == nil ? [] : app.vehicles()
        if vehicles.isEmpty {
            try seed(invocation, words: words)
        } else {
            console.line(words.plural(.demoAlreadyHas, count: vehicles.count, ["option": reset.name]))
        }

        let directories = try app.directories()
        let shared = SnapshotFiles(directory: directories.sharedContainer)
        if let process = widgetProcess {
            // One widget of each kind the host does not show yet; the user's own widgets stay.
            let installedKinds = Set(try InstalledWidgets.load(from: shared).map(\.kind))
            let missing = widgets.filter { !installedKinds.contains($0.kind) }
            for widget in missing {
                var arguments = ["add", widget.kind.rawValue, "--family", widget.family.rawValue]
                if let vehicle = widget.vehicle, vehicles.isEmpty || vehicles.contains(where: { $0.id.rawValue == vehicle }) {
                    arguments += ["--vehicle", vehicle]
                }
                _ = try process.output(arguments)
            }
            if !missing.isEmpty {
                try app.configurationChanged()
                let list = missing.map { "\($0.kind.rawValue) (\($0.family.rawValue))" }.joined(separator: ", ")
                console.line(words.plural(.demoInstalled, count: missing.count, ["list": list]))
            }
        }

        if let report = try app.finish() { console.line(words.text(.demoPublished, ["summary": words.publishSummary(report)])) }
        if let widget = widgetProcess {
            console.line("")
            console.line(words.text(.demoExtensionDraws))
            console.line("")
            try widget.run(["watch", "--once"])
        }
        console.line(filesAndNextSteps(directories, words: words))
    }

    /// Adds the demo garage in one transaction (the bundled rates are every logbook's already), and
    /// says so in `words`' language: that of the person who typed the command, read before a reset.
    static func seed(_ invocation: Invocation, words: CLIWords) throws {
        let previous = try invocation.app.account()
        let seeded = try invocation.app.perform(SeedDemo(language: words.language))
        let garage = seeded.garage
        let records = garage.odometerEntries.count + garage.expenses.count + garage.services.count
        // Safe: `SeedDemo` refuses empty rates.
        let range = seeded.rates.range!
        invocation.console.line(words.text(.demoSeeded, [
            "account": DemoGarage.accountName, "vehicles": words.count(garage.vehicles.count), "records": words.number(records),
            "items": words.count(garage.maintenanceItems.count), "deadlines": words.count(garage.deadlines.count),
            "rates": words.number(seeded.rates.rates.count), "first": words.day(range.lowerBound), "last": words.day(range.upperBound),
        ]))
        if let previous, previous.name != DemoGarage.accountName {
            invocation.console.line(words.text(.demoSignedInOwn, ["account": DemoGarage.accountName, "previous": previous.name]))
        }
    }

    /// Where everything is, and what to try next, in `words`' language (the commands as typed).
    static func filesAndNextSteps(_ directories: AppDirectories, words: CLIWords) -> String {
        let files: [(CLIMessage, String)] = [
            (.demoFileLogbook, "\(directories.appPrivate)/\(GarageStore.fileName)"),
            (.demoFileWidgets, "\(directories.sharedContainer)/\(WidgetsSnapshot.fileName)"),
            (.demoFileShortcuts, "\(directories.documents)/\(ShortcutsSnapshot.fileName)"),
            (.demoFileInstalled, "\(directories.sharedContainer)/\(InstalledWidgets.fileName)"),
            (.demoFileCalendar, "\(directories.sharedContainer)/\(CalendarPublisher.fileName)"),
        ]
        let next: [(String, CLIMessage?)] = [
            ("swift run glovebox-widget watch --once", .demoNextWidgets),
            ("swift run glovebox status", .demoNextStatus),
            ("swift run glovebox ask next-deadline --vehicle clio", nil),
            ("swift run glovebox odometer log clio 90000", .demoNextChange),
            ("swift run glovebox-widget gallery --out gallery", .demoNextGallery),
            ("swift run glovebox-widget waybar deadlines", .demoNextWaybar),
            ("swift run glovebox prefs set lock on", .demoNextLock),
        ]
        // Columns as wide as their longest entry (plus a space), whatever the language's labels.
        func padded(_ text: String, to width: Int) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }
        let labels = files.map { words.text($0.0) }
        let labelWidth = (labels.map(\.count).max() ?? 0) + 3
        let commandWidth = (next.filter { $0.1 != nil }.map(\.0.count).max() ?? 0) + 1
        var lines = ["", words.text(.demoFilesHeading)]
        for (label, (_, path)) in zip(labels, files) {
            lines.append("  " + padded(label, to: labelWidth) + path)
        }
        lines += ["", words.text(.demoNextHeading)]
        for (command, what) in next {
            lines.append("  " + (what.map { padded(command, to: commandWidth) + words.text($0) } ?? command))
        }
        return lines.joined(separator: "\n")
    }
}
