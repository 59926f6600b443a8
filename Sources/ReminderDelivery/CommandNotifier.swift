import Foundation

/// Runs a user's command for each reminder: `/bin/sh -c COMMAND`, with the message in the
/// environment (`GLOVEBOX_TITLE`, `GLOVEBOX_BODY`, `GLOVEBOX_URL`, `GLOVEBOX_STATE`,
/// `GLOVEBOX_URGENT` = 1 or 0); exit status 0 is delivered. The text is never put into the command
/// line, so no title can inject shell syntax. Standard input is `/dev/null`: a message written to a
/// pipe the command never reads would end this process with SIGPIPE once the command exited.
public struct CommandNotifier: Sendable {
    /// The command as `remind add command` took it.
    public var command: String
    /// The environment the command inherits, before the message's variables.
    public var environment: [String: String]

    /// A notifier running `command` with `environment`.
    public init(command: String, environment: [String: String]) {
        self.command = command
        self.environment = environment
    }

    /// Runs the command for one message; throws when it cannot start or exits with another status than 0.
    public func notify(title: String, body: String, link: String?, state: String, isUrgent: Bool) throws(DeliveryError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var variables = environment
        variables["GLOVEBOX_TITLE"] = title
        variables["GLOVEBOX_BODY"] = body
        variables["GLOVEBOX_URL"] = link ?? ""
        variables["GLOVEBOX_STATE"] = state
        variables["GLOVEBOX_URGENT"] = isUrgent ? "1" : "0"
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .command("cannot start /bin/sh: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .command("'\(command)' exited with status \(process.terminationStatus)")
        }
    }
}
