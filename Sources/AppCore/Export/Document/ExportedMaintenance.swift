import GarageRules

/// A maintenance plan item with its postponement.
struct ExportedMaintenanceItem: ExportedRecord, Equatable {
    enum CodingKeys: String, CodingKey {
        case id, vehicleId, name, everyMonths, everyDistance, warningDays, warningDistance, firstDueDate,
             firstDueOdometer, startDate, startOdometer, postponement
    }

    /// The moved due point of the item's current occurrence.
    struct Postponement: Equatable {
        enum CodingKeys: String, CodingKey { case dueDate, dueOdometer }

        var dueDate: String?
        var dueOdometer: Int?
    }

    var id: String
    var vehicleId: String
    var name: String
    var everyMonths: Int?
    var everyDistance: Int?
    var warningDays: Int?
    var warningDistance: Int?
    var firstDueDate: String?
    var firstDueOdometer: Int?
    var startDate: String
    var startOdometer: Int?
    var postponement: Postponement?

    init(_ item: MaintenanceItem) {
        id = item.id.rawValue
        vehicleId = item.vehicleID.rawValue
        name = item.name
        everyMonths = item.intervalMonths
        everyDistance = item.intervalDistance
        warningDays = item.warningDays
        warningDistance = item.warningDistance
        firstDueDate = item.firstDueDate?.isoString
        firstDueOdometer = item.firstDueOdometer
        startDate = item.startDate.isoString
        startOdometer = item.startOdometer
        postponement = item.postponement.map { Postponement(dueDate: $0.dueDate?.isoString, dueOdometer: $0.dueOdometer) }
    }

    static let columns = [
        "id", "vehicleId", "name", "everyMonths", "everyDistance", "warningDays", "warningDistance", "firstDueDate",
        "firstDueOdometer", "startDate", "startOdometer", "postponement.dueDate", "postponement.dueOdometer",
    ]

    var fields: [ExportField] {
        let moved: ExportValue = postponement.map {
            .object([.init(Postponement.CodingKeys.dueDate, .text($0.dueDate)),
                     .init(Postponement.CodingKeys.dueOdometer, .number($0.dueOdometer))])
        } ?? .null
        return [
            .init(CodingKeys.id, .string(id)), .init(CodingKeys.vehicleId, .string(vehicleId)),
            .init(CodingKeys.name, .string(name)), .init(CodingKeys.everyMonths, .number(everyMonths)),
            .init(CodingKeys.everyDistance, .number(everyDistance)), .init(CodingKeys.warningDays, .number(warningDays)),
            .init(CodingKeys.warningDistance, .number(warningDistance)),
            .init(CodingKeys.firstDueDate, .text(firstDueDate)), .init(CodingKeys.firstDueOdometer, .number(firstDueOdometer)),
            .init(CodingKeys.startDate, .string(startDate)), .init(CodingKeys.startOdometer, .number(startOdometer)),
            .init(CodingKeys.postponement, moved),
        ]
    }
}

/// A logged service; its cost is the expense whose `serviceId` names it.
struct ExportedService: ExportedRecord, Equatable {
    enum CodingKeys: String, CodingKey { case id, vehicleId, itemId, date, odometer, note }

    var id: String
    var vehicleId: String
    var itemId: String
    var date: String
    var odometer: ExportedOdometer?
    var note: String?

    init(_ service: ServiceRecord) {
        id = service.id.rawValue
        vehicleId = service.vehicleID.rawValue
        itemId = service.itemID.rawValue
        date = service.date.isoString
        odometer = service.odometer.map(ExportedOdometer.init)
        note = service.note
    }

    static let columns = ["id", "vehicleId", "itemId", "date", "odometer.value", "odometer.isCorrection", "note"]

    var fields: [ExportField] {
        [.init(CodingKeys.id, .string(id)), .init(CodingKeys.vehicleId, .string(vehicleId)),
         .init(CodingKeys.itemId, .string(itemId)), .init(CodingKeys.date, .string(date)),
         .init(CodingKeys.odometer, ExportedOdometer.value(odometer)), .init(CodingKeys.note, .text(note))]
    }
}

/// A deadline: `everyMonths` is `null` for a one-off; `scheduleAnchor` keeps its day of the month.
struct ExportedDeadline: ExportedRecord, Equatable {
    enum CodingKeys: String, CodingKey { case id, vehicleId, kind, title, dueDate, warningDays, everyMonths, scheduleAnchor }

    var id: String
    var vehicleId: String
    var kind: String
    var title: String
    var dueDate: String
    var warningDays: Int?
    var everyMonths: Int?
    var scheduleAnchor: String

    init(_ deadline: Deadline) {
        id = deadline.id.rawValue
        vehicleId = deadline.vehicleID.rawValue
        kind = deadline.kind.rawValue
        title = deadline.title
        dueDate = deadline.dueDate.isoString
        warningDays = deadline.warningDays
        everyMonths = deadline.recurrence.months
        scheduleAnchor = deadline.scheduleAnchor.isoString
    }

    static let columns = ["id", "vehicleId", "kind", "title", "dueDate", "warningDays", "everyMonths", "scheduleAnchor"]

    var fields: [ExportField] {
        [.init(CodingKeys.id, .string(id)), .init(CodingKeys.vehicleId, .string(vehicleId)),
         .init(CodingKeys.kind, .string(kind)), .init(CodingKeys.title, .string(title)),
         .init(CodingKeys.dueDate, .string(dueDate)), .init(CodingKeys.warningDays, .number(warningDays)),
         .init(CodingKeys.everyMonths, .number(everyMonths)), .init(CodingKeys.scheduleAnchor, .string(scheduleAnchor))]
    }
}
