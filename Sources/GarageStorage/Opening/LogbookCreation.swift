import Foundation

/// Makes a new logbook so that no one ever finds it half made: it is created (mode 0600 from the
/// start) and migrated under a temporary name in the same directory, closed so that its write-ahead
/// log is checkpointed into it, synced, and only then given the logbook's name, after which the
/// directory is synced. So the logbook's name never names an empty or unmigrated file of ours, and a
/// creation killed halfway leaves only its temporary, which the next creation removes.
///
/// Creators of one directory take turns through an advisory lock (`flock(2)`) on the directory
/// itself: no lock file is left behind, and the system releases the lock of a killed process. A
/// temporary found while holding the lock is therefore always a killed creation's leftover.
struct LogbookCreation {
    /// The logbook to create.
    let files: LogbookFiles

    /// Creates the logbook, unless another process has put one in place by the time the lock is
    /// held (then that one is opened, as it is).
    func run() throws {
        let directory = open(files.directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw failure("cannot open its directory", errno: errno) }
        // Closing the descriptor releases the lock.
        defer { _ = close(directory) }
        while flock(directory, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure("cannot lock its directory", errno: errno) }
        }
        // The creator that held the lock before may have made it meanwhile.
        guard try files.presence() == .missing else { return }
        removeTemporary()
        do {
            try makeTemporary()
            try synchronize(path: files.creating)
            try install()
            try synchronize(descriptor: directory, what: "its directory")
        } catch {
            removeTemporary()
            throw error
        }
    }

    /// Creates the temporary with mode 0600 (SQLite would use the umask's; its `-wal` and `-shm`
    /// take the database file's mode), migrates it, and closes it, which checkpoints its WAL into it.
    private func makeTemporary() throws {
        let descriptor = open(files.creating, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot create '\(files.creating)'", errno: errno) }
        _ = close(descriptor)
        do {
            let database = try Database(path: files.creating, access: .readWrite)
            try LogbookSchema.migrator.migrate(database)
            database.close()
        } catch {
            throw StoreError.cannotCreateLogbook(path: files.path, reason: "\(error)")
        }
        // Closing the last connection checkpoints the WAL and removes it; a WAL left over would hold
        // the schema, which the renamed file would then lack.
        guard FileSize.of(files.creating + "-wal") == .absent else {
            throw StoreError.cannotCreateLogbook(path: files.path, reason: "its write-ahead log was not checkpointed")
        }
    }

    /// Gives the temporary the logbook's name, unless a file already has it.
    ///
    /// `link(2)`, not `rename(2)`: rename replaces whatever has the name, so a creator would clobber a
    /// logbook put in place meanwhile by anyone the lock does not hold back (an older build, a restore
    /// by hand) and already written to; link fails with `EEXIST` instead, and is POSIX everywhere
    /// (`renameat2`'s `RENAME_NOREPLACE` is Linux's, `renamex_np`'s `RENAME_EXCL` Apple's). When a
    /// file is there, this creation is dropped and that file is opened as it is. Only on a file
    /// system without hard links does it fall back to rename, right after checking the name is free.
    func install() throws {
        if link(files.creating, files.path) == 0 {
            // Should this fail, the temporary name stays a second link to the logbook, which the next
            // open removes (`LogbookFiles.removeStaleCreatingLink()`).
            _ = unlink(files.creating)
            return
        }
        let code = errno
        if code == EEXIST {
            removeTemporary()
            return
        }
        guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP, try files.presence() == .missing else {
            throw failure("cannot link '\(files.creating)' to its name", errno: code)
        }
        guard rename(files.creating, files.path) == 0 else {
            throw failure("cannot rename '\(files.creating)' to its name", errno: errno)
        }
    }

    /// Removes the temporary and the files SQLite kept beside it.
    private func removeTemporary() {
        for file in [files.creating, files.creating + "-wal", files.creating + "-shm", files.creating + "-journal"] {
            _ = unlink(file)
        }
    }

    private func synchronize(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot open '\(path)' to sync it", errno: errno) }
        defer { _ = close(descriptor) }
        try synchronize(descriptor: descriptor, what: "'\(path)'")
    }

    /// `fsync(2)`; `F_FULLFSYNC` where the platform has it (fsync there only reaches the drive's cache).
    private func synchronize(descriptor: Int32, what: String) throws {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw failure("cannot sync \(what)", errno: errno) }
    }

    private func failure(_ what: String, errno code: Int32) -> StoreError {
        .cannotCreateLogbook(path: files.path, reason: "\(what): \(String(cString: strerror(code)))")
    }
}
