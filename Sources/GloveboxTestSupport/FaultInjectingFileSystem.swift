import Foundation
import SharedContainer

/// A file system that passes calls to another one, except where a test told it to fail, to
/// write less than asked, or to pretend about ownership and permissions; it logs every call.
///
/// ```swift
/// let fileSystem = FaultInjectingFileSystem()
/// fileSystem.inject(ENOSPC, at: .write)
/// #expect(throws: ContainerError.publishFailed(name: "a.json", step: .write, errno: ENOSPC)) { … }
/// ```
public final class FaultInjectingFileSystem: FileSystem, @unchecked Sendable {
    /// The calls a fault can target; `fsync` is split by what it syncs.
    public enum Operation: String, CaseIterable, Sendable {
        /// `openDirectory`.
        case openDirectory
        /// Either `open`, by path or relative to a directory.
        case open
        /// `write`.
        case write
        /// Either `read`, at the offset or at a position.
        case read
        /// `synchronize` of a file descriptor.
        case syncFile
        /// `synchronize` of a descriptor from `openDirectory`.
        case syncDirectory
        /// `close`.
        case close
        /// `rename`.
        case rename
        /// `unlink`.
        case unlink
        /// `lockExclusively`.
        case lock
        /// Either `status`.
        case status
        /// `makeDirectory`.
        case makeDirectory
        /// `changeMode`.
        case changeMode
        /// `entries(ofDirectory:)`.
        case list
    }

    /// One logged call: the operation, the name or path it named, and the open flags.
    public struct Call: Equatable, Sendable {
        /// The operation.
        public var operation: Operation
        /// The name or path, if the call takes one.
        public var name: String?
        /// The flags of an open.
        public var flags: Int32?
    }

    private struct Fault {
        var operation: Operation
        var code: Int32
        var skip: Int
        var times: Int
    }

    private let base: any FileSystem
    private let lock = NSLock()
    private var faults: [Fault] = []
    private var writeLimit: Int?
    private var directoryDescriptors: Set<Int32> = []
    private var owners: [String: UInt32] = [:]
    private var unwritable: Set<String> = []
    private var log: [Call] = []

    /// Wraps a file system, the real one unless told otherwise.
    public init(base: any FileSystem = POSIXFileSystem()) {
        self.base = base
    }

    /// Makes the next `times` calls of `operation`, after `skipping` successful ones, fail with `code`.
    public func inject(_ code: Int32, at operation: Operation, skipping: Int = 0, times: Int = 1) {
        lock.withLock { faults.append(Fault(operation: operation, code: code, skip: skipping, times: times)) }
    }

    /// Makes every write accept at most `bytes` bytes (a short write whenever more are offered).
    public func limitWrites(to bytes: Int?) {
        lock.withLock { writeLimit = bytes }
    }

    /// Makes `stat` of `path` report `owner` as its owner.
    public func pretendOwner(of path: String, is owner: UInt32) {
        lock.withLock { owners[path] = owner }
    }

    /// Makes `path` look unwritable to this process.
    public func pretendUnwritable(_ path: String) {
        _ = lock.withLock { unwritable.insert(path) }
    }

    /// Every call so far, oldest first.
    public var calls: [Call] { lock.withLock { log } }

    /// Forgets the calls logged so far.
    public func clearCalls() {
        lock.withLock { log.removeAll() }
    }

    /// Logs a call and throws the fault that targets it, if one is due.
    private func enter(_ operation: Operation, _ name: String? = nil, flags: Int32? = nil) throws(FileSystemError) {
        let code: Int32? = lock.withLock {
            log.append(Call(operation: operation, name: name, flags: flags))
            guard let index = faults.firstIndex(where: { $0.operation == operation }) else { return nil }
            if faults[index].skip > 0 {
                faults[index].skip -= 1
                return nil
            }
            let code = faults[index].code
            faults[index].times -= 1
            if faults[index].times == 0 { faults.remove(at: index) }
            return code
        }
        if let code { throw FileSystemError(code: code) }
    }

    /// Logs the call, throws a due fault, else opens and remembers the directory descriptor.
    public func openDirectory(_ path: String) throws(FileSystemError) -> Int32 {
        try enter(.openDirectory, path)
        let descriptor = try base.openDirectory(path)
        _ = lock.withLock { directoryDescriptors.insert(descriptor) }
        return descriptor
    }

    /// Logs the call, throws a due fault, else forwards.
    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try enter(.open, path, flags: flags)
        return try base.open(path, flags: flags, mode: mode)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try enter(.open, name, flags: flags)
        return try base.open(name, in: directory, flags: flags, mode: mode)
    }

    /// Logs the call, throws a due fault, else writes at most the write limit's bytes.
    public func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try enter(.write)
        let limit = lock.withLock { writeLimit } ?? bytes.count
        return try base.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes.prefix(limit)))
    }

    /// Logs the call, throws a due fault, else forwards.
    public func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try enter(.read)
        return try base.read(descriptor, into: buffer)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(FileSystemError) -> Int {
        try enter(.read)
        return try base.read(descriptor, into: buffer, at: offset)
    }

    /// Logs a file or directory sync, throws a due fault, else forwards.
    public func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        let isDirectory = lock.withLock { directoryDescriptors.contains(descriptor) }
        try enter(isDirectory ? .syncDirectory : .syncFile)
        try base.synchronize(descriptor)
    }

    /// Forgets a directory descriptor, logs the call, throws a due fault, else forwards.
    public func close(_ descriptor: Int32) throws(FileSystemError) {
        _ = lock.withLock { directoryDescriptors.remove(descriptor) }
        try enter(.close)
        try base.close(descriptor)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func rename(_ name: String, to newName: String, in directory: Int32) throws(FileSystemError) {
        try enter(.rename, newName)
        try base.rename(name, to: newName, in: directory)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func unlink(_ name: String, in directory: Int32) throws(FileSystemError) {
        try enter(.unlink, name)
        try base.unlink(name, in: directory)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func lockExclusively(_ descriptor: Int32) throws(FileSystemError) {
        try enter(.lock)
        try base.lockExclusively(descriptor)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus {
        try enter(.status)
        return try base.status(of: descriptor)
    }

    /// Logs the call, throws a due fault, else forwards with any owner set up for the path.
    public func status(ofPath path: String) throws(FileSystemError) -> FileStatus {
        try enter(.status, path)
        var status = try base.status(ofPath: path)
        if let owner = lock.withLock({ owners[path] }) { status.owner = owner }
        return status
    }

    /// Logs the call, throws a due fault, else forwards.
    public func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
        try enter(.makeDirectory, path)
        try base.makeDirectory(path, mode: mode)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError) {
        try enter(.changeMode, path)
        try base.changeMode(path, to: mode)
    }

    /// False for a path set up as unwritable, else forwards.
    public func isWritableDirectory(_ path: String) -> Bool {
        if lock.withLock({ unwritable.contains(path) }) { return false }
        return base.isWritableDirectory(path)
    }

    /// Logs the call, throws a due fault, else forwards.
    public func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try enter(.list, path)
        return try base.entries(ofDirectory: path)
    }

    /// The base file system's user.
    public var effectiveUserID: UInt32 { base.effectiveUserID }
}
