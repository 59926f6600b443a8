import Foundation
import SharedContainer
import Synchronization
import Testing

/// The real file system, except that one chosen call of the next publish stops until released.
final class BlockingFileSystem: FileSystem {
    /// Where the publish stops.
    enum Point: Sendable, CustomTestStringConvertible {
        /// Creating the temporary file: nothing of the publish is on disk yet.
        case createTemporary
        /// Syncing the temporary file: it is written, the rename comes next.
        case syncTemporary

        var testDescription: String {
            switch self {
            case .createTemporary: "before the temporary file exists"
            case .syncTemporary: "between write and rename"
            }
        }
    }

    private let base = POSIXFileSystem()
    private let pending = Mutex<(Point, Blocker)?>(nil)

    /// Stops the next call at `point` until `blocker` is released.
    func block(at point: Point, with blocker: Blocker) {
        pending.withLock { $0 = (point, blocker) }
    }

    private func pause(at point: Point) {
        let blocker = pending.withLock { pending -> Blocker? in
            guard let (armed, blocker) = pending, armed == point else { return nil }
            pending = nil
            return blocker
        }
        blocker?.arriveAndWait()
    }

    func open(_ name: String, in directory: Int32, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        if SnapshotFiles.isTemporaryName(name) && flags & O_CREAT != 0 { pause(at: .createTemporary) }
        return try base.open(name, in: directory, flags: flags, mode: mode)
    }

    func synchronize(_ descriptor: Int32) throws(FileSystemError) {
        pause(at: .syncTemporary)
        try base.synchronize(descriptor)
    }

    func openDirectory(_ path: String) throws(FileSystemError) -> Int32 { try base.openDirectory(path) }
    func open(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try base.open(path, flags: flags, mode: mode)
    }
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(FileSystemError) -> Int {
        try base.write(descriptor, bytes)
    }
    func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
        try base.read(descriptor, into: buffer)
    }
    func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
    ) throws(FileSystemError) -> Int {
        try base.read(descriptor, into: buffer, at: offset)
    }
    func close(_ descriptor: Int32) throws(FileSystemError) { try base.close(descriptor) }
    func rename(_ name: String, to newName: String, in directory: Int32) throws(FileSystemError) {
        try base.rename(name, to: newName, in: directory)
    }
    func unlink(_ name: String, in directory: Int32) throws(FileSystemError) { try base.unlink(name, in: directory) }
    func status(of descriptor: Int32) throws(FileSystemError) -> FileStatus { try base.status(of: descriptor) }
    func status(ofPath path: String) throws(FileSystemError) -> FileStatus { try base.status(ofPath: path) }
    func makeDirectory(_ path: String, mode: UInt32) throws(FileSystemError) { try base.makeDirectory(path, mode: mode) }
    func changeMode(_ path: String, to mode: UInt32) throws(FileSystemError) { try base.changeMode(path, to: mode) }
    func isWritableDirectory(_ path: String) -> Bool { base.isWritableDirectory(path) }
    func entries(ofDirectory path: String) throws(FileSystemError) -> [String] { try base.entries(ofDirectory: path) }
    var effectiveUserID: UInt32 { base.effectiveUserID }
}
