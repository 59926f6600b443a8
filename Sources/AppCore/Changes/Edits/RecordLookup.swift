import GarageRules
import GarageStorage

extension GarageStore {
    /// A record of the signed-in account by the id a user typed (`word` says what it is, such as
    /// `reading`), with its vehicle; `unknownRecord`
    /// when there is none (another account's record included: it is not in this account's logbook).
    func record<Record>(
        _ word: String, id text: String, _ find: (GarageID) throws -> Record?, vehicleOf: (Record) -> GarageID
    ) throws -> (record: Record, vehicle: Vehicle) {
        guard let id = GarageID(rawValue: text), let record = try find(id), let vehicle = try vehicles.find(id: vehicleOf(record))
        else { throw GarageError.unknownRecord(kind: word, id: text) }
        return (record, vehicle)
    }
}

extension ChangeContext {
    /// A record of the signed-in account by the id a user typed, with its vehicle (see
    /// `GarageStore.record`); refused when nobody is signed in.
    func record<Record>(
        _ word: String, id text: String, _ find: (GarageID) throws -> Record?, vehicleOf: (Record) -> GarageID
    ) throws -> (record: Record, vehicle: Vehicle) {
        _ = try signedInAccount()
        return try store.record(word, id: text, find, vehicleOf: vehicleOf)
    }
}

extension GarageStore {
    /// ``record(_:id:_:vehicleOf:)`` for a record of `kind`, named by the kind's word.
    func record<Record>(
        _ kind: RecordKind, id text: String, _ find: (GarageID) throws -> Record?, vehicleOf: (Record) -> GarageID
    ) throws -> (record: Record, vehicle: Vehicle) {
        try record(kind.word, id: text, find, vehicleOf: vehicleOf)
    }
}

extension ChangeContext {
    /// ``record(_:id:_:vehicleOf:)`` for a record of `kind`, named by the kind's word.
    func record<Record>(
        _ kind: RecordKind, id text: String, _ find: (GarageID) throws -> Record?, vehicleOf: (Record) -> GarageID
    ) throws -> (record: Record, vehicle: Vehicle) {
        try record(kind.word, id: text, find, vehicleOf: vehicleOf)
    }
}
