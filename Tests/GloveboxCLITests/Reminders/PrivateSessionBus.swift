import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A D-Bus session bus of the test's own: `dbus-daemon --session --nofork --print-address`, started as
/// a child process and killed in `deinit`, so no test reaches the desktop's bus or another test's.
///
/// Keep it alive for the whole test (`withExtendedLifetime`): Swift may release an object after its
/// last use, and the bus must outlive every run that talks to it.
final class PrivateSessionBus {
    /// The bus's address, as `DBUS_SESSION_BUS_ADDRESS` names it.
    let address: String
    private let process: Process

    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        while !text.contains("\n"), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let address = text.split(separator: "\n").first.map(String.init) ?? ""
        guard !address.isEmpty else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw BusError.noAddress
        }
        self.address = address
        self.process = process
    }

    deinit {
        // dbus-daemon ignores SIGTERM here (seen: it stays up with clients connected); SIGKILL ends it.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    enum BusError: Error {
        case noAddress
    }

}
