import AppCore
import GarageRules
import WidgetContract

/// `spend`: spending in the home currency over the last six months (what the spend widget shows),
/// or over any period (`--from`, `--to`, `--months`, `--year`), per month, category or vehicle.
enum SpendCommand {
    static let spend = GloveboxCommand(
        ["spend"], summary: "spending in the home currency per month, category or vehicle (default: the last 6 months)",
        options: [CommonOptions.onlyVehicle] + PeriodOptions.all + [PeriodOptions.by], reads: true,
        discussion: """
            Without a period it shows the last 6 months, as the spend widget does. --year Y is one
            calendar year; --months N the N months ending with this month (or N months from --from, or up
            to --to); --from and --to name the days themselves. Each expense is converted at its own date;
            one without a rate is counted, named and left out of the totals.
            """
    ) { invocation in
        let arguments = invocation.arguments
        let request = PeriodOptions.request(arguments)
        let grouping = arguments[PeriodOptions.by]
        // Without any option the answer stays the widgets' six months, printed as it always was.
        guard let period = try PeriodOptions.period(request, in: invocation) ?? grouping.map({ _ in
            SpendPeriod.lastMonths(MonthlySpend.monthCount, endingWith: try invocation.app.today().calendarMonth)
        }) else {
            return try DashboardCommands.printWidgetSpend(invocation)
        }
        let report = try invocation.app.spend(in: period, vehicle: arguments[CommonOptions.onlyVehicle])
        let spend = report.spend(by: grouping ?? .month)
        let console = invocation.console
        if invocation.wantsJSON {
            console.line(try Format.json(PeriodSpendJSON(spend, report: report)))
            return
        }
        let names = Dictionary(uniqueKeysWithValues: report.vehicles.map { ($0.id.rawValue, $0.name) })
        let words = invocation.words
        let groupHeader: CLIMessage = switch spend.grouping {
        case .month: .headerMonth
        case .category: .headerCategory
        case .vehicle: .headerVehicle
        }
        var table = [[groupHeader, .headerTotal, .headerRecords, .headerWithoutRate].map { words.text($0) }]
        for group in spend.groups {
            let label = switch spend.grouping {
            case .vehicle: names[group.key] ?? group.key
            case .month: words.month(iso: group.key)
            case .category: words.category(word: group.key)
            }
            table.append([label, words.money(group.total), words.count(group.recordCount), words.count(group.unconvertedCount)])
        }
        table.append([words.text(.spendTotalRow), words.money(spend.total), words.count(spend.recordCount), words.count(spend.unconvertedCount)])
        let heading = words.text(.spendHeading, [
            "vehicles": report.vehicle?.name ?? words.text(.allVehicles), "period": words.period(period),
        ])
        console.line(heading + "\n" + Format.table(table))
        if !spend.isComplete {
            let unconverted = Set(spend.groups.flatMap(\.unconvertedExpenseIDs))
            try DashboardCommands.printMissingRates(
                of: report.expenses.filter { unconverted.contains($0.id) }, count: spend.unconvertedCount,
                home: report.homeCurrency, rates: report.rates, in: invocation)
        }
    }
}
