import AppCore
import ArgumentParsing
import GarageRules
import WidgetContract

/// `service list`, `service show`, `service edit` and `service remove`: the services logged with
/// `maintenance done`.
enum ServiceCommands {
    static let all = [list, show, edit, remove]

    static let list = GloveboxCommand(
        ["service", "list"], summary: "list the latest logged services, oldest first",
        arguments: [CommonOptions.listedVehicle], options: [CommonOptions.limit], reads: true
    ) { invocation in
        let page = try invocation.app.services(
            vehicle: invocation.arguments[CommonOptions.listedVehicle],
            limit: invocation.arguments[CommonOptions.limit] ?? CommonOptions.defaultLimit)
        let rows = page.records.map { ServiceJSON($0.service, item: $0.item, vehicle: $0.vehicle) }
        try CommonOptions.printList(rows, page: page, kind: .kindServices, in: invocation) { rows, words in
            let header = [CLIMessage.headerID, .headerDate, .headerVehicle, .headerItem, .headerOdometer, .headerCost, .headerNote]
            return [header.map { words.text($0) }] + rows.map {
                [$0.id, words.day(iso: $0.date), $0.vehicleName, $0.itemName ?? $0.itemId, $0.odometer.map(words.number) ?? "-",
                 $0.cost.map { words.amount(text: $0.amount, currency: $0.currency) } ?? "-", Format.oneLine($0.note)]
            }
        }
    }

    static let show = GloveboxCommand(
        ["service", "show"], summary: "show one logged service", arguments: [CommonOptions.recordID], reads: true
    ) { invocation in
        let detail = try invocation.app.service(id: invocation.arguments[CommonOptions.recordID])
        let (service, item, vehicle) = (detail.service, detail.item, detail.vehicle)
        let row = ServiceJSON(service, item: item, vehicle: vehicle)
        if invocation.wantsJSON { return invocation.console.line(try Format.json(row)) }
        let words = invocation.words
        var lines = [words.text(.serviceShow, [
            "id": row.id, "vehicle": vehicle.name, "item": row.itemName ?? row.itemId, "day": words.day(service.date),
        ])]
        if let odometer = service.odometer {
            lines.append("  " + words.text(.expenseOdometer, ["distance": words.distance(odometer.value, vehicle.distanceUnit)]))
        }
        if let cost = service.cost { lines.append("  " + words.text(.costLine, ["amount": words.money(cost)])) }
        if let note = service.note { lines.append("  " + words.text(.noteLine, ["note": Format.oneLine(note)])) }
        invocation.console.line(lines.joined(separator: "\n"))
    }

    static let date = Option("--date", value: "YYYY-MM-DD", help: "the day it was done", parse: .day)
    static let odometer = Option(
        "--odometer", value: "N", help: "the odometer then", parse: .integer(in: 0...Garage.maximumOdometer))
    static let noOdometer = Flag("--no-odometer", help: "drop the odometer")
    static let cost = Option("--cost", values: ["A", "CUR"], help: "what it cost (its service expense)") { words in
        try Money(parsing: words[0], currency: try CurrencyCode(words[1]))
    }
    static let noCost = Flag("--no-cost", help: "drop the cost (and its expense)")

    static let edit = GloveboxCommand(
        ["service", "edit"], summary: "change a logged service: its day, odometer, cost or note",
        arguments: [CommonOptions.recordID],
        options: [date, odometer, CommonOptions.correctsOdometer, noOdometer, cost, noCost, CommonOptions.note],
        discussion: "The service is checked as a new one is; its cost expense follows. An empty --note clears it; the item's postponement stays as it is."
    ) { invocation in
        let arguments = invocation.arguments
        let mark = try CommonOptions.edit(odometer, or: noOdometer, in: invocation).map { value in
            value.map { OdometerMark(value: $0, isCorrection: arguments[CommonOptions.correctsOdometer]) }
        }
        let service = try invocation.app.perform(EditService(
            id: arguments[CommonOptions.recordID], date: arguments[date], odometer: mark,
            cost: try CommonOptions.edit(cost, or: noCost, in: invocation), note: arguments[CommonOptions.note]))
        let words = invocation.words
        // The cost with its thousands grouped, as every amount (it once came out as "1234.56 EUR").
        invocation.console.line(words.text(.serviceChanged, ["id": service.id.rawValue, "day": words.day(service.date)])
            + (service.cost.map { " " + words.text(.maintenanceCost, ["amount": words.money($0)]) } ?? ""))
    }

    static let remove = GloveboxCommand(
        ["service", "remove"], summary: "remove a logged service and its cost ('glovebox undo' brings them back)",
        arguments: [CommonOptions.recordID]
    ) { invocation in
        let id = invocation.arguments[CommonOptions.recordID]
        let vehicle = try invocation.app.perform(RemoveRecord(.service, id: id))
        invocation.console.line(invocation.words.text(.serviceRemoved, ["id": id, "vehicle": vehicle.name]))
    }
}

/// A logged service, as the `--json` outputs print it.
struct ServiceJSON: Encodable {
    /// What `--json` prints: the record's own shape, then what the command adds.
    private let json: RecordJSON
    struct Cost: Encodable {
        let amount: String
        let currency: String
        let expenseId: String?
    }

    let id: String
    let vehicleId: String
    let vehicleName: String
    let itemId: String
    let itemName: String?
    let date: String
    let odometer: Int?
    let isCorrection: Bool
    let cost: Cost?
    let note: String?

    init(_ service: ServiceRecord, item: MaintenanceItem?, vehicle: Vehicle) {
        id = service.id.rawValue
        vehicleId = vehicle.id.rawValue
        vehicleName = vehicle.name
        itemId = service.itemID.rawValue
        itemName = item?.name
        date = service.date.isoString
        odometer = service.odometer?.value
        isCorrection = service.odometer?.isCorrection ?? false
        cost = service.cost.map { Cost(amount: $0.amountText, currency: $0.currency.code, expenseId: service.expenseID?.rawValue) }
        note = service.note
        json = RecordJSON(service, adding: [
            ("vehicleName", .text(vehicleName)), ("itemName", .text(itemName)),
            ("cost", .object(cost.map { cost in
                RecordJSON([("amount", .text(cost.amount)), ("currency", .text(cost.currency)), ("expenseId", .text(cost.expenseId))])
            })),
        ])
    }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
