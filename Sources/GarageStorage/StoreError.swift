/// Why the store refused to open, to load or to change.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file was written by a newer build whose schema this one does not know.
    case schemaTooNew(found: Int, highestSupported: Int)
    /// The directory for the database cannot be created.
    case cannotCreateDirectory(String)
    /// A stored row does not hold a valid value (the file was edited by hand or damaged).
    case corruptRow(table: String, id: String, reason: RowDamage)
    /// A record a change names is not (or no longer) in the signed-in account's logbook.
    case missingRecord(String, String)
    /// A rate to store would not read back: an unknown currency, or not a positive decimal within
    /// `ExchangeRate.maximumDecimalLength` characters.
    case unreadableRate(currency: String, day: String, rate: String)
    /// The logbook file is empty (0 bytes): no logbook of ours ever is (a new one is created under
    /// another name and put in place whole), so it is refused rather than made a new, empty one.
    /// `walHoldsChanges` when the `-wal` beside it is not empty; `companions` are the `-wal` and
    /// `-shm` files that exist.
    case emptyLogbook(path: String, walHoldsChanges: Bool, companions: [String])
    /// The logbook file is missing while its `-wal` or `-shm` remains (`leftovers`): the logbook was
    /// lost, not never made, so no new one is created over what is left of it.
    case missingLogbook(path: String, walHoldsChanges: Bool, leftovers: [String])
    /// A new logbook could not be created.
    case cannotCreateLogbook(path: String, reason: String)
    /// A write was attempted outside a write transaction (a programming error: every change goes
    /// through the app core's change path).
    case outsideWrite(String)

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case .schemaTooNew(let found, let highest):
            "the logbook has schema version \(found), newer than this build supports (\(highest))"
        case .cannotCreateDirectory(let path): "cannot create directory '\(path)'"
        case let .corruptRow(table, id, reason): "stored \(table) '\(id)' is damaged: \(reason)"
        case let .missingRecord(kind, id): "no \(kind) '\(id)'"
        case .outsideWrite(let what): "cannot \(what) outside a write transaction"
        case let .unreadableRate(currency, day, rate):
            "rate '\(rate)' for '\(currency)' on \(day) cannot be stored: it would not read back"
        case let .emptyLogbook(path, walHoldsChanges, companions):
            "the logbook file '\(path)' is empty (0 bytes)"
                + (walHoldsChanges ? " but '\(path)-wal' holds changes" : "")
                + ": " + Self.moveAway([path] + companions)
        case let .missingLogbook(path, walHoldsChanges, leftovers):
            "the logbook file '\(path)' is missing but "
                + (walHoldsChanges ? "'\(path)-wal' holds changes" : "\(Self.list(leftovers)) \(leftovers.count == 1 ? "remains" : "remain")")
                + ": " + Self.moveAway(leftovers)
        case let .cannotCreateLogbook(path, reason): "cannot create a new logbook at '\(path)': \(reason)"
        }
    }

    /// What to do with a logbook's files that SQLite must not open: every one of them goes, since a
    /// `-wal` left beside a restored file would be replayed onto it.
    private static func moveAway(_ files: [String]) -> String {
        "move \(list(files)) away, then restore the logbook from a backup or let the next command start a new one"
    }

    /// Whether the error is about the logbook's files themselves (and its message names them).
    public var isAboutTheFile: Bool {
        switch self {
        case .emptyLogbook, .missingLogbook, .cannotCreateLogbook: true
        case .schemaTooNew, .cannotCreateDirectory, .corruptRow, .missingRecord, .unreadableRate, .outsideWrite: false
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    private static func list(_ paths: [String]) -> String {
        let quoted = paths.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
