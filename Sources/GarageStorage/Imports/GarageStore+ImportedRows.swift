import GarageRules

/// What the logbook remembers of the rows imports stored (schema version 4): one indexed probe per
/// row of a file, so that an import costs what its file holds, never what the logbook holds.
extension GarageStore {
    /// What became of a row imported before.
    public enum ImportedRowState: Equatable, Sendable {
        /// Its record is in the logbook (as imported, or edited since).
        case present
        /// Its record was removed after the import.
        case removed
        /// The import that stored it was undone.
        case undone
    }
}
