import Foundation
import SharedContainer
/// Why the app could not do what a command asked, outside of any rule: the files it lives in, or
/// what it ships with.
public enum AppError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The app's directories (the shared container or the app-private one) cannot be used.
    case directoriesUnavailable(String)
    /// The shared container cannot be used (its root is not absolute, a directory is not one, not
    /// this user's, not writable): its error names the path.
    case containerUnavailable(ContainerError)
    /// The logbook cannot be opened.
    case cannotOpenLogbook(path: String, reason: String)
    /// A change was committed, but publishing it to the widgets failed.
    case publishFailedAfterCommit(PublishFailure)
    /// A publish asked for outside any change failed.
    case publishFailed(PublishFailure)
    /// A command that changed nothing found the widgets behind the logbook, and could not update them.
    case catchUpFailed(PublishFailure)
    /// The session end could not remove every snapshot file.
    case sessionEndIncomplete(PublishFailure)
    /// The rates shipped with the app are missing or empty.
    case bundledRatesUnavailable(String)
    /// A file to import cannot be read.
    case unreadableFile(String)
    /// A directory to import from is not one.
    case notADirectory(String)

    /// The message, lowercase and naming what failed.
    public var description: String {
        switch self {
        case .directoriesUnavailable(let reason): "cannot use the app's directories: \(reason)"
        case .containerUnavailable(let error): "cannot use the app's directories: \(error)"
        case let .cannotOpenLogbook(path, reason): "cannot open the logbook at '\(path)': \(reason)"
        case .publishFailedAfterCommit(let reason): "the change is saved, but the widgets could not be updated: \(reason)"
        case .publishFailed(let reason): "the widgets could not be updated: \(reason)"
        case .catchUpFailed(let reason): "the widgets are behind the logbook and could not be updated: \(reason)"
        case .sessionEndIncomplete(let reason): "signed out, but the widgets' files could not all be removed: \(reason)"
        case .bundledRatesUnavailable(let reason): "the bundled exchange rates are unavailable: \(reason)"
        case .unreadableFile(let path): "cannot read '\(path)'\(Self.reason(path).map { ": \($0)" } ?? "")"
        case .notADirectory(let path): "'\(path)' is not a directory"
        }
    }

    /// Why `path` cannot be read, when the file system says: a file that is not there, a directory,
    /// one this user may not read.
    static func reason(_ path: String) -> String? {
        switch fileProblem(path) {
        case .missing?: "no such file"
        case .directory?: "it is a directory, not a file"
        case .unreadable?: "this user may not read it"
        case nil: nil
        }
    }

    /// Whether the user named a file that is not there or is a directory (theirs to fix, exit 2).
    public var isMisnamedFile: Bool {
        guard case .unreadableFile(let path) = self else { return false }
        return [.missing, .directory].contains(Self.fileProblem(path))
    }

    /// Why a file named on the command line cannot be read, as the file system tells.
    public enum FileProblem: Sendable {
        /// There is no file at the path.
        case missing
        /// The path names a directory.
        case directory
        /// This user may not read it.
        case unreadable
    }

    /// Why `path` cannot be read, or `nil` when nothing the file system says stops it.
    public static func fileProblem(_ path: String) -> FileProblem? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .directory }
        return FileManager.default.isReadableFile(atPath: path) ? nil : .unreadable
    }
}
