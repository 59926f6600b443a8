import BenchBasics
import Foundation
import GloveboxTestSupport
import Testing
@testable import GloveboxBench

/// `ChildProcess.cacheWhole` leaves every page of a file in the page cache (so that the widgets'
/// and their floor's resident sets compare programs, not the cache's history), and names a file it
/// cannot read.
@Suite struct ChildProcessCacheTests {
    let directory = TemporaryDirectory(prefix: "glovebox-bench-cache")

    /// How many of the file's pages are in the page cache (`mincore` over a mapping of it).
    static func residentPages(of path: String) throws -> (resident: Int, total: Int) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw BenchError.setupFailed("open \(path)") }
        defer { close(descriptor) }
        let size = Int(try FileManager.default.attributesOfItem(atPath: path)[.size] as! UInt64)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let pages = (size + page - 1) / page
        guard let mapping = mmap(nil, size, PROT_READ, MAP_SHARED, descriptor, 0), mapping != MAP_FAILED else {
            throw BenchError.setupFailed("mmap \(path)")
        }
        defer { munmap(mapping, size) }
        var flags = [UInt8](repeating: 0, count: pages)
        guard mincore(mapping, size, &flags) == 0 else { throw BenchError.setupFailed("mincore \(path)") }
        return (flags.count { $0 & 1 == 1 }, pages)
    }

    @Test func everyPageOfTheFileIsCachedAfterward() throws {
        let path = directory.appending("program").path
        try Data((0..<(3 << 20) + 123).map { UInt8(truncatingIfNeeded: $0) }).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        #expect(fsync(descriptor) == 0)
        // Out of the cache first, where the kernel lets it go (written and synced, it may).
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
        close(descriptor)
        let before = try Self.residentPages(of: path)

        try ChildProcess.cacheWhole([path])

        let after = try Self.residentPages(of: path)
        #expect(after.resident == after.total, "\(after.resident) of \(after.total) pages cached (before: \(before.resident))")
    }

    @Test func aFileItCannotReadIsNamed() {
        let missing = directory.appending("no-such-program").path
        #expect(throws: BenchError.processFailed("cannot read '\(missing)' to cache it")) {
            try ChildProcess.cacheWhole([missing])
        }
    }
}
