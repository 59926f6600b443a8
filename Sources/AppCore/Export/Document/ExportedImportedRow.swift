import GarageRules
import GarageStorage

/// What an import remembers of one row it stored into a vehicle: which row of a file it was (the
/// fingerprint of what it said, and which of the identical rows of that file), and the record it
/// became (which may have been removed since: then a re-import leaves it out too).
///
/// The fingerprint is a 64-bit signed integer written as decimal text: a JSON number is a double
/// to many readers (JavaScript, jq), exact only up to 2^53, and a fingerprint uses all 64 bits. The
/// import's journal entry is the logbook's own and is not written: a restore points the rows at
/// its own entry.
struct ExportedImportedRow: ExportedTableRow, Equatable {
    enum CodingKeys: String, CodingKey { case vehicleId, fingerprint, occurrence, recordId }

    var vehicleId: String
    var fingerprint: String
    var occurrence: Int
    var recordId: String

    init(_ row: ImportedRow, vehicleID: GarageID) {
        vehicleId = vehicleID.rawValue
        fingerprint = String(row.fingerprint)
        occurrence = row.occurrence
        recordId = row.recordID.rawValue
    }

    static let columns = ["vehicleId", "fingerprint", "occurrence", "recordId"]

    var fields: [ExportField] {
        [.init(CodingKeys.vehicleId, .string(vehicleId)), .init(CodingKeys.fingerprint, .string(fingerprint)),
         .init(CodingKeys.occurrence, .integer(Int64(occurrence))), .init(CodingKeys.recordId, .string(recordId))]
    }
}
