import BenchBasics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One run of a child process, measured by the launcher from `posix_spawn` to its reaping by `wait4`.
public struct ChildRun: Sendable {
    /// Wall-clock time from just before the spawn to just after the child was reaped.
    public let wall: Duration
    /// The child's peak resident set (`ru_maxrss`) in kibibytes.
    public let peakResidentKiB: Int
    /// The exit status (0 on success), or 128 + the signal that ended it.
    public let status: Int32

    /// A run as measured (or as a test states it).
    public init(wall: Duration, peakResidentKiB: Int, status: Int32) {
        self.wall = wall
        self.peakResidentKiB = peakResidentKiB
        self.status = status
    }
}

/// Starts an executable with arguments and an environment, waits for it, and measures it.
///
/// Foundation's `Process` reaps its children on its own thread, which would take the rusage
/// away from us; `posix_spawn` + `wait4` keeps both the exit status and `ru_maxrss`. Measured
/// children are started through `glovebox-bench-spawn`, because a child's `ru_maxrss` on Linux
/// never reports less than the peak RSS of the process that spawned it (see that launcher).
public enum ChildProcess {
    /// Runs `path` through the `launcher` executable and returns what the launcher measured; the
    /// child's standard error goes to `errorPath` when one is given (the launcher's own too).
    public static func measure(
        _ path: String, _ arguments: [String], environment: [String: String], outputPath: String = "/dev/null",
        errorPath: String? = nil, launcher: String
    ) throws(BenchError) -> ChildRun {
        guard access(path, X_OK) == 0 else { throw .missingExecutable(path) }
        let base = environment["TMPDIR"] ?? "/tmp"
        let resultPath = base + "/glovebox-bench-result-\(getpid()).txt"
        defer { unlink(resultPath) }
        let launched = try run(
            launcher, [resultPath, outputPath, path] + arguments, environment: environment, errorPath: errorPath)
        guard launched.status == 0,
              let text = try? String(contentsOfFile: resultPath, encoding: .utf8),
              case let fields = text.split(separator: " ").map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }),
              fields.count == 3, let nanoseconds = Int64(fields[0]), let peak = Int(fields[1]), let status = Int32(fields[2])
        else { throw .processFailed("the launcher could not measure '\(path)' (status \(launched.status))") }
        return ChildRun(wall: .nanoseconds(nanoseconds), peakResidentKiB: peak, status: status)
    }

    /// Runs `path` with `arguments` and `environment` directly; standard output goes to `outputPath`
    /// (default `/dev/null`), standard error to `errorPath` (inherited when `nil`). Its
    /// `peakResidentKiB` is at least this process's own peak (see the type's documentation).
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String], outputPath: String = "/dev/null",
        errorPath: String? = nil
    ) throws(BenchError) -> ChildRun {
        guard access(path, X_OK) == 0 else { throw .missingExecutable(path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let errorPath {
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }

        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let code = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
            (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
                posix_spawn(&pid, path, &actions, nil, argvBuffer.baseAddress!, envpBuffer.baseAddress!)
            }
        }
        guard code == 0 else { throw .processFailed("cannot start '\(path)': \(String(cString: strerror(code)))") }
        var rawStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &rawStatus, 0, &usage) < 0 {
            guard errno == EINTR else { throw .processFailed("cannot wait for '\(path)': errno \(errno)") }
        }
        let wall = start.duration(to: clock.now)
        // WIFEXITED / WEXITSTATUS / WTERMSIG spelled out: the C macros are not imported.
        let signal = rawStatus & 0x7F
        let status = signal == 0 ? (rawStatus >> 8) & 0xFF : 128 + signal
        return ChildRun(wall: wall, peakResidentKiB: Int(usage.ru_maxrss), status: status)
    }

    /// Writes a fresh copy of each program `names` names, from `executables` into `directory`, and
    /// returns `directory`: the benchmarks start the copies.
    ///
    /// How fast a program starts, and the peak resident set it reports, depend on how its file's
    /// pages came into the page cache: the kernel maps a cached file's neighbouring pages on a
    /// fault, more of them from the large folios a fresh write leaves than from pages read back one
    /// fault at a time. The same widget started in 2.44 ms from its build's file, which had been
    /// read back that way, and in 1.83 ms from a copy just written (`perf stat -r 30`); the same
    /// bare process peaked at 11.5 MiB from one file and 13.3 MiB from another. A widget linked a
    /// minute before against a floor linked hours before compared the page cache's history as much
    /// as the programs: copied together, every program starts from the same state.
    public static func freshCopies(of names: [String], from executables: String, into directory: String) throws(BenchError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for name in names {
                let source = executables + "/" + name
                guard access(source, X_OK) == 0 else { throw BenchError.missingExecutable(source) }
                let copy = directory + "/" + name
                try? FileManager.default.removeItem(atPath: copy)
                try writeClosedOnExec(Data(contentsOf: URL(fileURLWithPath: source)), to: copy)
            }
        } catch let error as BenchError {
            throw error
        } catch {
            throw .setupFailed("cannot copy the programs into '\(directory)': \(error)")
        }
        return directory
    }

    /// Writes `data` to a new executable file at `path` through a descriptor no child inherits:
    /// a program whose file another process holds open for writing cannot be started (`ETXTBSY`),
    /// and a child spawned elsewhere in the process while the file is written would hold it.
    private static func writeClosedOnExec(_ data: Data, to path: String) throws(BenchError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw .setupFailed("cannot create '\(path)': errno \(errno)") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written else { throw .setupFailed("cannot write '\(path)': errno \(errno)") }
    }

    /// The directory of the running executable (where the sibling products of a build are).
    public static func executableDirectory() -> String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return (path as NSString).deletingLastPathComponent
    }
}
