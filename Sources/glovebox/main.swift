import AppCore
import Foundation
import GloveboxCLI
import LinuxPlatform

/// Standard output or standard error, written through `FileHandle` as the command prints.
struct StandardStream: TextOutputStream {
    let handle: FileHandle

    mutating func write(_ string: String) {
        handle.write(Data(string.utf8))
    }
}

// Only a terminal can answer a question; from a script or a pipe, destructive commands need --yes.
let ask: ((String) -> String?)? = isatty(STDIN_FILENO) == 1 ? { prompt in
    FileHandle.standardOutput.write(Data(prompt.utf8))
    return readLine(strippingNewline: true)
} : nil
let console = Console(
    output: StandardStream(handle: .standardOutput), errors: StandardStream(handle: .standardError), ask: ask)
// A GLOVEBOX_NOW that is not an instant is the user's mistake, like a bad argument (exit 2).
let environment: AppEnvironment
do {
    environment = try .current()
} catch {
    console.errorLine("glovebox: \(error.description)")
    exit(2)
}
// `run` closes the logbook before it returns: `exit` runs no deinitializers.
let status = GloveboxCommandLine().run(
    Array(CommandLine.arguments.dropFirst()), app: AppSession(environment: environment), console: console)
exit(status)
