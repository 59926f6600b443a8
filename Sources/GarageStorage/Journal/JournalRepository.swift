/// The journal: each committed change of an account with what it replaced, so that an undo can write it back.
///
/// A view of the logbook (``GarageStore/journal``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct JournalRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// The journal.
    public var journal: JournalRepository { JournalRepository(store: self) }
}
