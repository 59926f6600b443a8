import GarageRules
import GarageStorage
import SharedContainer

/// Exports and backups: what the logbook holds, written into files the user keeps. Both read one
/// consistent state of the logbook, and neither changes it.
extension AppSession {
    /// Writes everything the logbook holds for the signed-in account into one export document at
    /// `path` (see ``LogbookExport``), streaming from the logbook in one read transaction. Refused when
    /// nobody is signed in or `path` exists (unless `replacing`); the file is written durably with mode
    /// 0600 (see ``DurableFile``).
    public func export(
        to path: String, replacing: Bool = false, fileSystem: any FileSystem = POSIXFileSystem()
    ) throws -> ExportSummary {
        try store().read { store in
            guard let account = try store.accounts.signedIn() else { throw GarageError.signedOut }
            var summary = ExportSummary(account: account, path: path)
            let file = try DurableFile(path: path, replacing: replacing, fileSystem: fileSystem)
            try ExportJSONWriter(store: store, file: file).write(account: account, into: &summary)
            try file.commit()
            summary.byteCount = file.byteCount
            return summary
        }
    }

    /// Writes the same as ``export(to:replacing:fileSystem:)`` as one CSV file per record kind into
    /// `directory` (created with mode 0700 when missing; see ``ExportCSVWriter``).
    public func exportCSV(
        into directory: String, replacing: Bool = false, fileSystem: any FileSystem = POSIXFileSystem()
    ) throws -> ExportSummary {
        try store().read { store in
            guard let account = try store.accounts.signedIn() else { throw GarageError.signedOut }
            var summary = ExportSummary(account: account, path: directory)
            try ExportCSVWriter(store: store, directory: directory, replacing: replacing, fileSystem: fileSystem)
                .write(account: account, into: &summary)
            return summary
        }
    }

    /// Copies the whole logbook file — every account on this device, the journal, the rates — into
    /// `path` as it is committed now, while other commands may go on writing (`VACUUM INTO` reads one
    /// snapshot); the copy is a logbook `glovebox` opens like its own. Refused when nobody is signed
    /// in or `path` exists (unless `replacing`); written durably with mode 0600. Returns its size.
    @discardableResult
    public func backUp(
        to path: String, replacing: Bool = false, fileSystem: any FileSystem = POSIXFileSystem()
    ) throws -> Int {
        let store = try store()
        guard try store.accounts.signedIn() != nil else { throw GarageError.signedOut }
        // The temporary file is created empty (0600, O_EXCL) for SQLite to fill: VACUUM INTO writes
        // into an empty file as into a new one, and the file keeps the mode it was created with.
        let file = try DurableFile(path: path, replacing: replacing, fileSystem: fileSystem)
        try store.backUp(into: file.temporaryPath)
        try file.commit()
        return try fileSystem.status(ofPath: path).size
    }
}
