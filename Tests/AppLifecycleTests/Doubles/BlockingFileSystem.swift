import Foundation
import SharedContainer
import Synchronization
import Testing

/// The real file system, except that one chosen call of the next publish stops until released.
final class BlockingFileSystem: ForwardingFileSystem {
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

    /// The real file system every call goes on to.
    let base: any FileSystem = POSIXFileSystem()
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
}
