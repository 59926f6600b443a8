import Foundation
import GarageRules
import GarageStorage
import SharedContainer
import WidgetContract

/// `glovebox demo`: seeds a realistic garage, installs one widget of each kind in the widget
/// host, publishes, and lets the widget extension — a separate process — draw the four widgets.
enum DemoCommand {
    static let all = [demo]

    /// The widgets the demo installs when none are: one of each kind, in different sizes.
    static let widgets: [(kind: WidgetKind, family: WidgetSize, vehicle: String?)] = [
        (.vehicle, .small, "clio"), (.deadlines, .medium, nil), (.spend, .medium, nil), (.maintenance, .large, nil),
    ]

    /// The bundled ECB rates (real figures from 2024 on), so that the demo converts offline.
    static let bundledRatesName = "eurofxref-2024-2026"

    static let demo = Command(
        ["demo"], summary: "seed a demo garage, publish the widgets' snapshot and show the four widgets",
        options: [
            .flag("--reset", "delete this logbook's account and records first (exchange rates stay)"),
            .flag("--no-widgets", "seed and publish only; do not start glovebox-widget"),
        ],
        discussion: """
            On an empty logbook it adds three vehicles (one in miles) and one shared read-only, a year of
            readings and expenses in EUR, GBP, USD, CHF and SEK (and one in MAD, which has no ECB rate),
            maintenance plans by time, by distance and by both with one postponed, and deadlines due soon,
            overdue and far away, all relative to today. A logbook that already has vehicles is shown as it is.
            """
    ) { invocation in
        let session = invocation.session
        let console = session.console
        let store = try session.store()
        // Opening the app mounts it; the snapshot is published when the demo goes to the background.
        let publishing = try session.mountPublishing()
        var existing = try store.loadGarage()
        if invocation.arguments.has("--reset"), existing.account != nil || !existing.vehicles.isEmpty {
            try session.perform(Change("demo reset", effect: .accountDeleted) { garage, context in
                try context.store.deleteAllUserData()
                garage = Garage(account: nil, homeCurrency: garage.homeCurrency)
            })
            console.line("reset: the previous account and its records were deleted")
            existing = try store.loadGarage()
        }
        if existing.vehicles.isEmpty {
            try seed(session)
        } else {
            console.line("the logbook already has \(existing.vehicles.count) vehicle(s); showing them as they are (--reset starts over)")
            if existing.account == nil {
                console.line("""
                    no one is signed in, so nothing is published and the widgets ask to be set up: \
                    run 'glovebox login NAME' (the records stay) or 'glovebox demo --reset'
                    """)
            }
        }

        let locations = try ContainerLocations.resolve(
            environment: session.environment.variables, homeDirectory: session.environment.homeDirectory)
        let shared = SnapshotFiles(directory: locations.sharedContainer)
        var widget: WidgetExtensionProcess?
        if !invocation.arguments.has("--no-widgets") {
            let own = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
            let process = try WidgetExtensionProcess.locate(beside: own) { console.line($0) }
            // One widget of each kind the host does not show yet; the user's own widgets stay.
            let installedKinds = Set(try InstalledWidgets.load(from: shared).map(\.kind))
            let missing = widgets.filter { !installedKinds.contains($0.kind) }
            for widget in missing {
                var arguments = ["add", widget.kind.rawValue, "--family", widget.family.rawValue]
                if let vehicle = widget.vehicle, existing.vehicles.isEmpty || existing.vehicles.contains(where: { $0.id.rawValue == vehicle }) {
                    arguments += ["--vehicle", vehicle]
                }
                _ = try process.output(arguments)
            }
            if !missing.isEmpty {
                publishing.configurationChanged()
                let list = missing.map { "\($0.kind.rawValue) (\($0.family.rawValue))" }.joined(separator: ", ")
                console.line("installed \(missing.count) widget(s) in the widget host: \(list)")
            }
            widget = process
        }

        if let report = try session.finish() { console.line("published: \(report.summary)") }
        if let widget {
            console.line("")
            console.line("The widget extension (a separate process) draws them from the snapshot alone:")
            console.line("")
            try widget.run(["watch", "--once"])
        }
        console.line(filesAndNextSteps(locations))
    }

    /// Adds the demo garage and the bundled rates in one transaction.
    static func seed(_ session: AppSession) throws {
        guard let url = Bundle.module.url(forResource: bundledRatesName, withExtension: "csv") else {
            throw CLIError.runtime("the bundled exchange rates are missing from this build")
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        let rates = try ECBRatesParser(fileName: url.lastPathComponent).parse(text)
        guard let range = rates.range else { throw CLIError.runtime("the bundled exchange rates are empty") }
        let garage = try session.perform(Change("demo", effect: .signIn) { garage, context in
            _ = try context.store.insertRates(rates.rates)
            garage = try DemoGarage.make(today: context.today, lastRateDay: range.upperBound, ids: context.ids)
            return garage
        })
        let records = garage.odometerEntries.count + garage.expenses.count + garage.services.count
        session.console.line("""
            seeded a demo garage for \(DemoGarage.accountName): \(garage.vehicles.count) vehicles, \
            \(Format.grouped(records)) records, \(garage.maintenanceItems.count) maintenance items, \
            \(garage.deadlines.count) deadlines; \(Format.grouped(rates.rates.count)) ECB rates \
            (\(range.lowerBound) to \(range.upperBound))
            """)
    }

    /// Where everything is, and what to try next.
    static func filesAndNextSteps(_ locations: ContainerLocations) -> String {
        """

        Where the files are:
          logbook (app only)     \(locations.appPrivate)/\(GarageStore.fileName)
          widgets snapshot       \(locations.sharedContainer)/\(WidgetsSnapshot.fileName)
          Shortcuts snapshot     \(locations.documents)/\(ShortcutsSnapshot.fileName)
          installed widgets      \(locations.sharedContainer)/\(InstalledWidgets.fileName)

        Try next:
          swift run glovebox-widget watch --once          the widgets again, as the host draws them now
          swift run glovebox status                       the alerts, by urgency
          swift run glovebox ask next-deadline --vehicle clio
          swift run glovebox odometer log clio 90000      any change republishes; the host reloads only what changed
          swift run glovebox-widget gallery --out gallery every widget at every timeline entry, as SVG and PNG
          swift run glovebox prefs set lock on            then look again: no odometer, no amounts
        """
    }
}
