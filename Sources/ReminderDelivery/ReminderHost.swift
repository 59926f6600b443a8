import Foundation

/// What the reminders need of the machine they run on: its environment (the session bus, the
/// Glovebox home a timer must carry, where systemd looks for user units), the path of the running
/// `glovebox`, whether systemd runs the system, and how HTTP requests are made. The executable fills
/// it from the process; tests from their own bus, home and servers.
public struct ReminderHost: Sendable {
    /// The process environment.
    public var variables: [String: String]
    /// The absolute path of the `glovebox` the timer should run.
    public var executablePath: String
    /// Whether systemd is the init system (`/run/systemd/system` exists, as `sd_booted(3)` checks).
    public var hasSystemd: Bool
    /// How HTTP channels send.
    public var http: HTTPPoster

    /// Creates a host.
    public init(variables: [String: String], executablePath: String, hasSystemd: Bool, http: HTTPPoster = HTTPPoster()) {
        self.variables = variables
        self.executablePath = executablePath
        self.hasSystemd = hasSystemd
        self.http = http
    }

    /// This process's host.
    public static func current() -> ReminderHost {
        // /proc/self/exe names the running program even when it was started through a symlink or $PATH.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "glovebox").standardizedFileURL.path
        var isDirectory: ObjCBool = false
        let systemd = FileManager.default.fileExists(atPath: "/run/systemd/system", isDirectory: &isDirectory) && isDirectory.boolValue
        return ReminderHost(variables: ProcessInfo.processInfo.environment, executablePath: executable, hasSystemd: systemd)
    }

    /// The session bus's address (`DBUS_SESSION_BUS_ADDRESS`), or `nil` for libdbus's own lookup.
    public var busAddress: String? {
        variables["DBUS_SESSION_BUS_ADDRESS"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The Glovebox home the timer must carry, when one is set (`GLOVEBOX_HOME`).
    public var gloveboxHome: String? {
        variables["GLOVEBOX_HOME"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where systemd's user manager reads the user's own units: `$XDG_CONFIG_HOME/systemd/user`, else
    /// `~/.config/systemd/user`.
    public var userUnitDirectory: String {
        let config = variables["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.config"
        return config + "/systemd/user"
    }
}
