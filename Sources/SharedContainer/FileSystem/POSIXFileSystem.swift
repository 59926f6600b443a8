#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system: each method is exactly one system call, reporting `errno` on failure.
public struct POSIXFileSystem: FileSystem {
    /// Creates the real file system.
    public init() {}

    /// `open(2)` with `O_RDONLY | O_DIRECTORY | O_CLOEXEC`.
    public func openDirectory(_ path: String) throws(FileSystemError) -> Int32 {
        try check(systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0))
    }

    /// `open(2)`.
    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try check(systemOpen(path, flags, mode))
    }

    /// `openat(2)`.
    public func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try check(openat(directory, name, flags, mode_t(mode)))
    }

    /// `write(2)`.
    public func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try check(systemWrite(descriptor, bytes.baseAddress, bytes.count))
    }

    /// `read(2)`.
    public func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try check(systemRead(descriptor, buffer.baseAddress, buffer.count))
    }

    /// `pread(2)`.
    public func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(FileSystemError) -> Int {
        try check(pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset)))
    }

    /// `fsync(2)`, or `F_FULLFSYNC` where the platform has it.
    public func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        #if canImport(Darwin)
        // On Apple platforms fsync only reaches the drive's cache; F_FULLFSYNC asks the drive to
        // flush it. Some file systems (network, FAT) refuse it, and then fsync is the best on offer.
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        _ = try check(fsync(descriptor))
    }

    /// `close(2)`.
    public func close(_ descriptor: Int32) throws(FileSystemError) {
        _ = try check(systemClose(descriptor))
    }

    /// `renameat(2)` within one directory.
    public func rename(_ name: String, to newName: String, in directory: Int32) throws(FileSystemError) {
        _ = try check(renameat(directory, name, directory, newName))
    }

    /// `unlinkat(2)`.
    public func unlink(_ name: String, in directory: Int32) throws(FileSystemError) {
        _ = try check(unlinkat(directory, name, 0))
    }

    /// `flock(2)` with `LOCK_EX`.
    public func lockExclusively(_ descriptor: Int32) throws(FileSystemError) {
        _ = try check(flock(descriptor, LOCK_EX))
    }

    /// `fstat(2)`.
    public func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus {
        var info = stat()
        _ = try check(fstat(descriptor, &info))
        return FileStatus(info)
    }

    /// `stat(2)`.
    public func status(ofPath path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        _ = try check(stat(path, &info))
        return FileStatus(info)
    }

    /// `mkdir(2)`.
    public func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
        _ = try check(mkdir(path, mode_t(mode)))
    }

    /// `chmod(2)`.
    public func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError) {
        _ = try check(chmod(path, mode_t(mode)))
    }

    /// `access(2)` with `W_OK | X_OK`.
    public func isWritableDirectory(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }

    /// `opendir(3)` and `readdir(3)`, without `.` and `..`.
    public func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        guard let stream = opendir(path) else { throw FileSystemError.current }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `geteuid(2)`.
    public var effectiveUserID: UInt32 { UInt32(geteuid()) }

    private func check<Result: BinaryInteger>(_ result: Result) throws(FileSystemError) -> Result {
        if result < 0 { throw FileSystemError.current }
        return result
    }
}

// The struct's own method names shadow the C functions, so the C calls go through these.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: UInt32) -> Int32 {
    open(path, flags, mode_t(mode))
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

extension FileStatus {
    init(_ info: stat) {
        let format = UInt32(info.st_mode) & UInt32(S_IFMT)
        let kind: Kind =
            switch format {
            case UInt32(S_IFREG): .regular
            case UInt32(S_IFDIR): .directory
            case UInt32(S_IFLNK): .symbolicLink
            default: .other
            }
        self.init(
            kind: kind, permissions: UInt32(info.st_mode) & 0o7777, size: Int(info.st_size),
            owner: UInt32(info.st_uid))
    }
}
