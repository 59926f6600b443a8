import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal for a child process: the child's standard input, output and error are its
/// terminal side, where `isatty` is true and echo can be switched off; the test types and reads on
/// the controlling side, as a person at a terminal would.
final class PseudoTerminal {
    /// The controlling side, where the test types and reads.
    private let controller: Int32
    /// The terminal side's device path.
    let path: String
    /// The terminal side, to hand to the child (the test's own copy is closed by ``closeTerminalSide()``).
    let terminal: FileHandle

    /// A terminal in its default mode (echo on).
    init() throws {
        let controller = try Self.libc("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)(O_RDWR | O_NOCTTY)
        let grant = try Self.libc("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        let unlock = try Self.libc("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let name = try Self.libc("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        guard controller >= 0, grant(controller) == 0, unlock(controller) == 0, let name = name(controller) else {
            throw Failure(step: "posix_openpt", code: errno)
        }
        let path = String(cString: name)
        let terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { throw Failure(step: "open \(path)", code: errno) }
        self.controller = controller
        self.path = path
        self.terminal = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    }

    deinit {
        close(controller)
    }

    /// Closes the test's copy of the terminal side, so that reading ends once the child has exited.
    func closeTerminalSide() {
        try? terminal.close()
    }

    /// Types `text` as a person would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// What the terminal showed until `text` appeared, the child closed it, or `timeout` passed.
    func read(until text: String? = nil, timeout: TimeInterval = 30) -> String {
        var shown = Data()
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            if let text, String(decoding: shown, as: UTF8.self).contains(text) { break }
            var waiting = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(controller, $0.baseAddress, $0.count) }
            // EIO: every terminal-side descriptor is closed (the child exited).
            guard count > 0 else { break }
            shown.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: shown, as: UTF8.self)
    }

    /// Whether the terminal echoes what is typed now (its mode as the child left it).
    func echoes() throws -> Bool {
        let descriptor = open(path, O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { throw Failure(step: "open \(path)", code: errno) }
        defer { close(descriptor) }
        var mode = termios()
        guard tcgetattr(descriptor, &mode) == 0 else { throw Failure(step: "tcgetattr", code: errno) }
        return mode.c_lflag & tcflag_t(ECHO) != 0
    }

    /// The C library's function `name`: Swift's Glibc module leaves the pseudo-terminal calls out
    /// (glibc declares them only for `_XOPEN_SOURCE`), so they are looked up where the process has them.
    private static func libc<Function>(_ name: String, as type: Function.Type) throws -> Function {
        // RTLD_DEFAULT: every library the process has loaded, libc among them.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else {
            throw Failure(step: "dlsym \(name)", code: ENOSYS)
        }
        return unsafeBitCast(symbol, to: type)
    }

    /// A call that failed while setting the terminal up.
    struct Failure: Error, CustomStringConvertible {
        let step: String
        let code: Int32

        var description: String { "\(step) failed: \(String(cString: strerror(code)))" }
    }
}
