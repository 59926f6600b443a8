import WidgetContract

/// Why a widget could not use a file of the shared container: which file, and what was wrong with
/// it, as values rather than a sentence, so that whoever reports it (the widget host, in the
/// person's language) says it in its own words.
///
/// ``description`` is the English a log line shows.
public struct LoadProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file the widget read.
    public enum File: Hashable, Sendable {
        /// The whole snapshot, read only when no part of the widget's kind exists (an older app).
        case snapshot
        /// A widget part, by its file name.
        case part(String)
    }

    /// What was wrong with it.
    public enum Issue: Hashable, Sendable {
        /// Larger than a widget reads; it was not read.
        case tooLarge(size: Int, limit: Int)
        /// It could not be read at all; `errno` says why.
        case unreadable(errno: Int32)
        /// It does not decode as the contract's document of a version this reader knows.
        case undecodable(SnapshotDecodingError)
        /// A part of another widget kind.
        case anotherWidgets(WidgetKind)
        /// A part whose content names another file than the one it was read from.
        case misnamed
        /// The kind's part lists the vehicle whose own part is missing: its rows there are not all.
        case vehiclePartMissing(vehicleId: String)
        /// Its time zone is not one this system knows, so the widget cannot say "today".
        case unknownTimeZone(String)
    }

    /// The file.
    public var file: File
    /// What was wrong with it.
    public var issue: Issue

    /// A problem of `file`.
    public init(_ file: File, _ issue: Issue) {
        self.file = file
        self.issue = issue
    }

    /// The problem in English, naming the file.
    public var description: String {
        let subject = switch file {
        case .snapshot: "snapshot file"
        case .part(let name): "widget part '\(SafeText.quoted(name))'"
        }
        return switch issue {
        case let .tooLarge(size, limit): "\(subject) is \(size) bytes, over the \(limit) a widget reads; it was not read"
        case .unreadable(let code): "\(subject) is unreadable (errno \(code))"
        case .undecodable(let error): "\(subject): \(error.description)"
        case .anotherWidgets(let kind): "\(subject) is the \(kind.rawValue) widget's"
        case .misnamed: "\(subject) is not the part its name says"
        case .vehiclePartMissing(let vehicleId): "\(subject) lists vehicle '\(SafeText.quoted(vehicleId))', whose own part is missing"
        case .unknownTimeZone(let zone): "\(subject) time zone '\(SafeText.quoted(zone))' is not a known time zone"
        }
    }
}
