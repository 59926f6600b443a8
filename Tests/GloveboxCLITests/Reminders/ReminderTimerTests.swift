import Foundation
import GloveboxTestSupport
import Testing

/// Issue 25, items 3 and 6: the systemd user units `remind install` writes, checked by
/// `systemd-analyze verify --user`; `remind uninstall`; the crontab lines without systemd; `doctor`.
@Suite struct ReminderTimerTests {
    /// Runs `systemd-analyze verify --user` on `paths` and returns its status and output.
    ///
    /// Verifying user units needs a user runtime directory, which a container without a login session
    /// lacks ("Failed to initialize manager"): the test gives it a private one.
    func verify(_ paths: [String], runtime: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
        process.arguments = ["verify", "--user"] + paths
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func installWritesUnitsThatSystemdAnalyzeVerifiesAndUninstallRemovesThem() throws {
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        let units = cli.home.path + "/config/systemd/user"
        let installed = cli.succeed("remind", "install")
        #expect(installed.output.contains("systemctl --user enable --now glovebox-remind.timer"), "\(installed.output)")
        let service = try String(contentsOfFile: units + "/glovebox-remind.service", encoding: .utf8)
        let timer = try String(contentsOfFile: units + "/glovebox-remind.timer", encoding: .utf8)
        let binary = try GloveboxProcess.binary().path
        #expect(service.contains("ExecStart=\"\(binary)\" remind\n"), "\(service)")
        #expect(service.contains("Environment=\"GLOVEBOX_HOME=\(cli.root)\"\n"), "\(service)")
        #expect(timer.contains("Persistent=true\n"))
        #expect(timer.contains("OnCalendar=*-*-* 09:00:00\n"))
        #expect(timer.contains("OnStartupSec=2min\n"))

        let runtime = TemporaryDirectory(prefix: "glovebox-runtime")
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
        let verified = try verify([units + "/glovebox-remind.timer", units + "/glovebox-remind.service"], runtime: runtime.path)
        #expect(verified.status == 0, "\(verified.output)")
        #expect(verified.output.isEmpty, "systemd-analyze has something to say: \(verified.output)")

        // The check can fail: a unit with a bad setting is refused.
        try "[Timer]\nOnCalendar=every day at nine\n".write(toFile: units + "/broken.timer", atomically: true, encoding: .utf8)
        #expect(try verify([units + "/broken.timer"], runtime: runtime.path).status != 0)
        try FileManager.default.removeItem(atPath: units + "/broken.timer")

        // Uninstall asks first: without a terminal it needs --yes, and changes nothing without it.
        let refused = cli.run("remind", "uninstall")
        #expect(refused.status == 2)
        #expect(FileManager.default.fileExists(atPath: units + "/glovebox-remind.timer"))
        let answered = cli.run("remind", "uninstall", answering: "y")
        #expect(answered.status == 0, "\(answered.errors)")
        #expect(!FileManager.default.fileExists(atPath: units + "/glovebox-remind.timer"))
        #expect(!FileManager.default.fileExists(atPath: units + "/glovebox-remind.service"))
        cli.succeed("remind", "install")
        try FileManager.default.createDirectory(atPath: units + "/timers.target.wants", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: units + "/timers.target.wants/glovebox-remind.timer", withDestinationPath: units + "/glovebox-remind.timer")
        cli.succeed("remind", "uninstall", "--yes")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: units + "/timers.target.wants/glovebox-remind.timer")) == nil)
    }

    @Test func pathsWithSpacesPercentSignsDollarsAndQuotesAreEscapedForSystemd() throws {
        let cli = CLIHarness.reminderGarage()
        // The timer's executable through a link whose path holds what systemd would otherwise read as
        // a word break or a specifier; the home holds a variable's sign and quotes too.
        let odd = cli.home.path + "/My Apps 100%"
        try FileManager.default.createDirectory(atPath: odd, withIntermediateDirectories: true)
        let link = odd + "/glovebox"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try GloveboxProcess.binary().path)
        try cli.useReminderHost(["GLOVEBOX_HOME": cli.home.path + "/Home 50% \"$USER\""], executable: link)
        cli.succeed("remind", "install")
        let units = cli.home.path + "/config/systemd/user"
        let service = try String(contentsOfFile: units + "/glovebox-remind.service", encoding: .utf8)
        #expect(service.contains("ExecStart=\"\(cli.home.path)/My Apps 100%%/glovebox\" remind\n"), "\(service)")
        #expect(service.contains("Environment=\"GLOVEBOX_HOME=\(cli.home.path)/Home 50%% \\\"$USER\\\"\"\n"), "\(service)")
        let runtime = TemporaryDirectory(prefix: "glovebox-runtime")
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
        let verified = try verify([units + "/glovebox-remind.timer", units + "/glovebox-remind.service"], runtime: runtime.path)
        #expect(verified.status == 0, "\(verified.output)")
        #expect(verified.output.isEmpty, "systemd-analyze has something to say: \(verified.output)")
    }

    @Test func anExecutablePathSystemdCannotRunIsRefused() throws {
        let cli = CLIHarness.reminderGarage()
        let odd = cli.home.path + "/cost $5"
        try FileManager.default.createDirectory(atPath: odd, withIntermediateDirectories: true)
        try cli.useReminderHost(executable: odd + "/glovebox")
        let refused = cli.run("remind", "install")
        #expect(refused.status == 1)
        #expect(refused.errors.contains("systemd cannot run"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: cli.home.path + "/config/systemd/user/glovebox-remind.service"))
    }

    @Test func withoutSystemdInstallPrintsTheCrontabLines() throws {
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost(hasSystemd: false)
        let result = cli.succeed("remind", "install")
        let binary = try GloveboxProcess.binary().path
        #expect(result.output.contains("0 9 * * * XDG_RUNTIME_DIR=/run/user/$(id -u) GLOVEBOX_HOME='\(cli.root)' '\(binary)' remind\n"), "\(result.output)")
        #expect(result.output.contains("@reboot XDG_RUNTIME_DIR=/run/user/$(id -u) GLOVEBOX_HOME='\(cli.root)' '\(binary)' remind\n"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: cli.home.path + "/config/systemd/user/glovebox-remind.timer"))
    }

    @Test func doctorSaysWhenTheRemindersAreBehindTheLogbook() throws {
        let ntfy = try LoopbackHTTPServer()
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost()
        #expect(cli.succeed("doctor").output.contains("[note] reminders: no channel configured"))
        cli.succeed("remind", "add", "ntfy", ntfy.url("/topic"))
        #expect(cli.succeed("doctor").output.contains("[note] reminders: behind the logbook: never run"))
        cli.succeed("remind")
        let current = cli.succeed("doctor").output
        #expect(current.contains("[ok] reminders: up to date with the logbook"), "\(current)")
        #expect(current.contains("[ok] calendar: up to date with the logbook"), "\(current)")
        cli.succeed("odometer", "log", "Clio", "15100")
        #expect(cli.succeed("doctor").output.contains("[note] reminders: behind the logbook: the logbook changed since the last run"))
        cli.succeed("remind")
        cli.at("2026-11-30T09:00:00Z")
        #expect(cli.succeed("doctor").output.contains("[note] reminders: behind the logbook: not run today"))
    }
}
