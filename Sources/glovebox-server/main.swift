import Foundation
import HouseholdServer

// glovebox-server: see `glovebox-server --help`.

/// Asks on the terminal with echo off, so a typed password is not shown (nor left on the screen).
@Sendable func askSecretly(_ prompt: String) -> String? {
    var saved = termios()
    let hasTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
    if hasTerminal {
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        // Before the prompt is shown: TCSAFLUSH discards what was typed before it, and must not
        // discard what is typed once the prompt is there.
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
    }
    FileHandle.standardError.write(Data(prompt.utf8))
    defer {
        if hasTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
        FileHandle.standardError.write(Data("\n".utf8))
    }
    return readLine(strippingNewline: true)
}

/// Asks on the terminal, showing the answer.
@Sendable func askOpenly(_ prompt: String) -> String? {
    FileHandle.standardError.write(Data(prompt.utf8))
    return readLine(strippingNewline: true)
}

// Only a terminal can answer; from a script or a pipe, add-account needs --password-file and
// remove-account --yes.
let hasTerminal = isatty(STDIN_FILENO) == 1
let commandLine = ServerCommandLine(
    environment: ProcessInfo.processInfo.environment, ask: hasTerminal ? askSecretly : nil, confirm: hasTerminal ? askOpenly : nil)
let status = commandLine.run(
    Array(CommandLine.arguments.dropFirst()),
    output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
