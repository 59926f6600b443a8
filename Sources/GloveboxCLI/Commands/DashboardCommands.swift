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
        let words = invocation.words
        let lostLine = lostEdits == 0 ? [] : [words.plural(.lostEdits, count: lostEdits)]
        guard !alerts.isEmpty || !conflictRows.isEmpty || lostEdits > 0 else {
            console.line(words.text(.statusNothingToWatch))
            return
        }
        var lines = lostLine + conflicts.compactMap { conflict in
            dashboard.vehicle(conflict.reading.vehicleID).map { ReadingConflictJSON.line(conflict, vehicle: $0.vehicle, words: words) }
        }
        for alert in alerts {
            let vehicleName = dashboard.vehicle(alert.vehicleID)?.vehicle.name ?? alert.vehicleID.rawValue
            switch alert.subject {
            case .deadline(let deadline):
                lines.append(words.text(.alertDeadline, [
                    "state": words.state(alert.state), "vehicle": vehicleName,
                    "title": words.title(deadline.title, kind: deadline.kind), "day": words.day(deadline.dueDate),
                ]))
            case .maintenance(let status):
                lines.append(words.text(.alertMaintenance, [
                    "state": words.state(alert.state), "vehicle": vehicleName, "item": describe(status, words: words),
                ]))
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
        let words = invocation.words
        var table = [[.headerMonth, .headerTotal, .headerRecords, .headerWithoutRate].map { words.text($0) }]
        for month in spend.months {
            table.append([words.month(month.month), words.money(month.total), words.count(month.recordCount), words.count(month.unconvertedCount)])
        }
        let recordCount = spend.months.reduce(0) { $0 + $1.recordCount }
        table.append([words.text(.spendTotalRow), words.money(spend.total), words.count(recordCount), words.count(spend.unconvertedCount)])
        console.line((vehicle?.name ?? words.text(.allVehicles)) + "\n" + Format.table(table))
        if !spend.isComplete {
            try printMissingRates(
                of: report.unconverted, count: spend.unconvertedCount,
                home: records.homeCurrency, rates: rates, in: invocation)
        }
    }

    /// The expenses a spend report left out for want of a rate: each reason with what fixes it (an
    /// import only where a rates file can have the rate).
    static func printMissingRates(
        of expenses: [Expense], count: Int, home: CurrencyCode, rates: ExchangeRates, in invocation: Invocation
    ) throws {
        let reasons = try invocation.app.missingRates(of: expenses, into: home, rates: rates)
        let words = invocation.words
        invocation.console.line(words.plural(.missingRates, count: count))
        for (reason, count) in reasons {
            invocation.console.line("  " + RateHint.line(reason, count: count, home: home, words: words))
        }
    }

    /// One line about a maintenance item's status, in `words`' language.
    static func describe(_ status: MaintenanceStatus, words: CLIWords = .english) -> String {
        let unit = status.distanceUnit
        var parts = [words.text(.itemName, ["item": status.item.name])]
        if let due = status.dueDate { parts.append(words.text(.itemDue, ["day": words.day(due)])) }
        if let dueOdometer = status.dueOdometer {
            parts.append(words.text(.itemAt, ["distance": words.distance(dueOdometer, unit)]))
            if let remaining = status.remainingDistance {
                parts.append(remaining >= 0
                    ? words.text(.itemRemaining, ["distance": words.distance(remaining, unit)])
                    : words.text(.itemOver, ["distance": words.distance(-remaining, unit)]))
            }
        }
        if let projected = status.projectedDate { parts.append(words.text(.itemExpected, ["day": words.day(projected)])) }
        if case .stale(let last) = status.forecastStatus, status.dueOdometer != nil {
            parts.append(words.text(.itemStaleForecast, ["day": words.day(last)]))
        }
        if status.isPostponed { parts.append(words.text(.itemPostponed)) }
        parts.append(words.text(.itemState, ["state": words.state(status.state)]))
        return parts.joined(separator: " ")
    }
}
