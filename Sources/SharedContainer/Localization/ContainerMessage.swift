import WidgetContract

/// The words of ``ContainerError``, by key, with `{name}` placeholders: said by the app (a publish
/// that failed, `doctor`) and by the widget host (a container it cannot open), which share this
/// module and nothing above it.
///
/// English is a switch (the compiler insists on every key) and is what the errors have always
/// said; the other languages are tables a test walks. Paths, file names, variables and the
/// system's error names (`ENOSPC (28)`) are filled in as they are.
public enum ContainerMessage: String, CaseIterable, Sendable, PhraseCatalog {
    case relativeRoot
    case notADirectory
    case notWritable
    case ownedByAnotherUser
    case directoryFailed
    case inspectingDirectory
    case creatingDirectory
    case restrictingDirectory
    case listingDirectory
    case invalidName
    case publishFailed
    case removeFailed
    case appendFailed
    case readFailed
    case tooLarge
    case undecodable
    case lockFailed
    case stepOpenDirectory
    case stepRemoveStaleTemporary
    case stepOpen
    case stepWrite
    case stepSyncFile
    case stepCloseFile
    case stepRename
    case stepUnlink
    case stepSyncDirectory
    case stepOpenLockFile
    case stepLock

    /// The English text.
    public var english: String {
        switch self {
        case .relativeRoot: #"{variable} must be an absolute path, not "{value}""#
        case .notADirectory: "{path} is not a directory"
        case .notWritable: "directory {path} is not writable"
        case .ownedByAnotherUser: "directory {path} is owned by user {owner}, not by this user ({expected})"
        case .directoryFailed: "{step} failed: {reason}"
        case .inspectingDirectory: "inspecting directory {path}"
        case .creatingDirectory: "creating directory {path}"
        case .restrictingDirectory: "restricting to its owner directory {path}"
        case .listingDirectory: "listing directory {path}"
        case .invalidName: #"invalid file name "{name}": it must be one plain path component not starting with a dot"#
        case .publishFailed: "cannot publish {name}: {step} failed: {reason}"
        case .removeFailed: "cannot remove {name}: {step} failed: {reason}"
        case .appendFailed: "cannot append to {name}: {step} failed: {reason}"
        case .readFailed: "cannot read {name}: {reason}"
        case .tooLarge: "{name} is too large: {size} bytes, more than the limit of {limit}"
        case .undecodable: "{name} does not decode: {reason}"
        case .lockFailed: "cannot take the publishing lock {path}: {step} failed: {reason}"
        case .stepOpenDirectory: "opening the directory"
        case .stepRemoveStaleTemporary: "removing the stale temporary file"
        case .stepOpen: "creating the file"
        case .stepWrite: "writing"
        case .stepSyncFile: "syncing the file"
        case .stepCloseFile: "closing the file"
        case .stepRename: "renaming onto the final name"
        case .stepUnlink: "removing the file"
        case .stepSyncDirectory: "syncing the directory"
        case .stepOpenLockFile: "opening the lock file"
        case .stepLock: "locking it"
        }
    }
}
