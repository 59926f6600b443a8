import Foundation
import SharedContainer

/// An in-memory file system that keeps what has been made durable apart from what has only been
/// written, so that a test can cut the power after any number of calls and look at every state
/// the disk could come back in.
///
/// The durability rules are the POSIX ones a careful program may rely on, and no more: a file's
/// data becomes durable at `fsync` of that file; a directory entry (a new name, a rename, an
/// unlink) becomes durable at `fsync` of its directory. After a cut, a directory holds its synced
/// entries plus any prefix of the entry changes made since (journals keep their order), and
/// every file whose data was not synced holds its synced data, nothing, half of what was
/// written, or all of it.
///
/// ```swift
/// let disk = PowerLossFileSystem(directories: ["/c"])
/// disk.cutPower(afterCalls: 5)
/// _ = try? SnapshotFiles(directory: "/c", fileSystem: disk).publish(bytes, as: "a.json")
/// for image in disk.crashImages() { … }
/// ```
public final class PowerLossFileSystem: FileSystem, @unchecked Sendable {
    /// What happened to data that was written but not synced when the power went.
    public enum UnsyncedData: CaseIterable, Sendable {
        /// Lost: the file holds what it held at its last `fsync` (nothing for a new file).
        case absent
        /// The file came back empty (a delayed allocation that never happened), or, after pure
        /// appends, with just its synced bytes.
        case empty
        /// Half of the unsynced bytes reached the disk (after the synced ones, for appends).
        case partial
        /// All of it reached the disk anyway.
        case complete
    }

    struct Inode {
        var data: [UInt8]
        var synced: [UInt8]
        var permissions: UInt32
    }

    struct Directory {
        /// The entries now, and every earlier state since the last `fsync` (the first is durable).
        var history: [[String: Int]]
        var entries: [String: Int] { history[history.count - 1] }
    }

    enum Descriptor {
        case file(inode: Int, offset: Int, append: Bool)
        case directory(String)
    }

    let lock = NSLock()
    var inodes: [Int: Inode] = [:]
    var directories: [String: Directory] = [:]
    var descriptors: [Int32: Descriptor] = [:]
    var nextInode = 1
    var nextDescriptor: Int32 = 3
    var callsLeft: Int?
    var callCount = 0

    /// An empty disk with the given (durable, empty) directories.
    public init(directories paths: [String] = []) {
        for path in paths { directories[path] = Directory(history: [[:]]) }
    }

    /// Every call after the next `calls` fails with `EIO` and changes nothing, as if the
    /// machine had stopped.
    public func cutPower(afterCalls calls: Int) {
        lock.withLock { callsLeft = calls }
    }

    /// How many calls have been made since the disk was created or last restored.
    public var calls: Int { lock.withLock { callCount } }

    /// Every state the disk could be in after the power cut, as fresh disks with power on.
    public func crashImages() -> [PowerLossFileSystem] {
        lock.withLock {
            var images: [PowerLossFileSystem] = []
            for data in UnsyncedData.allCases {
                for choice in historyChoices(Array(directories.keys.sorted())) {
                    images.append(image(data: data, choice: choice))
                }
            }
            return images
        }
    }

    /// Every way of picking one history state per directory.
    func historyChoices(_ paths: [String]) -> [[String: Int]] {
        var choices: [[String: Int]] = [[:]]
        for path in paths {
            let count = directories[path]!.history.count
            choices = choices.flatMap { choice in
                (0..<count).map { index in choice.merging([path: index]) { $1 } }
            }
        }
        return choices
    }

    func image(data variant: UnsyncedData, choice: [String: Int]) -> PowerLossFileSystem {
        let image = PowerLossFileSystem()
        for (path, directory) in directories {
            image.directories[path] = Directory(history: [directory.history[choice[path]!]])
        }
        for (number, inode) in inodes {
            var contents = inode.synced
            if inode.data != inode.synced {
                // Appends never endanger bytes already synced; a truncation can.
                let appended = inode.data.starts(with: inode.synced)
                let kept = appended ? inode.synced : []
                let unsynced = inode.data.dropFirst(kept.count)
                switch variant {
                case .absent: contents = inode.synced
                case .empty: contents = kept
                case .partial: contents = kept + unsynced.prefix(unsynced.count / 2)
                case .complete: contents = inode.data
                }
            }
            image.inodes[number] = Inode(data: contents, synced: contents, permissions: inode.permissions)
        }
        image.nextInode = nextInode
        return image
    }

    /// Counts a call, failing it if the power is off.
    func enter() throws(FileSystemError) {
        let powered: Bool = lock.withLock {
            callCount += 1
            guard let left = callsLeft else { return true }
            if left == 0 { return false }
            callsLeft = left - 1
            return true
        }
        if !powered { throw FileSystemError(code: EIO) }
    }

    func locked<Result>(_ body: () throws(FileSystemError) -> Result) throws(FileSystemError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    func directoryPath(_ descriptor: Int32) throws(FileSystemError) -> String {
        guard case .directory(let path) = descriptors[descriptor] else { throw FileSystemError(code: EBADF) }
        return path
    }

    func change(_ path: String, _ edit: (inout [String: Int]) -> Void) {
        var entries = directories[path]!.entries
        edit(&entries)
        directories[path]!.history.append(entries)
    }

    func allocate(_ descriptor: Descriptor) -> Int32 {
        let number = nextDescriptor
        nextDescriptor += 1
        descriptors[number] = descriptor
        return number
    }
}
