/// Each record kind of the export read from its JSON object, field by field in the order the kind
/// declares them, refusing a missing required field or a value of another type at its path.
extension ExportedAccount {
    init(reading object: JSONObject) throws(RestoreError) {
        name = try object.string(CodingKeys.name)
        plan = try object.string(CodingKeys.plan)
    }
}

extension ExportedPreferences {
    init(reading object: JSONObject) throws(RestoreError) {
        currency = try object.optionalString(CodingKeys.currency)
        locale = try object.optionalString(CodingKeys.locale)
        lock = try object.optionalString(CodingKeys.lock)
        timezone = try object.optionalString(CodingKeys.timezone)
        economy = try object.optionalString(CodingKeys.economy)
    }
}

extension ExportedVehicle {
    init(reading object: JSONObject) throws(RestoreError) {
        id = try object.string(CodingKeys.id)
        name = try object.string(CodingKeys.name)
        make = try object.optionalString(CodingKeys.make)
        model = try object.optionalString(CodingKeys.model)
        year = try object.optionalInt(CodingKeys.year)
        licencePlate = try object.optionalString(CodingKeys.licencePlate)
        distanceUnit = try object.string(CodingKeys.distanceUnit)
        role = try object.string(CodingKeys.role)
    }
}

extension ExportedOdometer {
    init(reading object: JSONObject) throws(RestoreError) {
        value = try object.int(CodingKeys.value)
        isCorrection = try object.bool(CodingKeys.isCorrection)
    }

    static func optional(_ key: some CodingKey, in object: JSONObject) throws(RestoreError) -> ExportedOdometer? {
        guard let mark = try object.optionalObject(key) else { return nil }
        return try ExportedOdometer(reading: mark)
    }
}

extension ExportedOdometerEntry {
    init(reading object: JSONObject) throws(RestoreError) {
        id = try object.string(CodingKeys.id)
        vehicleId = try object.string(CodingKeys.vehicleId)
        date = try object.string(CodingKeys.date)
        value = try object.int(CodingKeys.value)
        isCorrection = try object.bool(CodingKeys.isCorrection)
        note = try object.optionalString(CodingKeys.note)
    }
}

extension ExportedExpense {
    init(reading object: JSONObject) throws(RestoreError) {
        id = try object.string(CodingKeys.id)
        vehicleId = try object.string(CodingKeys.vehicleId)
        date = try object.string(CodingKeys.date)
        amount = try object.string(CodingKeys.amount)
        currency = try object.string(CodingKeys.currency)
        category = try object.string(CodingKeys.category)
        note = try object.optionalString(CodingKeys.note)
        odometer = try ExportedOdometer.optional(CodingKeys.odometer, in: object)
        fuelQuantity = try object.optionalString(CodingKeys.fuelQuantity)
        if let rate = try object.optionalObject(CodingKeys.userRate) {
            userRate = UserRate(quote: try rate.string(UserRate.CodingKeys.quote), rate: try rate.string(UserRate.CodingKeys.rate))
        } else {
            userRate = nil
        }
        serviceId = try object.optionalString(CodingKeys.serviceId)
        if let fill = try object.optionalObject(CodingKeys.fuelFill) {
            fuelFill = FuelFill(
                unit: try fill.string(FuelFill.CodingKeys.unit), isFull: try fill.bool(FuelFill.CodingKeys.isFull),
                missedPrevious: try fill.bool(FuelFill.CodingKeys.missedPrevious))
        } else {
            fuelFill = nil
        }
    }
}

extension ExportedMaintenanceItem {
    init(reading object: JSONObject) throws(RestoreError) {
        id = try object.string(CodingKeys.id)
        vehicleId = try object.string(CodingKeys.vehicleId)
        name = try object.string(CodingKeys.name)
        everyMonths = try object.optionalInt(CodingKeys.everyMonths)
        everyDistance = try object.optionalInt(CodingKeys.everyDistance)
        warningDays = try object.optionalInt(CodingKeys.warningDays)
        warningDistance = try object.optionalInt(CodingKeys.warningDistance)
        firstDueDate = try object.optionalString(CodingKeys.firstDueDate)
        firstDueOdometer = try object.optionalInt(CodingKeys.firstDueOdometer)
        startDate = try object.string(CodingKeys.startDate)
        startOdometer = try object.optionalInt(CodingKeys.startOdometer)
        if let moved = try object.optionalObject(CodingKeys.postponement) {
            postponement = Postponement(
                dueDate: try moved.optionalString(Postponement.CodingKeys.dueDate),
                dueOdometer: try moved.optionalInt(Postponement.CodingKeys.dueOdometer))
        } else {
            postponement = nil
        }
    }
}

extension ExportedService {
    init(reading object: JSONObject) throws(RestoreError) {
        id = try object.string(CodingKeys.id)
        vehicleId = try object.string(CodingKeys.vehicleId)
        itemId = try object.string(CodingKeys.itemId)
        date = try object.string(CodingKeys.date)
        odometer = try ExportedOdometer.optional(CodingKeys.odometer, in: object)
        note = try object.optionalString(CodingKeys.note)
    }
}

extension ExportedDeadline {
    init(reading object: JSONObject) throws(RestoreError) {
        id = try object.string(CodingKeys.id)
        vehicleId = try object.string(CodingKeys.vehicleId)
        kind = try object.string(CodingKeys.kind)
        title = try object.string(CodingKeys.title)
        dueDate = try object.string(CodingKeys.dueDate)
        warningDays = try object.optionalInt(CodingKeys.warningDays)
        everyMonths = try object.optionalInt(CodingKeys.everyMonths)
        scheduleAnchor = try object.string(CodingKeys.scheduleAnchor)
    }
}

extension ExportedRate {
    init(reading object: JSONObject) throws(RestoreError) {
        currency = try object.string(CodingKeys.currency)
        day = try object.string(CodingKeys.day)
        perEuro = try object.string(CodingKeys.perEuro)
    }
}

extension ExportedDamagedRow {
    /// The fields of a damaged row a restore reads (its columns are only skipped: it is not restored).
    static let readFields = [CodingKeys.table, .id, .reason].map(\.stringValue)

    init(reading object: JSONObject) throws(RestoreError) {
        table = try object.string(CodingKeys.table)
        id = try object.string(CodingKeys.id)
        reason = try object.string(CodingKeys.reason)
    }
}

extension ExportedImportedRow {
    init(reading object: JSONObject) throws(RestoreError) {
        vehicleId = try object.string(CodingKeys.vehicleId)
        fingerprint = try object.string(CodingKeys.fingerprint)
        occurrence = try object.int(CodingKeys.occurrence)
        recordId = try object.string(CodingKeys.recordId)
    }
}
