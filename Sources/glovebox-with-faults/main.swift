// `glovebox` with a fault that only a test asks for: the crash and outage tests of the household
// sync run this helper instead of `glovebox`, which installs no hook at all. It reads its own options
// (see FaultPlan), then runs the rest exactly as Sources/glovebox/main.swift runs its arguments.
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

let plan: FaultPlan
do {
    plan = try FaultPlan(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("glovebox-with-faults: \(error)\n\(FaultPlan.usage)\n".utf8))
    exit(64)
}
let ask: ((String) -> String?)? = isatty(STDIN_FILENO) == 1 ? { prompt in
    FileHandle.standardOutput.write(Data(prompt.utf8))
    return readLine(strippingNewline: true)
} : nil
let console = Console(
    output: StandardStream(handle: .standardOutput), errors: StandardStream(handle: .standardError), ask: ask)
let environment: AppEnvironment
do {
    environment = try .current()
} catch {
    console.errorLine("glovebox: \(error.description)")
    exit(2)
}
// `run` closes the logbook before it returns: `exit` runs no deinitializers.
exit(GloveboxCommandLine(sync: plan.sync).run(plan.arguments, app: AppSession(environment: environment), console: console))
