import AppCore
import GarageRules
import WidgetContract

/// `status` (the dashboard alerts) and `spend` (monthly spend in the home currency, see `SpendCommand`).
///
/// Both read what the widgets are built from (the `Dashboard` and the `SpendRecords`), so that what
/// the command shows is what the widgets will show.
enum DashboardCommands {
    static let all = [status, SpendCommand.spend]

    static let status = GloveboxCommand(
        ["status"], summary: "every deadline and maintenance item with its state, most urgent first",
        options: [CommonOptions.onlyVehicle], reads: true
    ) { invocation in
        let console = invocation.console
        // A damaged row hides only itself; the command line warns about each on its way out.
        let salvaged = try invocation.app.dashboardSkippingDamagedRows(vehicle: invocation.arguments[CommonOptions.onlyVehicle])
        let dashboard = salvaged.value
        let today = dashboard.today
        let alerts = dashboard.alerts()
        let rows = alerts.compactMap { alert in
            dashboard.vehicle(alert.vehicleID).map { AlertJSON(alert, vehicle: $0, today: today) }
        }
        let conflicts = try invocation.app.readingConflicts(vehicle: invocation.arguments[CommonOptions.onlyVehicle])
        let conflictRows = conflicts.compactMap { conflict in
            dashboard.vehicle(conflict.reading.vehicleID).map { ReadingConflictJSON(conflict, vehicle: $0.vehicle) }
        }
        // Edits of this account that a household member's replaced, until they are kept or dismissed.
        let lostEdits = try invocation.app.conflictCount()
        if invocation.wantsJSON {
            console.line(try Format.json(StatusJSON(
                today: today.isoString, alerts: rows, conflicts: conflictRows, lostEdits: lostEdits, damaged: salvaged.damagedRows)))
            return
        }
        let lostLine = lostEdits == 0 ? [] : [
            "[conflict] \(lostEdits) of your edits \(lostEdits == 1 ? "was" : "were") replaced by a household member's: "
                + "see 'glovebox conflicts list'",
        ]
        guard !alerts.isEmpty || !conflictRows.isEmpty || lostEdits > 0 else {
            console.line("nothing to watch: no deadlines or maintenance items")
            return
        }
        var lines = lostLine + conflictRows.map(\.line)
        for alert in alerts {
            let vehicleName = dashboard.vehicle(alert.vehicleID)?.vehicle.name ?? alert.vehicleID.rawValue
            switch alert.subject {
            case .deadline(let deadline):
                lines.append("[\(Format.word(alert.state))] \(vehicleName): \(deadline.title) due \(deadline.dueDate)")
            case .maintenance(let status):
                lines.append("[\(Format.word(alert.state))] \(vehicleName): " + describe(status))
            }
        }
        console.line(lines.joined(separator: "\n"))
    }

    /// `spend` without options: the widgets' six months, as the command always printed them.
    static func printWidgetSpend(_ invocation: Invocation) throws {
        let console = invocation.console
        let report = try invocation.app.spend(vehicle: invocation.arguments[CommonOptions.onlyVehicle])
        let (records, rates, vehicle) = (report.records, report.rates, report.vehicle)
        let spend = records.monthlySpend(vehicleID: vehicle?.id, rates: rates)
        if invocation.wantsJSON {
            console.line(try Format.json(SpendJSON(spend, vehicle: vehicle)))
            return
        }
        var table = [["MONTH", "TOTAL", "RECORDS", "WITHOUT RATE"]]
        for month in spend.months {
            table.append([month.month.isoString, Format.money(month.total), String(month.recordCount), String(month.unconvertedCount)])
        }
        table.append(["total", Format.money(spend.total), String(spend.months.reduce(0) { $0 + $1.recordCount }), String(spend.unconvertedCount)])
        console.line((vehicle.map { "\($0.name)\n" } ?? "all vehicles\n") + Format.table(table))
        if !spend.isComplete {
            let unconverted = Set(spend.months.flatMap(\.unconvertedExpenseIDs))
            try printMissingRates(
                of: records.expenses.filter { unconverted.contains($0.id) }, count: spend.unconvertedCount,
                home: records.homeCurrency, rates: rates, in: invocation)
        }
    }

    /// The expenses a spend report left out for want of a rate: each reason with what fixes it (an
    /// import only where a rates file can have the rate).
    static func printMissingRates(
        of expenses: [Expense], count: Int, home: CurrencyCode, rates: ExchangeRates, in invocation: Invocation
    ) throws {
        let reasons = try invocation.app.missingRates(of: expenses, into: home, rates: rates)
        invocation.console.line("\(count) record(s) had no exchange rate for their date and are not in the totals:")
        for (reason, count) in reasons {
            invocation.console.line("  " + RateHint.line(reason, count: count, home: home))
        }
    }

    /// One line about a maintenance item's status.
    static func describe(_ status: MaintenanceStatus) -> String {
        var parts = ["\(status.item.name):"]
        if let due = status.dueDate { parts.append("due \(due)") }
        if let dueOdometer = status.dueOdometer {
            parts.append("at \(Format.distance(dueOdometer, status.distanceUnit))")
            if let remaining = status.remainingDistance {
                parts.append(remaining >= 0
                    ? "(\(Format.distance(remaining, status.distanceUnit)) remaining)"
                    : "(\(Format.distance(-remaining, status.distanceUnit)) over)")
            }
        }
        if let projected = status.projectedDate { parts.append("expected around \(projected)") }
        if case .stale(let last) = status.forecastStatus, status.dueOdometer != nil {
            parts.append("(no date forecast: last reading \(last) is too old)")
        }
        if status.isPostponed { parts.append("[postponed]") }
        parts.append("— \(Format.word(status.state))")
        return parts.joined(separator: " ")
    }
}
