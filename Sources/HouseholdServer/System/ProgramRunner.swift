import Foundation

/// Runs another program to completion and keeps what it printed: `initdb`, `pg_ctl`, `openssl`.
///
/// Through `posix_spawn` and a blocking `waitpid` rather than Foundation's `Process`: with `Process`,
/// a `runuser` whose child daemonized (`pg_ctl start`) was left a zombie and `waitUntilExit` waited
/// forever (Swift 6.3.1 on Linux).
public struct ProgramRunner: Sendable {
    /// What a program did.
    public struct Outcome: Sendable, Equatable {
        /// Its exit status (128 + the signal number when a signal ended it).
        public var status: Int32
        /// Its standard output and standard error, interleaved as it wrote them.
        public var output: String

        /// Whether it exited with 0.
        public var succeeded: Bool { status == 0 }

        /// The last `count` lines of its output, for an error message.
        public func tail(_ count: Int = 12) -> String {
            output.split(separator: "\n", omittingEmptySubsequences: true).suffix(count).joined(separator: "\n")
        }
    }

    /// Creates a runner.
    public init() {}

    /// Runs `program` with `arguments` in `directory`, with standard input from `/dev/null`.
    ///
    /// Both output streams go to a temporary file that only the child opens, read once the child
    /// has exited: a pipe's write end could leak into a daemon the program leaves behind (`pg_ctl
    /// start`) and hold the read open for as long as that one lives.
    public func run(_ program: String, _ arguments: [String], in directory: String? = nil) throws(ServerError) -> Outcome {
        let capture = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-server-\(UUID().uuidString).out")
        defer { unlink(capture) }
        let pid = try Self.spawn([program] + arguments, output: capture, in: directory)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = FileManager.default.contents(atPath: capture) ?? Data()
        // The wait-status macros are C macros Swift does not import: the low 7 bits are the signal,
        // the next byte the exit status.
        let signal = status & 0x7f
        return Outcome(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: String(decoding: output, as: UTF8.self))
    }

    /// Starts `words` (a program and its arguments) in `directory` and returns its process id,
    /// without waiting: standard input from `/dev/null`, standard output and error to the file
    /// `output` (created 0600).
    ///
    /// The child starts clean, whatever this process is: no descriptor but those three (a daemon it
    /// leaves behind must not keep this process's pipes and sockets open: one that held the pipe by
    /// which Foundation's `Process` learns of a child's exit made `waitUntilExit` wait for ever), no
    /// blocked signal and no ignored one (a thread of a Swift program has most signals blocked, and a
    /// shell that inherits that mask never hears of its own children ending).
    public static func spawn(_ words: [String], output: String, in directory: String? = nil) throws(ServerError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Descriptors opened by another thread after this listing can still slip through; the
        // command-line tool has no other thread, and the tests start servers before any connection.
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        // posix_spawn has no portable "change directory" action, so a shell changes it and execs.
        var command = words
        if let directory { command = ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, directory] + words }
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw .runtime(.cannotRun, ["program": words[0], "error": String(cString: strerror(spawned))]) }
        return pid
    }

    /// The descriptors this process has open, from `/proc/self/fd`.
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// The first executable named `name` in `directories`, else on `$PATH`, else in the system's
    /// `sbin` directories (where `runuser` lives, off a normal user's `PATH`).
    public static func find(_ name: String, in directories: [String] = [], environment: [String: String]) -> String? {
        let path = environment["PATH"].map { $0.split(separator: ":").map(String.init) } ?? ["/usr/local/bin", "/usr/bin", "/bin"]
        for directory in directories + path + ["/usr/sbin", "/sbin"] {
            let candidate = (directory as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
