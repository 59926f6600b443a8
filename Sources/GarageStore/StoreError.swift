/// Why the store refused to open or to change.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file was written by a newer build whose schema this one does not know.
    case schemaTooNew(found: Int, highestSupported: Int)
    /// The directory for the database cannot be created.
    case cannotCreateDirectory(String)

    public var description: String {
        switch self {
        case .schemaTooNew(let found, let highest):
            "the logbook has schema version \(found), newer than this build supports (\(highest))"
        case .cannotCreateDirectory(let path): "cannot create directory '\(path)'"
        }
    }
}
