import Foundation

/// The files of one logbook: the main file SQLite opens, the write-ahead log and shared-memory index
/// it keeps beside it, and the temporary name a new logbook is made under.
///
/// Before SQLite opens anything, ``presence()`` tells a logbook to open from no logbook at all (a new
/// one may be made) and refuses what is neither: SQLite itself would take an empty main file, or a
/// missing one, for a new database, and drop the `-wal` that holds the last changes.
struct LogbookFiles {
    /// Whether there is a logbook to open.
    enum Presence: Equatable {
        /// No main file, no `-wal`, no `-shm`: a new logbook may be created.
        case missing
        /// A main file that is not empty: SQLite opens it (and says whether it is a database).
        case present
    }

    /// The main file.
    let path: String

    /// The write-ahead log SQLite keeps beside the main file.
    var wal: String { path + "-wal" }
    /// The write-ahead log's shared-memory index.
    var shm: String { path + "-shm" }
    /// The name a new logbook is created and migrated under before it is put in place.
    var creating: String { path + ".creating" }
    /// The directory the files are in.
    var directory: String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// Whether there is a logbook to open; throws `emptyLogbook` or `missingLogbook` when the files
    /// are what is left of one.
    func presence() throws(StoreError) -> Presence {
        switch FileSize.of(path) {
        case .absent:
            let leftovers = [wal, shm].filter { FileSize.of($0) != .absent }
            guard !leftovers.isEmpty else { return .missing }
            throw .missingLogbook(path: path, walHoldsChanges: walHoldsChanges, leftovers: leftovers)
        case .bytes(0):
            throw .emptyLogbook(
                path: path, walHoldsChanges: walHoldsChanges, companions: [wal, shm].filter { FileSize.of($0) != .absent })
        case .bytes, .unknown:
            // Not empty, or not readable by stat: SQLite's open says what it is.
            return .present
        }
    }

    /// Whether the `-wal` holds anything (a WAL of committed changes not yet in the main file).
    var walHoldsChanges: Bool {
        if case .bytes(let size) = FileSize.of(wal) { return size > 0 }
        return false
    }

    /// Removes the temporary name when it is a second link to the logbook itself: what a creation
    /// killed between putting the logbook in place and removing its temporary name leaves. A
    /// temporary that is another file is left for the next creation, which removes it under its lock.
    func removeStaleCreatingLink() {
        var logbook = stat()
        var temporary = stat()
        guard lstat(creating, &temporary) == 0, stat(path, &logbook) == 0,
              temporary.st_dev == logbook.st_dev, temporary.st_ino == logbook.st_ino
        else { return }
        _ = unlink(creating)
    }
}

/// A file's size as `stat(2)` sees it.
enum FileSize: Equatable {
    /// No such file.
    case absent
    /// A file of this many bytes.
    case bytes(Int)
    /// `stat` failed for another reason (permissions): let the open report it.
    case unknown

    static func of(_ path: String) -> FileSize {
        var status = stat()
        if stat(path, &status) == 0 { return .bytes(Int(status.st_size)) }
        return errno == ENOENT ? .absent : .unknown
    }
}
