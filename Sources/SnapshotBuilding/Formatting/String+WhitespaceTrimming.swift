import Foundation

extension String {
    /// The text without the spaces and tabs at its ends: `trimmingCharacters(in: .whitespaces)`.
    ///
    /// A text whose first and last bytes are printable ASCII other than a space has nothing to trim,
    /// and is returned as it is; only another is given to Foundation, whose trim cost some 11,000
    /// instructions a title even with nothing to take off, hundreds of times a publish at fifty
    /// vehicles. `WhitespaceTrimmingTests` compares the two on random texts.
    func trimmingWhitespace() -> String {
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return self }
        if Self.isPrintableASCII(first) && Self.isPrintableASCII(last) { return self }
        return trimmingCharacters(in: .whitespaces)
    }

    /// A byte that is an ASCII character no Unicode whitespace or control character begins with.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte)
    }
}
