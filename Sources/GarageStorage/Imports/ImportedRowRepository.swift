/// What imports remember of the rows they stored, so that importing the same file again adds nothing.
///
/// A view of the logbook (``GarageStore/importedRows``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct ImportedRowRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// What imports remember of the rows they stored, so that importing the same file again adds nothing.
    public var importedRows: ImportedRowRepository { ImportedRowRepository(store: self) }
}
