import AppCore
import Foundation
import GloveboxCLI

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
// `run` closes the logbook before it returns: `exit` runs no deinitializers.
let status = GloveboxCommandLine().run(
    Array(CommandLine.arguments.dropFirst()), app: AppSession(environment: .current()), console: console)
exit(status)
