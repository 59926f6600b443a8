import Foundation

/// The systemd user service and timer that run `glovebox remind` every day at 09:00 (the calendar's
/// alarm hour) and shortly after login, catching up after a machine that was off or asleep
/// (`Persistent=true`); and, where systemd does not run the system, the crontab lines that do the same.
///
/// ```swift
/// let timer = ReminderTimer(host: .current())
/// try timer.install()   // then: systemctl --user daemon-reload && systemctl --user enable --now glovebox-remind.timer
/// ```
public struct ReminderTimer: Sendable {
    /// The service's file name.
    public static let serviceName = "glovebox-remind.service"
    /// The timer's file name.
    public static let timerName = "glovebox-remind.timer"

    /// The machine it is for: the executable's path, the Glovebox home, the unit directory.
    public var host: ReminderHost

    /// The timer of `host`.
    public init(host: ReminderHost) {
        self.host = host
    }

    /// The service unit: one `glovebox remind` run, with the Glovebox home it was installed from.
    public var service: String {
        var lines = [
            "[Unit]",
            "Description=Glovebox reminders: tell each deadline and maintenance state change once",
            "",
            "[Service]",
            "Type=oneshot",
            "ExecStart=\(Self.quoted(host.executablePath, inCommand: true)) remind",
        ]
        if let home = host.gloveboxHome {
            lines.append("Environment=\(Self.quoted("GLOVEBOX_HOME=" + home, inCommand: false))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The timer unit: daily at 09:00 and two minutes after the user's service manager starts (at
    /// login), `Persistent=true` so a run missed while the machine was off happens when it is back.
    public var timer: String {
        """
        [Unit]
        Description=Run Glovebox reminders daily and at login

        [Timer]
        OnCalendar=*-*-* 09:00:00
        OnStartupSec=2min
        Persistent=true
        Unit=\(Self.serviceName)

        [Install]
        WantedBy=timers.target

        """
    }

    /// The crontab lines for a system without systemd: daily at 09:00 and at boot. cron's environment
    /// has no session bus; libdbus finds the user's at `$XDG_RUNTIME_DIR/bus`, so the lines name it.
    public var crontab: String {
        var command = Self.shellQuoted(host.executablePath) + " remind"
        if let home = host.gloveboxHome { command = "GLOVEBOX_HOME=" + Self.shellQuoted(home) + " " + command }
        command = "XDG_RUNTIME_DIR=/run/user/$(id -u) " + command
        // cron turns an unescaped % into a newline.
        command = command.replacingOccurrences(of: "%", with: "\\%")
        return "0 9 * * * \(command)\n@reboot \(command)\n"
    }

    /// The two unit files' paths.
    public var servicePath: String { host.userUnitDirectory + "/" + Self.serviceName }
    /// The timer's path.
    public var timerPath: String { host.userUnitDirectory + "/" + Self.timerName }
    /// The link `systemctl --user enable` makes, which uninstalling removes too.
    public var enabledLinkPath: String { host.userUnitDirectory + "/timers.target.wants/" + Self.timerName }

    /// Whether either unit file is there.
    public var isInstalled: Bool {
        FileManager.default.fileExists(atPath: servicePath) || FileManager.default.fileExists(atPath: timerPath)
    }

    /// The commands that start it after ``install(write:)``.
    public static let enableCommands = [
        "systemctl --user daemon-reload", "systemctl --user enable --now \(timerName)",
    ]

    /// The commands to run after ``uninstall()``, so the user manager forgets the timer.
    public static let forgetCommands = ["systemctl --user stop \(timerName)", "systemctl --user daemon-reload"]

    /// Why systemd could not start the executable by its path, or `nil` when it can: systemd refuses an
    /// executable name with a `$` or a quote in it ("Executable name contains special characters",
    /// as `systemd-analyze verify` says), whatever the escaping.
    public var unusableExecutable: String? {
        let path = host.executablePath
        guard path.hasPrefix("/") else { return "'\(path)' is not an absolute path" }
        let refused = path.filter { "$\"'\\".contains($0) || $0.isNewline }
        return refused.isEmpty ? nil : "systemd cannot run '\(path)' (its path holds \(String(Set(refused)).debugDescription)); install glovebox elsewhere"
    }

    /// Writes both units (the directory made as needed) through `write`; returns their paths.
    @discardableResult
    public func install(write: (String, Data) throws -> Void) throws -> [String] {
        if let unusableExecutable { throw TimerError.unusableExecutable(unusableExecutable) }
        try FileManager.default.createDirectory(atPath: host.userUnitDirectory, withIntermediateDirectories: true)
        try write(servicePath, Data(service.utf8))
        try write(timerPath, Data(timer.utf8))
        return [servicePath, timerPath]
    }

    /// Removes both units and the enabling link; returns the paths that were there.
    @discardableResult
    public func uninstall() throws -> [String] {
        var removed: [String] = []
        for path in [enabledLinkPath, timerPath, servicePath] {
            // The enabling link may dangle once the timer is gone: ask for the link itself.
            guard (try? FileManager.default.attributesOfItem(atPath: path)) != nil
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            else { continue }
            try FileManager.default.removeItem(atPath: path)
            removed.append(path)
        }
        return removed
    }

    /// A value for a unit file, in double quotes with systemd's escapes: `\` and `"` escaped, `%`
    /// doubled (a specifier otherwise), and in a command line `$` doubled (a variable otherwise).
    static func quoted(_ value: String, inCommand: Bool) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "%": escaped += "%%"
            case "$" where inCommand: escaped += "$$"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    /// A word for `/bin/sh`, in single quotes.
    static func shellQuoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
