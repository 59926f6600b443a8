import Foundation

/// The bytes of a sequence of chunks (a file read a piece at a time), one by one, for a decoder that
/// pulls its input: the standard library's UTF-8 parser reads through the chunks' edges as if the
/// bytes were one run, so a sequence split between two chunks is checked whole.
struct ChunkedBytes<Chunks: IteratorProtocol>: IteratorProtocol where Chunks.Element == Data {
    private var chunks: Chunks
    private var chunk = Data()
    private var index = 0

    init(_ chunks: Chunks) {
        self.chunks = chunks
    }

    mutating func next() -> UInt8? {
        while index == chunk.count {
            guard let next = chunks.next() else { return nil }
            chunk = next
            index = 0
        }
        defer { index += 1 }
        return chunk[chunk.startIndex + index]
    }
}

extension ChunkedBytes {
    /// Whether the chunks, read in order as one run of bytes, are UTF-8 text: what
    /// `String(validating:as: UTF8.self)` accepts (the standard library's own decoder decides: no
    /// overlong forms, no surrogates, nothing above U+10FFFF, no sequence left unfinished).
    mutating func areUTF8() -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &self) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
