import GarageRules
import GarageStorage
import WidgetContract

/// `status` (the dashboard alerts) and `spend` (monthly spend in the home currency).
///
/// Both read through `loadSnapshotInput`, the partial load the widgets use, so that what the
/// command shows is what the widgets will show.
enum DashboardCommands {
    static let all = [status, spend]

    static let status = Command(
        ["status"], summary: "every deadline and maintenance item with its state, most urgent first",
        options: [.option("--vehicle", "V", help: "only this vehicle (id or name)")], isRead: true
    ) { invocation in
        let session = invocation.session
        let today = try session.today()
        let input = try session.store().loadSnapshotInput(today: today)
        let garage = input.garage
        let vehicleID = try invocation.arguments.value("--vehicle").map { text throws(GarageError) in try garage.vehicle(matching: text).id }
        let alerts = garage.alerts(today: today, vehicleID: vehicleID)
        let rows = alerts.compactMap { alert in
            garage.vehicle(id: alert.vehicleID).map { AlertJSON(alert, vehicle: $0, garage: garage, today: today) }
        }
        if invocation.wantsJSON {
            session.console.line(try Format.json(StatusJSON(today: today.isoString, alerts: rows)))
            return
        }
        guard !alerts.isEmpty else {
            session.console.line("nothing to watch: no deadlines or maintenance items")
            return
        }
        var lines: [String] = []
        for alert in alerts {
            let vehicleName = garage.vehicle(id: alert.vehicleID)?.name ?? alert.vehicleID.rawValue
            switch alert.subject {
            case .deadline(let deadline):
                lines.append("[\(alert.state.rawValue)] \(vehicleName): \(deadline.title) due \(deadline.dueDate)")
            case .maintenance(let status):
                lines.append("[\(alert.state.rawValue)] \(vehicleName): " + describe(status))
            }
        }
        session.console.line(lines.joined(separator: "\n"))
    }

    static let spend = Command(
        ["spend"], summary: "spending per month in the home currency, the last 6 months",
        options: [.option("--vehicle", "V", help: "only this vehicle (id or name)")], isRead: true
    ) { invocation in
        let session = invocation.session
        let today = try session.today()
        let input = try session.store().loadSnapshotInput(today: today)
        let vehicle = try invocation.arguments.value("--vehicle").map { text throws(GarageError) in try input.garage.vehicle(matching: text) }
        let spend = input.garage.monthlySpend(vehicleID: vehicle?.id, today: today, rates: input.rates)
        if invocation.wantsJSON {
            session.console.line(try Format.json(SpendJSON(spend, vehicle: vehicle)))
            return
        }
        var table = [["MONTH", "TOTAL", "RECORDS", "WITHOUT RATE"]]
        for month in spend.months {
            table.append([month.month.isoString, month.total.description, String(month.recordCount), String(month.unconvertedCount)])
        }
        table.append(["total", spend.total.description, String(spend.months.reduce(0) { $0 + $1.recordCount }), String(spend.unconvertedCount)])
        session.console.line((vehicle.map { "\($0.name)\n" } ?? "all vehicles\n") + Format.table(table))
        if !spend.isComplete {
            session.console.line("\(spend.unconvertedCount) record(s) had no exchange rate for their date and are not in the totals; import rates with 'glovebox rates import FILE'")
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
        parts.append("— \(status.state.rawValue)")
        return parts.joined(separator: " ")
    }
}
