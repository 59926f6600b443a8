/// A file system that passes each call on to `base`, except the calls it implements itself.
///
/// Decorators (a commit around `rename`, a test's pause before a sync) then spell out only the
/// calls they change; a conforming type's own method always wins over the forwarding one.
public protocol ForwardingFileSystem: FileSystem {
    /// The file system the calls go on to.
    var base: any FileSystem { get }
}

extension ForwardingFileSystem {
    /// Forwards to `base`.
    public func openDirectory(_ path: String) throws(FileSystemError) -> Int32 {
        try base.openDirectory(path)
    }

    /// Forwards to `base`.
    public func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try base.open(path, flags: flags, mode: mode)
    }

    /// Forwards to `base`.
    public func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try base.open(name, in: directory, flags: flags, mode: mode)
    }

    /// Forwards to `base`.
    public func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try base.write(descriptor, bytes)
    }

    /// Forwards to `base`.
    public func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try base.read(descriptor, into: buffer)
    }

    /// Forwards to `base`.
    public func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(FileSystemError) -> Int {
        try base.read(descriptor, into: buffer, at: offset)
    }

    /// Forwards to `base`.
    public func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        try base.synchronize(descriptor)
    }

    /// Forwards to `base`.
    public func close(_ descriptor: Int32) throws(FileSystemError) {
        try base.close(descriptor)
    }

    /// Forwards to `base`.
    public func rename(_ name: String, to newName: String, in directory: Int32) throws(FileSystemError) {
        try base.rename(name, to: newName, in: directory)
    }

    /// Forwards to `base`.
    public func unlink(_ name: String, in directory: Int32) throws(FileSystemError) {
        try base.unlink(name, in: directory)
    }

    /// Forwards to `base`.
    public func lockExclusively(_ descriptor: Int32) throws(FileSystemError) {
        try base.lockExclusively(descriptor)
    }

    /// Forwards to `base`.
    public func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus {
        try base.status(of: descriptor)
    }

    /// Forwards to `base`.
    public func status(ofPath path: String) throws(FileSystemError) -> FileStatus {
        try base.status(ofPath: path)
    }

    /// Forwards to `base`.
    public func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) {
        try base.makeDirectory(path, mode: mode)
    }

    /// Forwards to `base`.
    public func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError) {
        try base.changeMode(path, to: mode)
    }

    /// Forwards to `base`.
    public func isWritableDirectory(_ path: String) -> Bool {
        base.isWritableDirectory(path)
    }

    /// Forwards to `base`.
    public func entries(ofDirectory path: String) throws(FileSystemError) -> [String] {
        try base.entries(ofDirectory: path)
    }

    /// Forwards to `base`.
    public var effectiveUserID: UInt32 { base.effectiveUserID }
}
