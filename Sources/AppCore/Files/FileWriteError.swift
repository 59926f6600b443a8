import SharedContainer

/// Why a file the user asked for (an export, a backup) was not written. Whatever the reason, no
/// file of that name was created or changed, and no temporary file is left behind.
public enum FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One step of writing a file durably.
    public enum Step: String, Sendable {
        case inspect = "inspect", openDirectory = "open its directory", createDirectory = "create the directory",
             removeStaleTemporary = "remove a stale temporary file", create = "create the temporary file",
             write = "write", syncFile = "sync the file", closeFile = "close the file", link = "link it into place",
             rename = "rename it into place", syncDirectory = "sync its directory"
    }

    /// A file (or, for a directory of files, one of them) is already there, and replacing it was not asked for.
    case exists(String)
    /// The path names something that is not a directory where a directory was asked for, or a
    /// directory where a file was.
    case wrongKind(path: String, expected: String)
    /// A system call failed.
    case failed(path: String, step: Step, errno: Int32)

    /// Whether the user can fix it on the command line (a name taken, a wrong kind of path).
    public var isUsageProblem: Bool {
        switch self {
        case .exists, .wrongKind: true
        case .failed: false
        }
    }

    /// The message, lowercase and naming the path.
    public var description: String {
        switch self {
        case .exists(let path): "'\(path)' already exists; pass --force to replace it (nothing was written)"
        case let .wrongKind(path, expected): "'\(path)' is not \(expected)"
        case let .failed(path, step, code):
            "cannot write '\(path)': could not \(step.rawValue) (\(FileSystemError.describe(code))); nothing was written"
        }
    }
}
