#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, carrying its `errno`.
public struct FileSystemError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value the call reported.
    public var code: Int32

    /// Wraps an `errno` value.
    public init(code: Int32) {
        self.code = code
    }

    /// The error of the last failed call on this thread.
    public static var current: FileSystemError { FileSystemError(code: errno) }

    /// Whether the call was interrupted by a signal and may simply be repeated.
    public var isInterrupted: Bool { code == EINTR }

    /// The symbolic name and number, such as `EIO (5)`.
    public var description: String { FileSystemError.describe(code) }

    /// The symbolic name and number of an `errno` value, such as `ENOSPC (28)`.
    public static func describe(_ code: Int32) -> String {
        let names: [Int32: String] = [
            EPERM: "EPERM", ENOENT: "ENOENT", EINTR: "EINTR", EIO: "EIO", EBADF: "EBADF",
            EACCES: "EACCES", EEXIST: "EEXIST", EXDEV: "EXDEV", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR",
            EINVAL: "EINVAL", ENFILE: "ENFILE", EMFILE: "EMFILE", EFBIG: "EFBIG", ENOSPC: "ENOSPC",
            EROFS: "EROFS", ENAMETOOLONG: "ENAMETOOLONG", ELOOP: "ELOOP", EDQUOT: "EDQUOT",
            ENOTEMPTY: "ENOTEMPTY", EBUSY: "EBUSY", EAGAIN: "EAGAIN", ENOLCK: "ENOLCK",
        ]
        return "\(names[code] ?? "errno") (\(code))"
    }
}
