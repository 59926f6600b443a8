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

let console = Console(
    output: StandardStream(handle: .standardOutput), errors: StandardStream(handle: .standardError))
// `run` closes the logbook before it returns: `exit` runs no deinitializers.
let status = GloveboxCommandLine().run(
    Array(CommandLine.arguments.dropFirst()), app: AppSession(environment: .current()), console: console)
exit(status)
