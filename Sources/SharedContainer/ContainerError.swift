import WidgetContract

/// Everything that can go wrong in the shared container, each case naming the path or file at fault.
public enum ContainerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A root given by an environment variable is not an absolute path.
    case relativeRoot(variable: String, value: String)
    /// A directory the container needs is something else (a file, a device).
    case notADirectory(path: String)
    /// A directory the container needs does not let this process create and remove files.
    case notWritable(path: String)
    /// A directory the container needs belongs to another user, who could read or replace its files.
    case ownedByAnotherUser(path: String, owner: UInt32, expected: UInt32)
    /// A directory could not be inspected, created or restricted to its owner.
    case directoryFailed(path: String, step: DirectoryStep, errno: Int32)
    /// A file name is not a single, plain path component.
    case invalidName(String)
    /// A publish failed; the previous file (if any) is unchanged unless the step is `.syncDirectory`.
    case publishFailed(name: String, step: FileStep, errno: Int32)
    /// A remove failed.
    case removeFailed(name: String, step: FileStep, errno: Int32)
    /// Appending to a log failed; earlier records are unchanged.
    case appendFailed(name: String, step: FileStep, errno: Int32)
    /// A file that must be read could not be.
    case readFailed(name: String, errno: Int32)
    /// A file that must be read is larger than its limit.
    case tooLarge(name: String, size: Int, limit: Int)
    /// A file's bytes do not decode as what it must hold.
    case undecodable(name: String, reason: String)
    /// The lock that serialises publishes across processes could not be opened or taken.
    case lockFailed(path: String, step: LockStep, errno: Int32)

    /// A step in preparing a directory.
    public enum DirectoryStep: String, Sendable {
        /// `stat` of the directory.
        case inspect = "inspecting"
        /// `mkdir`.
        case create = "creating"
        /// `chmod 0700`.
        case restrict = "restricting to its owner"
        /// Listing its entries.
        case list = "listing"
    }

    /// A step in writing or removing a file, in the order a publish takes them.
    public enum FileStep: String, Sendable {
        /// Opening the directory that holds the file.
        case openDirectory = "opening the directory"
        /// Removing the temporary file an interrupted publish left.
        case removeStaleTemporary = "removing the stale temporary file"
        /// Creating the temporary file (`O_CREAT|O_EXCL`) or opening a log.
        case open = "creating the file"
        /// Writing the bytes.
        case write = "writing"
        /// `fsync` of the file.
        case syncFile = "syncing the file"
        /// Closing the file.
        case closeFile = "closing the file"
        /// `renameat` of the temporary file onto the final name.
        case rename = "renaming onto the final name"
        /// Removing the name.
        case unlink = "removing the file"
        /// `fsync` of the directory, which makes a new name, a rename or a removal durable.
        case syncDirectory = "syncing the directory"
    }

    /// A step in taking the publishing lock.
    public enum LockStep: String, Sendable {
        /// Opening (or creating) the lock file.
        case open = "opening the lock file"
        /// `flock(2)` with `LOCK_EX`.
        case lock = "locking it"
    }

    /// The message, lowercase and naming the path, file or step at fault.
    public var description: String { text(in: .english) }

    /// The message in `language`; paths, names and the system's error names as they are.
    public func text(in language: Language) -> String {
        func say(_ key: ContainerMessage, _ values: [String: String]) -> String { key.text(in: language, values) }
        switch self {
        case .relativeRoot(let variable, let value):
            return say(.relativeRoot, ["variable": variable, "value": value])
        case .notADirectory(let path):
            return say(.notADirectory, ["path": path])
        case .notWritable(let path):
            return say(.notWritable, ["path": path])
        case .ownedByAnotherUser(let path, let owner, let expected):
            return say(.ownedByAnotherUser, ["path": path, "owner": "\(owner)", "expected": "\(expected)"])
        case .directoryFailed(let path, let step, let code):
            return say(.directoryFailed, ["step": say(step.message, ["path": path]), "reason": FileSystemError.describe(code)])
        case .invalidName(let name):
            return say(.invalidName, ["name": name])
        case .publishFailed(let name, let step, let code):
            return say(.publishFailed, ["name": name, "step": say(step.message, [:]), "reason": FileSystemError.describe(code)])
        case .removeFailed(let name, let step, let code):
            return say(.removeFailed, ["name": name, "step": say(step.message, [:]), "reason": FileSystemError.describe(code)])
        case .appendFailed(let name, let step, let code):
            return say(.appendFailed, ["name": name, "step": say(step.message, [:]), "reason": FileSystemError.describe(code)])
        case .readFailed(let name, let code):
            return say(.readFailed, ["name": name, "reason": FileSystemError.describe(code)])
        case .tooLarge(let name, let size, let limit):
            return say(.tooLarge, ["name": name, "size": "\(size)", "limit": "\(limit)"])
        case .undecodable(let name, let reason):
            return say(.undecodable, ["name": name, "reason": reason])
        case .lockFailed(let path, let step, let code):
            return say(.lockFailed, ["path": path, "step": say(step.message, [:]), "reason": FileSystemError.describe(code)])
        }
    }
}

extension ContainerError.DirectoryStep {
    /// The step's words, with the directory's `{path}`.
    var message: ContainerMessage {
        switch self {
        case .inspect: .inspectingDirectory
        case .create: .creatingDirectory
        case .restrict: .restrictingDirectory
        case .list: .listingDirectory
        }
    }
}

extension ContainerError.FileStep {
    /// The step's words.
    var message: ContainerMessage {
        switch self {
        case .openDirectory: .stepOpenDirectory
        case .removeStaleTemporary: .stepRemoveStaleTemporary
        case .open: .stepOpen
        case .write: .stepWrite
        case .syncFile: .stepSyncFile
        case .closeFile: .stepCloseFile
        case .rename: .stepRename
        case .unlink: .stepUnlink
        case .syncDirectory: .stepSyncDirectory
        }
    }
}

extension ContainerError.LockStep {
    /// The step's words.
    var message: ContainerMessage {
        switch self {
        case .open: .stepOpenLockFile
        case .lock: .stepLock
        }
    }
}
