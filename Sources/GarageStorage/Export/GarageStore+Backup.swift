/// A copy of the whole logbook file, taken while other connections may be writing.
extension GarageStore {
    /// Writes a consistent copy of the whole logbook — every account on this device, the journal
    /// and the rates — into `path`, which must not exist or be an empty file.
    ///
    /// `VACUUM INTO` reads the database in one read transaction, so the copy holds exactly what was
    /// committed when it started, whatever other connections commit meanwhile (in WAL mode they do
    /// not wait for it). It does not sync what it writes: the caller makes the file durable.
    /// It cannot run inside a transaction.
    public func backUp(into path: String) throws {
        let statement = try database.prepare("VACUUM INTO ?")
        try statement.bind([path])
        while try statement.step() {}
    }
}
