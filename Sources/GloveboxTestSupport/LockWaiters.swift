#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Asks Linux how many requests are queued for the `flock(2)` lock on a path: the positive sign that a
/// thread or a process reached the lock and is waiting for it.
///
/// A test that must show that something does not happen while another party holds the lock waits
/// for this instead of sleeping and hoping: once the other side's request is queued, everything
/// that side does before taking the lock is done, and everything after it cannot happen until the
/// test lets go. `/proc/locks` lists each waiting request with `->` before it, and the device and
/// inode of its file (`fe:01:1234567`, the device's major and minor numbers in hex).
public enum LockWaiters {
    /// How many `flock` requests wait for the lock on `path` now; 0 when there is no such file.
    public static func count(on path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0, let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else {
            return 0
        }
        let file = FileKey(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        return table.split(separator: "\n").filter { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count > 2, fields[1] == "->", fields[2] == "FLOCK" else { return false }
            return fields.contains { FileKey(procLocksField: $0) == file }
        }.count
    }

    /// Waits until at least `count` requests wait for the lock on `path`, or until `stop` says to give
    /// up (the party was not to wait at all: it got the lock, say), for at most `seconds`; returns
    /// whether they wait.
    public static func wait(
        untilWaiting count: Int = 1, on path: String, within seconds: Double = 30, unless stop: () -> Bool = { false }
    ) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if Self.count(on: path) >= count { return true }
            if stop() { return false }
            usleep(1_000)
        }
        return Self.count(on: path) >= count
    }

    /// A file's device and inode, as `stat` and `/proc/locks` give them.
    private struct FileKey: Equatable {
        let major: UInt64
        let minor: UInt64
        let inode: UInt64

        /// The key of `device` and `inode`, with Linux's split of a device number into major and minor.
        init(device: UInt64, inode: UInt64) {
            major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
            minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
            self.inode = inode
        }

        /// The key in a `/proc/locks` field `MAJOR:MINOR:INODE` (hex, hex, decimal); `nil` for any other field.
        init?(procLocksField field: Substring) {
            let parts = field.split(separator: ":")
            guard parts.count == 3, let major = UInt64(parts[0], radix: 16), let minor = UInt64(parts[1], radix: 16),
                  let inode = UInt64(parts[2])
            else { return nil }
            (self.major, self.minor, self.inode) = (major, minor, inode)
        }
    }
}
