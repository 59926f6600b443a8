import Foundation

/// A question on the terminal whose answer is not shown: the console's ``Console/askSecretly``.
///
/// The prompt goes to standard error, so that a command's standard output stays its answer; the
/// terminal's echo is off while the line is read and its settings are restored whatever the read
/// returns.
enum SecretPrompt {
    /// Writes `prompt`, reads one line from the terminal with echo off, and returns it (`nil` at the
    /// end of input).
    static func ask(_ prompt: String) -> String? {
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var silent = saved
            // ECHONL off too: the line break typed is not shown either; one is written below.
            silent.c_lflag &= ~tcflag_t(ECHO | ECHONL)
            // TCSAFLUSH: what was typed before the prompt is not taken for the password. Before the
            // prompt is shown, so that nothing typed once it is shown is discarded (someone who types
            // as soon as the prompt appears would otherwise lose the password and wait forever).
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        FileHandle.standardError.write(Data(prompt.utf8))
        defer {
            if isTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
            // The user's Return was not echoed: end the prompt's line.
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return readLine(strippingNewline: true)
    }
}
