import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Random 64-bit words from the system's secure generator, fetched 510 at a time and handed out
/// three at a time (the 130 bits of one random id, `IdentifierSource.random`).
///
/// `SystemRandomNumberGenerator` makes a system call for every word: three a record, a few per cent
/// of a 100,000-row import's wall time (issue 24). The words are the same generator's (the kernel's
/// `/dev/urandom` on Linux, `arc4random_buf` elsewhere), only fetched in bulk; each is handed out once.
///
/// Not fork-safe, unlike `arc4random`: a child made by `fork` without `exec` would hand out the
/// words its parent hands out too. Nothing in Glovebox forks (children are spawned), and asking for
/// the process id before every id would put a system call back on the path this pool takes them off.
final class RandomWordPool: @unchecked Sendable {
    /// The process's pool.
    static let shared = RandomWordPool()

    /// A multiple of three, so that an id's words always come from one fetch.
    private static let capacity = 510

    // Guarded by `lock`: ids may be drawn from concurrent tasks.
    private let lock = NSLock()
    private var words = [UInt64](repeating: 0, count: capacity)
    private var used = capacity

    /// Three words no one else is handed.
    func nextThree() -> (UInt64, UInt64, UInt64) {
        lock.lock()
        defer { lock.unlock() }
        if used == words.count {
            refill()
            used = 0
        }
        defer { used += 3 }
        return (words[used], words[used + 1], words[used + 2])
    }

    /// Fills `words` from the system's generator.
    private func refill() {
        var filled = 0
        #if canImport(Darwin)
        words.withUnsafeMutableBytes { buffer in arc4random_buf(buffer.baseAddress!, buffer.count) }
        filled = words.count
        #elseif canImport(Glibc)
        // The kernel's generator as a file (`getrandom` is not in the Glibc module): one open, one
        // read of every word, one close.
        let file = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        if file >= 0 {
            words.withUnsafeMutableBytes { buffer in
                var bytes = 0
                while bytes < buffer.count {
                    let count = read(file, buffer.baseAddress! + bytes, buffer.count - bytes)
                    if count > 0 {
                        bytes += count
                    } else if count < 0 && errno == EINTR {
                        continue
                    } else {
                        break
                    }
                }
                // Whole words only: a word the read left partly filled is drawn again below.
                filled = bytes / MemoryLayout<UInt64>.size
            }
            close(file)
        }
        #endif
        // Where the bulk call failed, the standard generator (which stops the process rather than
        // hand out words that are not random).
        var generator = SystemRandomNumberGenerator()
        for index in filled..<words.count { words[index] = generator.next() }
    }
}
