/// One file (or set of files) a sign-out could not remove, and the error that stopped it: kept as
/// the error it is, so that the command line says it in the person's language where it knows its
/// type (the shared container's, most often), and in its own words otherwise.
public struct PurgeFailure: Equatable, Sendable, CustomStringConvertible {
    /// What the sign-out was removing.
    public enum Place: String, Sendable {
        /// The publishing lock, taken before anything is removed.
        case publishingLock
        /// The widgets' files in the shared container.
        case sharedContainer
        /// The Shortcuts snapshot.
        case shortcuts
        /// The calendar file.
        case calendar
        /// A file of the app's own (a record of what was published).
        case appFiles
    }

    /// What the sign-out was removing.
    public let place: Place
    /// The error that stopped it.
    public let error: any Error

    /// A failure at `place`.
    public init(_ place: Place, _ error: any Error) {
        self.place = place
        self.error = error
    }

    /// The failure in English, as sign-out has always reported it.
    public var description: String {
        switch place {
        case .publishingLock, .appFiles: "\(error)"
        case .sharedContainer: "shared container: \(error)"
        case .shortcuts: "shortcuts snapshot: \(error)"
        case .calendar: "calendar: \(error)"
        }
    }

    /// Equal when they say the same: the errors inside are of many types.
    public static func == (lhs: PurgeFailure, rhs: PurgeFailure) -> Bool {
        lhs.description == rhs.description
    }
}
