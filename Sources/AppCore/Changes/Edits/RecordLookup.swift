import GarageRules
import GarageStorage

extension ChangeContext {
    /// A record of the signed-in account by the id a user typed, with its vehicle; `unknownRecord`
    /// when there is none (another account's record included: it is not in this account's logbook).
    func record<Record>(
        _ kind: String, id text: String, _ find: (GarageID) throws -> Record?, vehicleOf: (Record) -> GarageID
    ) throws -> (record: Record, vehicle: Vehicle) {
        _ = try signedInAccount()
        guard let id = GarageID(rawValue: text), let record = try find(id),
              let vehicle = try store.vehicle(id: vehicleOf(record))
        else { throw GarageError.unknownRecord(kind: kind, id: text) }
        return (record, vehicle)
    }
}
