import AppCore
import AppLifecycle
import GarageRules
import WidgetContract

/// Prints the screen of a read destination: a vehicle's details, a deadline, a maintenance
/// item, or a month of spend. An id that is not in the logbook is an error, which the router
/// reports as "can't open this link: …".
final class CLIScreenPresenter: ScreenPresenting, @unchecked Sendable {
    // Called by the router on the command's own thread only (see `CLIFormHandler`).
    private let app: AppSession
    private let console: Console

    init(app: AppSession, console: Console) {
        self.app = app
        self.console = console
    }

    func showScreen(for link: DeepLink) throws {
        switch link {
        case .vehicle(let id):
            try VehicleCommands.show.run(parsing: ["--", id], app: app, console: console)
        case .deadline(let id):
            try showDeadline(id)
        case .maintenance(let vehicleId, let itemId):
            try showMaintenance(vehicleId: vehicleId, itemId: itemId)
        case .spend(let vehicleId, let month):
            try showSpend(vehicleId: vehicleId, month: month)
        case .newOdometerReading, .newExpense:
            // Form links never reach a screen: the router hands them to the form handler.
            throw CLIError.runtime("\(link.urlString) is a form, not a screen")
        }
    }

    private func showDeadline(_ id: String) throws {
        guard let detail = try app.deadline(id: id) else { throw CLIError.validation("no deadline '\(id)'") }
        let (deadline, vehicle) = (detail.deadline, detail.vehicle)
        console.line("""
            \(deadline.title) (\(deadline.kind.rawValue)) — \(vehicle.name)
              due \(deadline.dueDate), \(deadline.state(on: try app.today()).rawValue)
            """)
    }

    private func showMaintenance(vehicleId: String, itemId: String) throws {
        let entry = try app.vehicleDashboard(vehicleId).vehicle
        guard let status = entry.maintenance.first(where: { $0.item.id.rawValue == itemId })
        else { throw GarageError.unknownMaintenanceItem(itemId, vehicle: entry.vehicle.name) }
        console.line("\(entry.vehicle.name): " + DashboardCommands.describe(status))
    }

    private func showSpend(vehicleId: String?, month: CalendarMonth?) throws {
        let report = try app.spend(vehicle: vehicleId)
        let (records, rates, vehicle) = (report.records, report.rates, report.vehicle)
        let spend = records.monthlySpend(vehicleID: vehicle?.id, rates: rates)
        let wanted = month ?? records.today.calendarMonth
        guard let row = spend.months.first(where: { $0.month == wanted }) else {
            throw CLIError.validation("month \(wanted) is not one of the last \(spend.months.count) months")
        }
        var lines = ["spend in \(wanted) — \(vehicle?.name ?? "all vehicles")",
                     "  total: \(row.total) (\(row.recordCount) record(s))"]
        if row.unconvertedCount > 0 {
            lines.append("  \(row.unconvertedCount) record(s) had no exchange rate and are not in the total")
        }
        console.line(lines.joined(separator: "\n"))
    }
}
