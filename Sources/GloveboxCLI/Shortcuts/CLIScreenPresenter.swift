import AppLifecycle
import GarageRules
import WidgetContract

/// Prints the screen of a read destination: a vehicle's details, a deadline, a maintenance
/// item, or a month of spend. An id that is not in the logbook is an error, which the router
/// reports as "can't open this link: …".
final class CLIScreenPresenter: ScreenPresenting, @unchecked Sendable {
    // Called by the router on the command's own thread only (see `CLIFormHandler`).
    private let session: AppSession

    init(session: AppSession) {
        self.session = session
    }

    func showScreen(for link: DeepLink) throws {
        switch link {
        case .vehicle(let id):
            let command = VehicleCommands.show
            try command.run(Invocation(arguments: try ArgumentParser(command: command).parse(["--", id]), session: session))
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
        let garage = try session.store().loadGarage()
        guard let deadline = garage.deadlines.first(where: { $0.id.rawValue == id }),
              let vehicle = garage.vehicle(id: deadline.vehicleID)
        else { throw CLIError.validation("no deadline '\(id)'") }
        let today = try session.today()
        session.console.line("""
            \(deadline.title) (\(deadline.kind.rawValue)) — \(vehicle.name)
              due \(deadline.dueDate), \(deadline.state(on: today).rawValue)
            """)
    }

    private func showMaintenance(vehicleId: String, itemId: String) throws {
        let garage = try session.store().loadGarage()
        let vehicle = try garage.vehicle(matching: vehicleId)
        let today = try session.today()
        guard let status = garage.maintenanceStatuses(for: vehicle.id, today: today)
            .first(where: { $0.item.id.rawValue == itemId })
        else { throw GarageError.unknownMaintenanceItem(itemId, vehicle: vehicle.name) }
        session.console.line("\(vehicle.name): " + DashboardCommands.describe(status))
    }

    private func showSpend(vehicleId: String?, month: CalendarMonth?) throws {
        let today = try session.today()
        let input = try session.store().loadSnapshotInput(today: today)
        let vehicle = try vehicleId.map { id throws(GarageError) in try input.garage.vehicle(matching: id) }
        let spend = input.garage.monthlySpend(vehicleID: vehicle?.id, today: today, rates: input.rates)
        let wanted = month ?? today.calendarMonth
        guard let row = spend.months.first(where: { $0.month == wanted }) else {
            throw CLIError.validation("month \(wanted) is not one of the last \(spend.months.count) months")
        }
        var lines = ["spend in \(wanted) — \(vehicle?.name ?? "all vehicles")",
                     "  total: \(row.total) (\(row.recordCount) record(s))"]
        if row.unconvertedCount > 0 {
            lines.append("  \(row.unconvertedCount) record(s) had no exchange rate and are not in the total")
        }
        session.console.line(lines.joined(separator: "\n"))
    }
}
