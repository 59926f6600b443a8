import AppCore
import Foundation
import HouseholdSync
import LinuxPlatform

/// What a `glovebox` process does with its arguments: the console over standard output and error
/// (asking questions only on a terminal), this process's environment (a `GLOVEBOX_NOW` that is not an
/// instant is the user's mistake, exit 2), an app session on it, and the command line's run. The
/// shipping `glovebox` and the tests' `glovebox-with-faults` both start here, the second with the
/// sync options a test asked for.
public enum GloveboxProgram {
    /// Runs `arguments` (without the program's name) and returns the exit status.
    public static func run(_ arguments: [String], sync: SyncOptions = .standard) -> Int32 {
        // Only a terminal can answer a question; from a script or a pipe, destructive commands need
        // --yes, and `login --server` a password file or standard input.
        let isTerminal = isatty(STDIN_FILENO) == 1
        let ask: ((String) -> String?)? = isTerminal ? { prompt in
            FileHandle.standardOutput.write(Data(prompt.utf8))
            return readLine(strippingNewline: true)
        } : nil
        let askSecretly: ((String) -> String?)? = isTerminal ? { SecretPrompt.ask($0) } : nil
        let console = Console(
            output: StandardStream(handle: .standardOutput), errors: StandardStream(handle: .standardError), ask: ask,
            askSecretly: askSecretly, readInputLine: { readLine(strippingNewline: true) })
        let environment: AppEnvironment
        do {
            environment = try .current()
        } catch {
            console.errorLine("glovebox: \(error.description)")
            return 2
        }
        // `run` closes the logbook before it returns: `exit` runs no deinitializers.
        return GloveboxCommandLine(sync: sync).run(arguments, app: AppSession(environment: environment), console: console)
    }
}

/// Standard output or standard error, written through `FileHandle` as the command prints.
struct StandardStream: TextOutputStream {
    let handle: FileHandle

    mutating func write(_ string: String) {
        handle.write(Data(string.utf8))
    }
}
