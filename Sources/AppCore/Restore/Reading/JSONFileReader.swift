import Foundation
import WidgetContract

/// A JSON reader that pulls one value at a time out of a file read in chunks of ``chunkSize``
/// bytes, so that a document of any size is read in the same memory, and that can start again at
/// any value it has passed (``seek(to:)``): a restore reads each section of an export as often as
/// it needs, never the whole document at once.
///
/// It reads RFC 8259 JSON in UTF-8 (a leading byte-order mark is skipped) and refuses, where it
/// meets them, bytes that are not UTF-8, unescaped control characters, lone surrogate escapes,
/// numbers with leading zeros, trailing commas and anything after the document
/// (`RestoreError.notJSON`, with the line and column). Line breaks mean nothing to it: an export is
/// written one record per line, but a document laid out any other way reads the same.
///
/// ```swift
/// let reader = try JSONFileReader(path: "garage.json", file: "garage.json")
/// try reader.beginArray()
/// var first = true
/// while try reader.nextElement(&first) { let record = try reader.readValue() }
/// ```
final class JSONFileReader {
    /// How many bytes it reads at a time, unless told otherwise.
    static let defaultChunkSize = 1 << 16
    /// The longest string it hands over, in bytes: far more than any field of an export holds, and
    /// a bound on what one record can cost. Longer strings are only skipped.
    static let longestString = 1 << 20
    /// The deepest nesting of arrays and objects it reads (an export nests three deep).
    static let deepestNesting = 64

    /// A string longer than ``longestString`` where a value was to be handed over.
    struct StringTooLong: Error {}

    /// The file's path, and its name as the user gave it (errors start with it).
    let path: String
    let file: String
    /// How many bytes it reads at a time.
    let chunkSize: Int
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// The next byte to read, in `buffer`.
    private var index = 0
    /// The file offset of `buffer[0]`.
    private var bufferOffset = 0
    /// The bytes of the string or number being read.
    private var scratch: [UInt8] = []
    /// The checksum of every chunk read so far, in the order read: the whole file's, once it was
    /// read from its start to its end without a seek.
    private(set) var checksum = FileChecksum()

