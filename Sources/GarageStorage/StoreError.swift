/// Why the store refused to open, to load or to change.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file was written by a newer build whose schema this one does not know.
    case schemaTooNew(found: Int, highestSupported: Int)
    /// The directory for the database cannot be created.
    case cannotCreateDirectory(String)
    /// A stored row does not hold a valid value (the file was edited by hand or damaged).
    case corruptRow(table: String, id: String, reason: String)
    /// A record a change names is not (or no longer) in the signed-in account's logbook.
    case missingRecord(String, String)
    /// A rate to store would not read back: an unknown currency, or not a positive decimal within
    /// `ExchangeRate.maximumDecimalLength` characters.
    case unreadableRate(currency: String, day: String, rate: String)

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case .schemaTooNew(let found, let highest):
            "the logbook has schema version \(found), newer than this build supports (\(highest))"
        case .cannotCreateDirectory(let path): "cannot create directory '\(path)'"
        case let .corruptRow(table, id, reason): "stored \(table) '\(id)' is damaged: \(reason)"
        case let .missingRecord(kind, id): "no \(kind) '\(id)'"
        case let .unreadableRate(currency, day, rate):
            "rate '\(rate)' for '\(currency)' on \(day) cannot be stored: it would not read back"
        }
    }
}
