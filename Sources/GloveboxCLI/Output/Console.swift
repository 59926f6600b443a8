/// Where a command's output goes: an injected standard output and standard error.
///
/// The executable passes streams that write to the process's file descriptors; tests pass
/// `TextBuffer`s and read what was written.
public final class Console {
    private var output: any TextOutputStream
    private var errors: any TextOutputStream
    /// Asks the person at the terminal and returns their line (`nil` at the end of input); `nil`
    /// itself when standard input is not a terminal (a script, a pipe, a test), where nobody can
    /// answer, so a destructive command then needs `--yes`.
    public let ask: ((String) -> String?)?

    /// Creates a console over two streams, and a terminal to ask when there is one.
    public init(output: any TextOutputStream, errors: any TextOutputStream, ask: ((String) -> String?)? = nil) {
        self.output = output
        self.errors = errors
        self.ask = ask
    }

    /// Writes one line to standard output.
    public func line(_ text: String = "") {
        output.write(text + "\n")
    }

    /// Writes one line to standard error.
    public func errorLine(_ text: String) {
        errors.write(text + "\n")
    }
}