    /// A reader of the file at `path`, positioned at its start (after a byte-order mark), reading
    /// `chunkSize` bytes at a time (tests read one byte at a time, to cross every boundary).
    init(path: String, file: String, chunkSize: Int = defaultChunkSize) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw AppError.unreadableFile(file) }
        self.handle = handle
        self.path = path
        self.file = file
        self.chunkSize = max(1, chunkSize)
        buffer.reserveCapacity(self.chunkSize)
        // A byte-order mark (JSON never starts with any other non-ASCII byte).
        if try peekByte() == 0xEF {
            for mark: UInt8 in [0xEF, 0xBB, 0xBF] {
                guard try peekByte() == mark else { throw fault("bytes that are not UTF-8", at: 0) }
                index += 1
            }
        }
    }

    deinit {
        try? handle.close()
    }

    /// The file offset of the next byte.
    var offset: Int { bufferOffset + index }

    /// Moves to `offset`, the start of a value it passed before (or any byte of the file).
    func seek(to offset: Int) throws {
        if offset >= bufferOffset, offset <= bufferOffset + buffer.count {
            index = offset - bufferOffset
            return
        }
        do {
            try handle.seek(toOffset: UInt64(offset))
        } catch {
            throw AppError.unreadableFile(file)
        }
        buffer.removeAll(keepingCapacity: true)
        bufferOffset = offset
        index = 0
    }

    // MARK: Structure

    /// The next byte that is not whitespace, not consumed; `nil` at the end of the file.
    func peek() throws -> UInt8? {
        while true {
            // One access to the buffer for the whole run (a class's properties are checked for
            // exclusive access at each use).
            let (next, byte) = buffer.withUnsafeBufferPointer { bytes -> (Int, UInt8?) in
                var next = index
                while next < bytes.count {
                    switch bytes[next] {
                    case 0x20, 0x0A, 0x0D, 0x09: next += 1
                    default: return (next, bytes[next])
                    }
                }
                return (next, nil)
            }
            index = next
            if let byte { return byte }
            guard try refill() else { return nil }
        }
    }

    /// Consumes the `{` of an object, or refuses what is there.
    func beginObject() throws {
        try consume(UInt8(ascii: "{"), "expected an object")
    }

    /// Consumes the `[` of an array, or refuses what is there.
    func beginArray() throws {
        try consume(UInt8(ascii: "["), "expected an array")
    }

    /// Moves to the next member of the object being read and returns its name, with its `:`
    /// consumed; `nil` after the object's `}`. `first` is `true` before the object's first member.
    func nextMember(_ first: inout Bool) throws -> String? {
        guard try next(closing: UInt8(ascii: "}"), &first) else { return nil }
        guard try peek() == UInt8(ascii: "\"") else { throw fault("expected a field name in quotes") }
        // Safe: a string is kept whole, whatever its length, only up to `longestString`.
        guard let name = try string(keeping: true) else { throw fault("expected a field name") }
        try consume(UInt8(ascii: ":"), "expected ':' after a field name")
        return name
    }

    /// Moves to the next element of the array being read: `false` after the array's `]`. `first`
    /// is `true` before the array's first element.
    func nextElement(_ first: inout Bool) throws -> Bool {
        try next(closing: UInt8(ascii: "]"), &first)
    }

    /// Past a `,` to the next member or element, or past the closing byte (then `false`).
    private func next(closing: UInt8, _ first: inout Bool) throws -> Bool {
        guard let byte = try peek() else { throw fault("the document ends in the middle") }
        if byte == closing {
            index += 1
            return false
        }
        if first {
            first = false
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            throw fault("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
        index += 1
        return true
    }

    private func consume(_ expected: UInt8, _ reason: String) throws {
        guard try peek() == expected else { throw fault(reason) }
        index += 1
    }

    /// Checks that nothing but whitespace is left.
    func expectEnd() throws {
        guard try peek() == nil else { throw fault("there is more after the document") }
    }

    /// Reads on to the end of the file, looking at nothing (for its ``checksum``).
    func readToEnd() throws {
        index = buffer.count
        while try refill() { index = buffer.count }
    }

    // MARK: Values

    /// Reads one value whole (`StringTooLong` for a string longer than ``longestString``).
    func readValue() throws -> JSONValue {
        try value(depth: 0)
    }

    /// Reads past one value, checking it, keeping nothing of it.
    func skipValue() throws {
        try skip(depth: 0)
    }

    private func value(depth: Int) throws -> JSONValue {
        guard let byte = try peek() else { throw fault("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            try nest(depth)
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            var first = true
            while let key = try nextMember(&first) {
                members.append((key, try value(depth: depth + 1)))
            }
            return .object(members)
        case UInt8(ascii: "["):
            try nest(depth)
            index += 1
            var elements: [JSONValue] = []
            var first = true
            while try nextElement(&first) {
                elements.append(try value(depth: depth + 1))
            }
            return .array(elements)
        case UInt8(ascii: "\""):
            // Safe: keeping, `string` always returns the text.
            return .string(try string(keeping: true)!)
        default:
            return try scalar(byte)
        }
    }

    private func skip(depth: Int) throws {
        guard let byte = try peek() else { throw fault("the document ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"):
            try nest(depth)
            index += 1
            var first = true
            while try next(closing: UInt8(ascii: "}"), &first) {
                guard try peek() == UInt8(ascii: "\"") else { throw fault("expected a field name in quotes") }
                _ = try string(keeping: false)
                try consume(UInt8(ascii: ":"), "expected ':' after a field name")
                try skip(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            try nest(depth)
            index += 1
            var first = true
            while try nextElement(&first) { try skip(depth: depth + 1) }
        case UInt8(ascii: "\""):
            _ = try string(keeping: false)
        default:
            _ = try scalar(byte)
        }
    }

    private func nest(_ depth: Int) throws {
        guard depth < Self.deepestNesting else { throw fault("arrays and objects nest more than \(Self.deepestNesting) deep") }
    }

    /// A number, `true`, `false` or `null`, starting with `byte`.
    private func scalar(_ byte: UInt8) throws -> JSONValue {
        switch byte {
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fault("unexpected character \(Self.describe(byte))")
        }
    }

    private func literal(_ word: StaticString) throws {
        let start = offset
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard try peekByte() == expected else { throw fault("unexpected character", at: start) }
            index += 1
        }
    }

    /// A number as RFC 8259 writes one: a whole number that fits 64 bits as `.integer`, any other
    /// (a fraction, an exponent, too large) as its text.
    private func number() throws -> JSONValue {
        let start = offset
        scratch.removeAll(keepingCapacity: true)
        var isInteger = true
        if try peekByte() == UInt8(ascii: "-") { take() }
        guard let lead = try peekByte(), Self.isDigit(lead) else { throw fault("a number needs a digit", at: start) }
        take()
        if lead == UInt8(ascii: "0"), let next = try peekByte(), Self.isDigit(next) {
            throw fault("a number does not start with 0", at: start)
        }
        try digits()
        if try peekByte() == UInt8(ascii: ".") {
            isInteger = false
            take()
            guard let next = try peekByte(), Self.isDigit(next) else { throw fault("a number needs digits after '.'", at: start) }
            try digits()
        }
        if let next = try peekByte(), next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            isInteger = false
            take()
            if let sign = try peekByte(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { take() }
            guard let next = try peekByte(), Self.isDigit(next) else { throw fault("a number needs digits in its exponent", at: start) }
            try digits()
        }
        let text = String(decoding: scratch, as: UTF8.self)
        if isInteger, let value = Int64(text) { return .integer(value) }
        return .number(text)
    }

    private func digits() throws {
        while let byte = try peekByte(), Self.isDigit(byte) { take() }
    }

    /// Moves the current byte into `scratch`.
    private func take() {
        scratch.append(buffer[index])
        index += 1
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Strings

    /// Reads a string (its opening quote next) and returns its text when `keeping`, checking every
    /// byte either way.
    private func string(keeping: Bool) throws -> String? {
        let start = offset
        index += 1
        scratch.removeAll(keepingCapacity: true)
        // Past the longest string, it reads on to the end without keeping, so that the refusal is
        // about the value, not the syntax.
        var tooLong = false
        while true {
            if index == buffer.count, try !refill() { throw fault("a string is not closed", at: start) }
            // The common case: a run of ASCII that needs no escape, copied (or passed) at once.
            let copying = keeping && !tooLong
            index = buffer.withUnsafeBufferPointer { bytes in
                var end = index
                while end < bytes.count {
                    let byte = bytes[end]
                    if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { break }
                    end += 1
                }
                if copying, end > index { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end])) }
                return end
            }
            if copying, scratch.count > Self.longestString {
                tooLong = true
                scratch.removeAll()
            }
            guard index < buffer.count else { continue }
            let byte = buffer[index]
            if byte == 0x22 {
                index += 1
                if tooLong { throw StringTooLong() }
                // Checked above: the bytes are UTF-8.
                return keeping ? scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } : nil
            } else if byte == 0x5C {
                try escape(keeping: keeping && !tooLong, start: start)
            } else if byte < 0x20 {
                throw fault("a string holds a control character that is not escaped (\(Self.describe(byte)))")
            } else {
                try sequence(keeping: keeping && !tooLong)
            }
            if keeping, scratch.count > Self.longestString {
                tooLong = true
                scratch.removeAll()
            }
        }
    }

    /// One escape (its backslash next).
    private func escape(keeping: Bool, start: Int) throws {
        index += 1
        guard let letter = try peekByte() else { throw fault("a string is not closed", at: start) }
        index += 1
        if let byte = JSONEscape.byte(escapedBy: letter) {
            if keeping { scratch.append(byte) }
            return
        }
        switch letter {
        case UInt8(ascii: "u"):
            var value = try hex()
            if JSONEscape.isHighSurrogate(value) {
                guard try peekByte() == 0x5C else { throw fault("a surrogate escape without its pair") }
                index += 1
                guard try peekByte() == UInt8(ascii: "u") else { throw fault("a surrogate escape without its pair") }
                index += 1
                let low = try hex()
                guard JSONEscape.isLowSurrogate(low) else { throw fault("a surrogate escape without its pair") }
                value = JSONEscape.scalar(high: value, low: low)
            } else if JSONEscape.isLowSurrogate(value) {
                throw fault("a surrogate escape without its pair")
            }
            // Safe: surrogates are refused above, and four hex digits or a pair stay below 0x110000.
            if keeping { UTF8.encode(Unicode.Scalar(value)!) { scratch.append($0) } }
            return
        default:
            throw fault("'\\\(Character(Unicode.Scalar(letter)))' is not an escape")
        }
    }

    /// The four hex digits of a `\u` escape.
    private func hex() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try peekByte() else { throw fault("a \\u escape needs four hex digits") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fault("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// One multi-byte UTF-8 sequence (its lead byte next), checked as Unicode 15 §3.9 table 3-7
    /// says: no overlong forms, no surrogates, nothing above U+10FFFF.
    private func sequence(keeping: Bool) throws {
        let lead = buffer[index]
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        let count: Int
        switch lead {
        case 0xC2...0xDF: count = 1
        case 0xE0: count = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 2
        case 0xED: count = 2; high = 0x9F
        case 0xF0: count = 3; low = 0x90
        case 0xF1...0xF3: count = 3
        case 0xF4: count = 3; high = 0x8F
        default: throw fault("bytes that are not UTF-8")
        }
        let start = offset
        if keeping { scratch.append(lead) }
        index += 1
        for position in 0..<count {
            guard let byte = try peekByte(), byte >= (position == 0 ? low : 0x80), byte <= (position == 0 ? high : 0xBF)
            else { throw fault("bytes that are not UTF-8", at: start) }
            if keeping { scratch.append(byte) }
            index += 1
        }
    }

    // MARK: Bytes

    /// The next byte, not consumed; `nil` at the end of the file.
    private func peekByte() throws -> UInt8? {
        if index == buffer.count, try !refill() { return nil }
        return buffer[index]
    }

    /// Reads the next chunk in place of the current one; `false` at the end of the file.
    private func refill() throws -> Bool {
        let data: Data?
        do {
            data = try handle.read(upToCount: chunkSize)
        } catch {
            throw AppError.unreadableFile(file)
        }
        guard let data, !data.isEmpty else { return false }
        checksum.add(data)
        bufferOffset += buffer.count
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: data)
        index = 0
        return true
    }

    // MARK: Faults

    /// A syntax fault at `offset` (the current byte when not given), with its line and column.
    func fault(_ reason: String, at offset: Int? = nil) -> RestoreError {
        let (line, column) = location(of: offset ?? self.offset)
        return .notJSON(file: file, reason: "\(reason) at line \(line), column \(column)")
    }

    /// The line and column (in bytes, from 1) of `offset`, counted by reading the file again: only
    /// a refusal needs them, so reading never counts lines.
    private func location(of offset: Int) -> (line: Int, column: Int) {
        guard let counter = FileHandle(forReadingAtPath: path) else { return (0, 0) }
        defer { try? counter.close() }
        var line = 1, lineStart = 0, position = 0
        while position < offset, let data = try? counter.read(upToCount: Self.defaultChunkSize), !data.isEmpty {
            for byte in data.prefix(offset - position) {
                position += 1
                if byte == 0x0A {
                    line += 1
                    lineStart = position
                }
            }
        }
        return (line, offset - lineStart + 1)
    }

    /// A byte as a refusal names it: `'x'`, or `U+001B` when it is not printable.
    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "U+%04X", byte)
    }
}
