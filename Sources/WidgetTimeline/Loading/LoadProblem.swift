import WidgetContract

/// Why a widget could not use a file of the shared container: which file, and what was wrong with
/// it, as values rather than a sentence, so that whoever reports it says it in the person's
/// language (the widget host, the system's) rather than in English.
///
/// ``description`` is the English a log line shows; ``text(in:)`` the words in a language.
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

    /// The problem in English, naming the file (a log line's words).
    public var description: String { text(in: .english) }

    /// The problem in `language`, naming the file: what the widget host tells the person. The
    /// file's own content inside (a JSON path, a parser's reason) is said as it is.
    public func text(in language: Language) -> String {
        let subject = switch file {
        case .snapshot: SnapshotProblemMessage.snapshotFile.text(in: language)
        case .part(let name): SnapshotProblemMessage.partFile.text(in: language, ["name": SafeText.quoted(name)])
        }
        let (key, values): (SnapshotProblemMessage, [String: String]) = switch issue {
        case let .tooLarge(size, limit): (.fileTooLarge, ["size": "\(size)", "limit": "\(limit)"])
        case .unreadable(let code): (.fileUnreadable, ["code": "\(code)"])
        case .undecodable(let error): (.fileUndecodable, ["problem": error.text(in: language)])
        case .anotherWidgets(let kind): (.partOfAnotherWidget, ["kind": kind.rawValue])
        case .misnamed: (.partMisnamed, [:])
        case .vehiclePartMissing(let vehicleId): (.partListsVehicleWithoutPart, ["vehicle": SafeText.quoted(vehicleId)])
        case .unknownTimeZone(let zone): (.fileUnknownTimeZone, ["zone": SafeText.quoted(zone)])
        }
        return key.text(in: language, values.merging(["file": subject]) { given, _ in given })
    }
}
