/// The parts of the export that are not records read from their JSON objects, field by field,
/// refusing a missing required field or a value of another type at its path (records are read by
/// their descriptors: ``RecordExport/values(reading:kind:)``).
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
