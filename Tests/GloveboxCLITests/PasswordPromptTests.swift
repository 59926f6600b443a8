import Foundation
import GloveboxTestSupport
import Testing

/// How the real `glovebox login --server` takes a password: asked on a terminal without showing it,
/// or read from standard input with `--password-stdin`. No server is needed: the URL names a port
/// where nobody listens, so a login that got its password goes on to "cannot reach".
@Suite struct PasswordPromptTests {
    let home = TemporaryDirectory(prefix: "glovebox-password")
    let unreachable = "postgresql://localhost:1/glovebox"

    @Test func onATerminalThePasswordIsAskedWithoutShowingItAndTheTerminalIsRestored() throws {
        let terminal = try PseudoTerminal()
        #expect(try terminal.echoes(), "a terminal echoes to begin with")
        let process = Process()
        process.executableURL = try GloveboxProcess.binary()
        process.arguments = ["login", "ana@example.com", "--server", unreachable]
        process.environment = ["GLOVEBOX_HOME": home.path, "HOME": home.path, "TZ": "Europe/Lisbon"]
        (process.standardInput, process.standardOutput, process.standardError) = (terminal.terminal, terminal.terminal, terminal.terminal)
        try process.run()
        terminal.closeTerminalSide()

        let prompt = terminal.read(until: "password for ana@example.com: ")
        #expect(prompt.contains("password for ana@example.com: "), "\(prompt)")
        terminal.type("typed-s3cret\n")
        let rest = terminal.read()
        // A child still waiting for its password is a failure, not a test that never ends.
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            // SIGKILL: a login waiting on its terminal may not end on SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            Issue.record("the login still waited for its password: \(prompt + rest)")
        }
        process.waitUntilExit()

        #expect(!(prompt + rest).contains("typed-s3cret"), "the password was shown: \(prompt + rest)")
        // It was read: the login went on to the server.
        #expect(rest.contains("cannot reach the household server"), "\(rest)")
        #expect(process.terminationStatus == 1)
        #expect(try terminal.echoes(), "the terminal echoes again")
    }

    @Test func withPasswordStdinTheFirstLineOfStandardInputIsThePassword() throws {
        let glovebox = GloveboxProcess(home: home.path)
        let read = try glovebox.run(["login", "ana@example.com", "--server", unreachable, "--password-stdin"], input: "s3cret\n")
        #expect(read.status == 1)
        #expect(read.errors.contains("cannot reach the household server"), "\(read.errors)")
        let nothing = try glovebox.run(["login", "ana@example.com", "--server", unreachable, "--password-stdin"], input: "")
        #expect(nothing.status == 2)
        #expect(nothing.errors.contains("no password on standard input"), "\(nothing.errors)")
    }

    @Test func withoutATerminalOrAnOptionTheRefusalNamesTheOptions() throws {
        let result = try GloveboxProcess(home: home.path).run(["login", "ana@example.com", "--server", unreachable], input: "s3cret\n")
        #expect(result.status == 2)
        #expect(result.errors.contains("give --password-file FILE or --password-stdin"), "\(result.errors)")
    }
}
