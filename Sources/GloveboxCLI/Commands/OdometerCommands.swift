import AppCore
import ArgumentParsing
import GarageRules
import WidgetContract

/// `odometer list`, `odometer show`, `odometer edit` and `odometer remove` (`odometer log` is with
/// the other records' adds).
enum OdometerCommands {
    static let all = [list, show, edit, remove]

    static let list = GloveboxCommand(
        ["odometer", "list"], summary: "list the latest readings logged on their own, oldest first",
        arguments: [CommonOptions.listedVehicle], options: [CommonOptions.limit], reads: true
    ) { invocation in
        let page = try invocation.app.odometerEntries(
            vehicle: invocation.arguments[CommonOptions.listedVehicle],
            limit: invocation.arguments[CommonOptions.limit] ?? CommonOptions.defaultLimit)
        let rows = page.records.map { OdometerEntryJSON($0.entry, vehicle: $0.vehicle) }
        try CommonOptions.printList(rows, page: page, kind: .kindReadings, in: invocation) { rows, words in
            [[CLIMessage.headerID, .headerDate, .headerVehicle, .headerOdometer, .headerNote].map { words.text($0) }] + rows.map {
                [$0.id, words.day(iso: $0.date), $0.vehicleName,
                 words.distance($0.value, DistanceUnit(rawValue: $0.unit) ?? .kilometres)
                    + ($0.isCorrection ? " " + words.text(.odometerCorrectionMark) : ""), Format.oneLine($0.note)]
            }
        }
    }

    static let show = GloveboxCommand(
        ["odometer", "show"], summary: "show one reading", arguments: [CommonOptions.recordID], reads: true
    ) { invocation in
        let detail = try invocation.app.odometerEntry(id: invocation.arguments[CommonOptions.recordID])
        let (entry, vehicle) = (detail.entry, detail.vehicle)
        let row = OdometerEntryJSON(entry, vehicle: vehicle)
        if invocation.wantsJSON { return invocation.console.line(try Format.json(row)) }
        let words = invocation.words
        let line = words.text(.odometerShow, [
            "id": row.id, "vehicle": vehicle.name, "distance": words.distance(entry.value, vehicle.distanceUnit), "day": words.day(entry.date),
        ])
        invocation.console.line(line + (entry.isCorrection ? " " + words.text(.odometerShowCorrection) : "")
            + (entry.note.map { "\n  " + words.text(.noteLine, ["note": Format.oneLine($0)]) } ?? ""))
    }

    static let value = Option(
        "--value", value: "N", help: "the odometer, in the vehicle's unit", parse: .integer(in: 0...Garage.maximumOdometer))
    static let date = Option("--date", value: "YYYY-MM-DD", help: "the day of the reading", parse: .day)
    static let correction = Flag("--correct", help: "mark it a correction (it may then be lower than earlier readings)")
    static let notCorrection = Flag("--not-correction", help: "mark it a plain reading again")

    static let edit = GloveboxCommand(
        ["odometer", "edit"], summary: "change a reading: its value, day, correction mark or note",
        arguments: [CommonOptions.recordID], options: [value, date, correction, notCorrection, CommonOptions.note],
        discussion: "The reading is checked as a new one is, against the readings around it. An empty --note clears it."
    ) { invocation in
        let arguments = invocation.arguments
        if arguments[correction] && arguments[notCorrection] {
            throw invocation.usageError(.usageNotBoth, ["first": "--correct", "second": "--not-correction"])
        }
        let entry = try invocation.app.perform(EditOdometerEntry(
            id: arguments[CommonOptions.recordID], value: arguments[value], date: arguments[date],
            isCorrection: arguments[correction] ? true : arguments[notCorrection] ? false : nil,
            note: arguments[CommonOptions.note]))
        let words = invocation.words
        invocation.console.line(words.text(.odometerChanged, [
            "id": entry.id.rawValue, "value": words.number(entry.value), "day": words.day(entry.date),
        ]))
    }

    static let remove = GloveboxCommand(
        ["odometer", "remove"], summary: "remove a reading ('glovebox undo' brings it back)",
        arguments: [CommonOptions.recordID]
    ) { invocation in
        let id = invocation.arguments[CommonOptions.recordID]
        let vehicle = try invocation.app.perform(RemoveRecord(.odometerEntry, id: id))
        invocation.console.line(invocation.words.text(.odometerRemoved, ["id": id, "vehicle": vehicle.name]))
    }
}

/// A reading logged on its own, as the `--json` outputs print it.
struct OdometerEntryJSON: Encodable {
    /// What `--json` prints: the record's own shape, then what the command adds.
    private let json: RecordJSON
    let id: String
    let vehicleId: String
    let vehicleName: String
    let date: String
    let value: Int
    let unit: String
    let isCorrection: Bool
    let note: String?

    init(_ entry: OdometerEntry, vehicle: Vehicle) {
        id = entry.id.rawValue
        vehicleId = vehicle.id.rawValue
        vehicleName = vehicle.name
        date = entry.date.isoString
        value = entry.value
        unit = vehicle.distanceUnit.rawValue
        isCorrection = entry.isCorrection
        note = entry.note
        json = RecordJSON(entry, adding: [("vehicleName", .text(vehicleName)), ("unit", .text(unit))])
    }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
