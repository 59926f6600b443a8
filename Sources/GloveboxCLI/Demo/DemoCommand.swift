import AppCore
import AppLifecycle
import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage
import LinuxPlatform
import SharedContainer
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
        var accounts = try app.deviceAccounts()
        if invocation.arguments[reset], !accounts.isEmpty {
            let listed = accounts.map { "\($0.name) (\($0.vehicles) vehicle\($0.vehicles == 1 ? "" : "s"))" }
            try Confirmation.require(
                "delete every account on this device — \(listed.joined(separator: ", ")) — and all their records",
                in: invocation)
            try app.perform(DeleteAccount(everyAccount: true))
            console.line("reset: every account on this device and its records were deleted")
            accounts = []
        }
        // Signed out, the demo's own account comes back if it is on this device.
        if try app.account() == nil, accounts.contains(where: { $0.name == DemoGarage.accountName }) {
            try app.perform(SignIn(accountName: DemoGarage.accountName))
            console.line("signed in as \(DemoGarage.accountName), the demo's account")
        }
        let vehicles = try app.account() == nil ? [] : app.vehicles()
        if vehicles.isEmpty {
            try seed(invocation)
        } else {
            console.line("the logbook already has \(vehicles.count) vehicle(s); showing them as they are (\(reset.name) starts over)")
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
                console.line("installed \(missing.count) widget(s) in the widget host: \(list)")
            }
        }

        if let report = try app.finish() { console.line("published: \(report.summary)") }
        if let widget = widgetProcess {
            console.line("")
            console.line("The widget extension (a separate process) draws them from the snapshot alone:")
            console.line("")
            try widget.run(["watch", "--once"])
        }
        console.line(filesAndNextSteps(directories))
    }

    /// Adds the demo garage in one transaction (the bundled rates are every logbook's already).
    static func seed(_ invocation: Invocation) throws {
        let previous = try invocation.app.account()
        let seeded = try invocation.app.perform(SeedDemo())
        let garage = seeded.garage
        let records = garage.odometerEntries.count + garage.expenses.count + garage.services.count
        // Safe: `SeedDemo` refuses empty rates.
        let range = seeded.rates.range!
        invocation.console.line("""
            seeded a demo garage for \(DemoGarage.accountName): \(garage.vehicles.count) vehicles, \
            \(Format.grouped(records)) records, \(garage.maintenanceItems.count) maintenance items, \
            \(garage.deadlines.count) deadlines; converted with the bundled ECB rates \
            (\(Format.grouped(seeded.rates.rates.count)), \(range.lowerBound) to \(range.upperBound)), which every logbook has
            """)
        if let previous, previous.name != DemoGarage.accountName {
            invocation.console.line(
                "signed in as \(DemoGarage.accountName), the demo's own account; \(previous.name)'s records stay apart ('glovebox login \(previous.name)' to go back)")
        }
    }

    /// Where everything is, and what to try next.
    static func filesAndNextSteps(_ directories: AppDirectories) -> String {
        """

        Where the files are:
          logbook (app only)     \(directories.appPrivate)/\(GarageStore.fileName)
          widgets snapshot       \(directories.sharedContainer)/\(WidgetsSnapshot.fileName)
          Shortcuts snapshot     \(directories.documents)/\(ShortcutsSnapshot.fileName)
          installed widgets      \(directories.sharedContainer)/\(InstalledWidgets.fileName)
          calendar (iCalendar)   \(directories.sharedContainer)/\(CalendarPublisher.fileName)

        Try next:
          swift run glovebox-widget watch --once          the widgets again, as the host draws them now
          swift run glovebox status                       the alerts, by urgency
          swift run glovebox ask next-deadline --vehicle clio
          swift run glovebox odometer log clio 90000      any change republishes; the host reloads only what changed
          swift run glovebox-widget gallery --out gallery every widget at every timeline entry, as SVG and PNG
          swift run glovebox-widget waybar deadlines      the same answers for a status bar (xbar: Argos, Kargos)
          swift run glovebox prefs set lock on            then look again: no odometer, no amounts
        """
    }
}
