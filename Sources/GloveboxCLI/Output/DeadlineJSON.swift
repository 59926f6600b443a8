import GarageRules
import WidgetContract

/// A deadline as the `--json` outputs print it.
struct DeadlineJSON: Encodable {
    /// What `--json` prints: the record's own shape, then what the command adds.
    private let json: RecordJSON
    let id: String
    let vehicleId: String
    let vehicleName: String
    let kind: String
    let title: String
    let dueDate: String
    let warningFrom: String
    let everyMonths: Int?
    let state: String

    init(_ deadline: Deadline, vehicle: Vehicle, today: CalendarDay) {
        id = deadline.id.rawValue
        vehicleId = vehicle.id.rawValue
        vehicleName = vehicle.name
        kind = deadline.kind.rawValue
        title = deadline.title
        dueDate = deadline.dueDate.isoString
        warningFrom = deadline.warningFrom.isoString
        everyMonths = deadline.recurrence.months
        state = deadline.state(on: today).rawValue
        json = RecordJSON(deadline, adding: [
            ("vehicleName", .text(vehicleName)), ("warningFrom", .text(warningFrom)), ("state", .text(state)),
        ])
    }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
