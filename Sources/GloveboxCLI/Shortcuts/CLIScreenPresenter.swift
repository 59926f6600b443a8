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
            throw CLIError.runtime(app.words.text(.linkFormNotScreen, ["url": link.urlString]))
        }
    }

    private func showDeadline(_ id: String) throws {
        let words = app.words
        guard let detail = try app.deadline(id: id) else { throw CLIError.validation(words.text(.linkNoDeadline, ["id": id])) }
        let (deadline, vehicle) = (detail.deadline, detail.vehicle)
        console.line(words.text(.linkDeadlineScreen, [
            "title": words.title(deadline.title, kind: deadline.kind), "kind": words.kind(deadline.kind), "vehicle": vehicle.name,
            "day": words.day(deadline.dueDate), "state": words.state(word: deadline.state(on: try app.today()).rawValue),
        ]))
    }

    private func showMaintenance(vehicleId: String, itemId: String) throws {
        let entry = try app.vehicleDashboard(vehicleId).vehicle
        guard let status = entry.maintenance.first(where: { $0.item.id.rawValue == itemId })
        else { throw GarageError.unknownMaintenanceItem(itemId, vehicle: entry.vehicle.name) }
        console.line("\(entry.vehicle.name): " + DashboardCommands.describe(status, words: app.words))
    }

    private func showSpend(vehicleId: String?, month: CalendarMonth?) throws {
        let words = app.words
        let report = try app.spend(vehicle: vehicleId)
        let (records, rates, vehicle) = (report.records, report.rates, report.vehicle)
        let spend = records.monthlySpend(vehicleID: vehicle?.id, rates: rates)
        let wanted = month ?? records.today.calendarMonth
        guard let row = spend.months.first(where: { $0.month == wanted }) else {
            throw CLIError.validation(words.text(.linkMonthNotListed, ["month": words.month(wanted), "count": words.count(spend.months.count)]))
        }
        // English keeps the amount as this screen has always written it (`1234.56 EUR`).
        let total = words.language == .english ? row.total.description : words.money(row.total)
        var lines = [
            words.text(.linkSpendHeading, ["month": words.month(wanted), "vehicle": vehicle?.name ?? words.text(.allVehicles)]),
            words.text(.linkSpendTotal, ["total": total, "records": words.plural(.linkRecords, count: row.recordCount)]),
        ]
        if row.unconvertedCount > 0 { lines.append(words.plural(.linkUnconverted, count: row.unconvertedCount)) }
        console.line(lines.joined(separator: "\n"))
    }
}
