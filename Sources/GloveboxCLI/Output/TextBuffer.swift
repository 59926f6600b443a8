/// A text stream that keeps what is written, for tests (a class, so the console and the test share it).
public final class TextBuffer: TextOutputStream {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty buffer.
    public init() {}

    /// Appends `string` to the text.
    public func write(_ string: String) {
        text += string
    }
}
