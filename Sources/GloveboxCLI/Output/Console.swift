/// Where a command's output goes: an injected standard output and standard error.
///
/// The executable passes streams that write to the process's file descriptors; tests pass
/// `TextBuffer`s and read what was written.
public final class Console {
    private var output: any TextOutputStream
    private var errors: any TextOutputStream

    /// Creates a console over two streams.
    public init(output: any TextOutputStream, errors: any TextOutputStream) {
        self.output = output
        self.errors = errors
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
