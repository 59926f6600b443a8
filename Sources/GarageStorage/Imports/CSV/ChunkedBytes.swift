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
    ///
    /// A chunk at a time, not a byte at a time: its ASCII eight bytes to a step, a chunk with other
    /// bytes by the standard library's validation of the whole chunk, and a sequence a chunk's end
    /// cuts carried to the front of the next. Pulling each byte through the decoder cost some 250
    /// instructions a byte, more than parsing the file's CSV (issue 24).
    mutating func areUTF8() -> Bool {
        // What is left of a chunk `next()` started on, then the chunks not yet read.
        var carry = [UInt8](chunk[(chunk.startIndex + index)...])
        index = chunk.count
        while let next = chunks.next() {
            let run = carry.isEmpty ? next : Data(carry) + next
            let valid = run.withUnsafeBytes { bytes in
                let cut = Self.unfinishedStart(bytes)
                carry = [UInt8](bytes[cut...])
                return Self.areUTF8(UnsafeRawBufferPointer(rebasing: bytes[..<cut]))
            }
            guard valid else { return false }
        }
        // Whatever is carried past the last chunk is a sequence left unfinished (or no sequence).
        return carry.isEmpty || Self.areUTF8(carry)
    }

    /// Where a sequence that `bytes` end before finishing starts (its lead byte, at most three bytes
    /// from the end), or the end: the bytes before it are whole sequences, if they are UTF-8 at all.
    static func unfinishedStart(_ bytes: UnsafeRawBufferPointer) -> Int {
        var start = bytes.count - 1
        var continuations = 0
        while start >= 0, continuations < 3, bytes[start] & 0xC0 == 0x80 {
            start -= 1
            continuations += 1
        }
        guard start >= 0 else { return bytes.count }
        let lead = bytes[start]
        guard lead >= 0xC0 else { return bytes.count }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        return bytes.count - start < length ? start : bytes.count
    }

    /// Whether `bytes` are UTF-8: ASCII eight bytes at a time, then the standard library's check of
    /// the rest from the first byte that is not ASCII.
    static func areUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= bytes.count {
            guard bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 else { break }
            offset += 8
        }
        while offset < bytes.count, bytes[offset] < 0x80 { offset += 1 }
        guard offset < bytes.count else { return true }
        return String(validating: bytes[offset...], as: UTF8.self) != nil
    }

    /// Whether `bytes` are UTF-8 (see `areUTF8(_:)` of a buffer).
    static func areUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { areUTF8($0) }
    }
}
