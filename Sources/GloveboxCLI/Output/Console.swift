/// Where a command's output goes, and where its questions are answered: an injected standard
/// output and standard error, a terminal to ask when there is one, and standard input.
///
/// The executable passes streams that write to the process's file descriptors; tests pass
/// `TextBuffer`s and read what was written, and answer questions and standard input themselves.
public final class Console {
    private var output: any TextOutputStream
    private var errors: any TextOutputStream
    /// Asks the person at the terminal and returns their line (`nil` at the end of input); `nil`
    /// itself when standard input is not a terminal (a script, a pipe, a test), where nobody can
    /// answer, so a destructive command then needs `--yes`.
    public let ask: ((String) -> String?)?
    /// Asks like ``ask`` without showing what is typed (a password): the prompt on standard error,
    /// the terminal's echo off while the line is read and restored after. `nil` without a terminal.
    public let askSecretly: ((String) -> String?)?
    /// Reads one line of standard input, without its line break; `nil` at the end of input.
    public let readInputLine: () -> String?

    /// Creates a console over two streams, a terminal to ask when there is one, and standard input
    /// (none, unless given).
    public init(
        output: any TextOutputStream, errors: any TextOutputStream, ask: ((String) -> String?)? = nil,
        askSecretly: ((String) -> String?)? = nil, readInputLine: @escaping () -> String? = { nil }
    ) {
        self.output = output
        self.errors = errors
        self.ask = ask
        self.askSecretly = askSecretly
        self.readInputLine = readInputLine
    }

    /// Writes one line to standard output.
    public func line(_ text: String = "") {
        output.write(text + "\n")
    }

    /// Writes `text` to standard output exactly as it is, adding no line break (a file's text, such
    /// as the calendar's CRLF lines).
    public func write(_ text: String) {
        output.write(text)
    }

    /// Writes one line to standard error.
    public func errorLine(_ text: String) {
        errors.write(text + "\n")
    }
}
