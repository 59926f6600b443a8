import GarageRules
import GarageStorage

extension ImportLubeLogger {
    /// A batch of an export's rows made ready to store (`checkBatches`), off the thread that writes
    /// them: what that thread does with it touches nothing but the store.
    struct CheckedBatch: Sendable {
        /// The ids of the records to insert, in row order: claimed together before anything is.
        var ids: [GarageID] = []
        /// Those records' values, as `ImportCheck` built them, in the same order.
        var records: [FieldValues] = []
        /// What the logbook remembers of the rows (`ImportedRowRepository.remember`): the rows known by
        /// their fingerprint, then those known by their source, each in key order; empty in a dry run
        /// and once a row was refused, when nothing is kept.
        var remembered: [ImportedRow] = []
        /// What stopped the walk at this batch: thrown once `ids` are claimed, since a repeated or taken
        /// id of an earlier row is refused first.
        var failure: (any Error)?
    }
}
