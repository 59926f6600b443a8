// The benchmark's launcher: starts one child, waits for it, and writes its wall time and peak RSS.
//
// Why a separate, tiny process: on Linux a child's ru_maxrss starts from the RSS of the process
// that spawned it (at exec, the kernel folds the pre-exec address space's high-water mark into the
// child's maxrss; with vfork/posix_spawn that is the parent's), so a child spawned straight from
// the benchmark would report at least the benchmark's own peak. This launcher links neither
// Foundation nor any library of ours, so its few MB are below every child measured, and it holds
// its logic here because a library would add exactly the memory it exists to avoid.
//
// Usage: glovebox-bench-spawn RESULT_FILE OUTPUT_FILE EXECUTABLE [ARGUMENT…]
// RESULT_FILE receives "wall_nanoseconds peak_rss_kib exit_status\n"; the child's stdout goes to
// OUTPUT_FILE; its environment is this process's.
// Linux only: it reads Linux's ru_maxrss (KiB, inherited across exec); elsewhere it says so and exits.
#if os(Linux)
import Glibc

func fail(_ message: String) -> Never {
    let text = "glovebox-bench-spawn: \(message)\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(125)
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else { fail("usage: glovebox-bench-spawn RESULT_FILE OUTPUT_FILE EXECUTABLE [ARGUMENT…]") }
var actions = posix_spawn_file_actions_t()
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_addopen(&actions, 1, arguments[2], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
let argv = arguments[3...].map { strdup($0) } + [nil]
var start = timespec()
var end = timespec()
var pid: pid_t = 0
clock_gettime(CLOCK_MONOTONIC, &start)
let code = argv.withUnsafeBufferPointer { posix_spawn(&pid, arguments[3], &actions, nil, $0.baseAddress!, environ) }
guard code == 0 else { fail("cannot start '\(arguments[3])': \(String(cString: strerror(code)))") }
var rawStatus: Int32 = 0
var usage = rusage()
while wait4(pid, &rawStatus, 0, &usage) < 0 {
    guard errno == EINTR else { fail("cannot wait for '\(arguments[3])': errno \(errno)") }
}
clock_gettime(CLOCK_MONOTONIC, &end)
let nanoseconds = (end.tv_sec - start.tv_sec) * 1_000_000_000 + (end.tv_nsec - start.tv_nsec)
// WIFEXITED / WEXITSTATUS / WTERMSIG spelled out: the C macros are not imported.
let signal = rawStatus & 0x7F
let status = signal == 0 ? (rawStatus >> 8) & 0xFF : 128 + signal
let line = "\(nanoseconds) \(usage.ru_maxrss) \(status)\n"
guard let file = fopen(arguments[1], "w") else { fail("cannot write '\(arguments[1])'") }
fputs(line, file)
fclose(file)
#else
fatalError("glovebox-bench-spawn measures Linux processes only")
#endif
