import Foundation

/// Checks that a snapshot file is one strict JSON text before `JSONDecoder` reads it.
///
/// Foundation's decoder on Linux is lenient where the contract is not: it reads UTF-16 and
/// UTF-32 files, skips a byte-order mark, accepts a trailing comma, and keeps the *first* of two
/// members with the same name, while Python (and most readers) keep the last — so
/// `"locked": false, "locked": true` showed the odometer that another reader of the same file
/// hides. This scanner accepts exactly I-JSON (RFC 7493): an RFC 8259 text in UTF-8, with
///
/// - no byte-order mark (RFC 8259 §8.1: a writer must not add one; the app never does, and a
///   reader that skipped it would accept a file other readers refuse),
/// - no two members of one object with the same name (compared after escapes are decoded, and as
///   Swift strings, which is how the decoder looks them up),
/// - no unpaired surrogate escape, no number beyond a double's range,
///
/// and an object at the top, nesting at most ``deepestNesting`` levels. Every refusal names the
/// byte, line and column at fault.
///
/// One pass over the bytes, no recursion, no allocation for values: only the member names of the
/// objects open at a time are kept, so the cost is linear in the file's size (which the container
/// already bounds) and the memory in its depth and widest object.
struct StrictJSONScanner {
    /// The deepest nesting of objects and arrays it reads; a snapshot nests five deep.
    static let deepestNesting = 64

    /// Refuses `data` unless it is one strict JSON text whose top level is an object.
    static func check(_ data: Data) throws(SnapshotProblem) {
        let problem: SnapshotProblem? = data.withUnsafeBytes { raw in
            var scanner = StrictJSONScanner(bytes: raw.bindMemory(to: UInt8.self))
            do throws(SnapshotProblem) {
                try scanner.scanDocument()
                return nil
            } catch {
                return error
            }
        }
        if let problem { throw problem }
    }

    /// An object or array being read, with what a duplicate name or a fault's path needs.
    private struct Container {
        /// Whether it is an object (else an array).
        var isObject: Bool
        /// The member names read so far (objects only): a list while short, as most objects are
        /// (a search of a few names beats hashing them), a set past `Container.listedNames`.
        var listed: [String] = []
        var names: Set<String> = []
        /// The name of the member being read (objects) or the index of the element (arrays).
        var name = ""
        var count = 0

        static let listedNames = 16

        /// Adds a member name; `false` when the object already has it.
        mutating func insert(_ name: String) -> Bool {
            if listed.count < Self.listedNames {
                if listed.contains(name) { return false }
                listed.append(name)
                return true
            }
            if names.isEmpty { names = Set(listed) }
            return names.insert(name).inserted
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var open: [Container] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Document

    private mutating func scanDocument() throws(SnapshotProblem) {
        try checkEncoding()
        skipWhitespace()
        guard index < bytes.count else { throw .notJSON("the file holds no JSON value") }
        guard bytes[index] == UInt8(ascii: "{") else { throw .notJSON("the top level is not an object") }
        try scanValues()
        skipWhitespace()
        guard index == bytes.count else { throw fault("more content after the document") }
    }

    /// Refuses what is not UTF-8 from its first bytes: a byte-order mark, or the NUL bytes of
    /// UTF-16 or UTF-32 text (a JSON text starts with ASCII, so its first two bytes are never NUL).
    private func checkEncoding() throws(SnapshotProblem) {
        guard !bytes.isEmpty else { throw .notJSON("the file is empty") }
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw .notUTF8(offset: 0, reason: "the file starts with a byte-order mark (EF BB BF), which a snapshot never has")
        }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            throw .notUTF8(offset: 0, reason: "the file is UTF-32 (it starts with a byte-order mark)")
        }
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
            throw .notUTF8(offset: 0, reason: "the file is UTF-16 (it starts with a byte-order mark)")
        }
        if let nul = head.prefix(2).firstIndex(of: 0) {
            throw .notUTF8(offset: nul, reason: "a NUL byte: the file looks like UTF-16 or UTF-32")
        }
    }

    /// Reads the value that starts at `index` and everything nested in it, without recursion: a
    /// value is followed by a comma, a member name or a closing bracket of the innermost container.
    private mutating func scanValues() throws(SnapshotProblem) {
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try push(isObject: true)
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    index += 1
                    open.removeLast()
                } else {
                    try memberName()
                    continue
                }
            case UInt8(ascii: "["):
                try push(isObject: false)
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    index += 1
                    open.removeLast()
                } else {
                    continue
                }
            case UInt8(ascii: "\""):
                _ = try string(keeping: false)
            case UInt8(ascii: "t"):
                try literal("true")
            case UInt8(ascii: "f"):
                try literal("false")
            case UInt8(ascii: "n"):
                try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try number()
            default:
                throw fault("\(describe(bytes[index])) where a value was expected")
            }
            // A value ended: go on in its container until one needs another value.
            while let container = open.last {
                skipWhitespace()
                guard let byte = peek() else { throw endOfFile() }
                let closing = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == closing {
                    index += 1
                    open.removeLast()
                    continue
                }
                guard byte == UInt8(ascii: ",") else {
                    throw fault("\(describe(byte)) where ',' or '\(Character(Unicode.Scalar(closing)))' was expected")
                }
                index += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") || peek() == UInt8(ascii: "]") {
                    throw fault("a trailing comma before '\(Character(Unicode.Scalar(bytes[index])))'")
                }
                open[open.count - 1].count += 1
                if container.isObject { try memberName() }
                break
            }
            if open.isEmpty { return }
        }
    }

    private mutating func push(isObject: Bool) throws(SnapshotProblem) {
        guard open.count < Self.deepestNesting else {
            throw fault("nesting deeper than \(Self.deepestNesting) levels")
        }
        index += 1
        open.append(Container(isObject: isObject))
    }

    /// A member's name and its colon, refusing a name the object already has.
    private mutating func memberName() throws(SnapshotProblem) {
        guard peek() == UInt8(ascii: "\"") else {
            throw index < bytes.count ? fault("\(describe(bytes[index])) where a member name was expected") : endOfFile()
        }
        // Safe: `keeping: true` always returns the text.
        let name = try string(keeping: true)!
        let last = open.count - 1
        open[last].name = name
        guard open[last].insert(name) else { throw .duplicateKey(path: path()) }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw index < bytes.count ? fault("\(describe(bytes[index])) where ':' was expected") : endOfFile()
        }
        index += 1
    }

    // MARK: Scalars

    private mutating func literal(_ word: StaticString) throws(SnapshotProblem) {
        let start = index
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= text.count, text.indices.allSatisfy({ bytes[index + $0] == text[$0] }) else {
            throw fault("not a JSON literal (expected \(word))", at: start)
        }
        index += text.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within a double's range.
    private mutating func number() throws(SnapshotProblem) {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw fault("a number without digits", at: start) }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw fault("a number with a leading zero", at: start)
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw fault("a number without digits after its '.'", at: start) }
            skipDigits()
        }
        var hasExponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else { throw fault("a number without digits in its exponent", at: start) }
            skipDigits()
        }
        // Only an exponent or some three hundred digits can leave a double's range (I-JSON §2.2).
        if hasExponent || index - start > 300 {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                throw fault("a number beyond the range of a double", at: start)
            }
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Strings

    /// Reads a string (its opening quote next), checking every byte; returns its text when `keeping`.
    private mutating func string(keeping: Bool) throws(SnapshotProblem) -> String? {
        let start = index
        index += 1
        let contentStart = index
        // The text, once an escape means it differs from the bytes (kept strings only).
        var decoded: [UInt8]?
        while true {
            // The common case: a run of ASCII that needs no escape.
            let run = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80 { break }
                index += 1
            }
            decoded?.append(contentsOf: bytes[run..<index])
            guard index < bytes.count else { throw fault("a string that is not closed", at: start) }
            let byte = bytes[index]
            if byte == 0x22 {
                let end = index
                index += 1
                guard keeping else { return nil }
                if let decoded { return String(decoding: decoded, as: UTF8.self) }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<end]), as: UTF8.self)
            } else if byte == 0x5C {
                // The first escape of a kept string: from here on its text is decoded.
                if keeping, decoded == nil { decoded = Array(bytes[contentStart..<index]) }
                try escape(into: &decoded)
            } else if byte < 0x20 {
                throw fault("a control character (\(describe(byte))) that is not escaped in a string")
            } else {
                let sequenceStart = index
                try sequence()
                decoded?.append(contentsOf: bytes[sequenceStart..<index])
            }
        }
    }

    /// One escape (its backslash next), appended decoded to `text` when there is one.
    private mutating func escape(into text: inout [UInt8]?) throws(SnapshotProblem) {
        let start = index
        index += 1
        guard let letter = peek() else { throw endOfFile() }
        index += 1
        let byte: UInt8
        switch letter {
        case UInt8(ascii: "\""): byte = 0x22
        case UInt8(ascii: "\\"): byte = 0x5C
        case UInt8(ascii: "/"): byte = 0x2F
        case UInt8(ascii: "b"): byte = 0x08
        case UInt8(ascii: "f"): byte = 0x0C
        case UInt8(ascii: "n"): byte = 0x0A
        case UInt8(ascii: "r"): byte = 0x0D
        case UInt8(ascii: "t"): byte = 0x09
        case UInt8(ascii: "u"):
            var value = try hex(escapeStart: start)
            if (0xD800...0xDBFF).contains(value) {
                guard peek() == 0x5C, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fault("a surrogate escape without its pair", at: start)
                }
                index += 2
                let low = try hex(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw fault("a surrogate escape without its pair", at: start) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(value) {
                throw fault("a surrogate escape without its pair", at: start)
            }
            // Safe: lone surrogates are refused above, and a pair stays below 0x110000.
            if text != nil { UTF8.encode(Unicode.Scalar(value)!) { text?.append($0) } }
            return
        default:
            throw fault("'\\\(Character(Unicode.Scalar(letter)))' is not a JSON escape", at: start)
        }
        text?.append(byte)
    }

    /// The four hex digits of a `\u` escape.
    private mutating func hex(escapeStart: Int) throws(SnapshotProblem) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw endOfFile() }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fault("a \\u escape needs four hex digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// One multi-byte UTF-8 sequence (its lead byte next), checked as Unicode §3.9 table 3-7 says:
    /// no overlong forms, no surrogates, nothing above U+10FFFF.
    private mutating func sequence() throws(SnapshotProblem) {
        let start = index
        let lead = bytes[index]
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let count: Int
        switch lead {
        case 0xC2...0xDF: count = 1
        case 0xE0: count = 2; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 2
        case 0xED: count = 2; high = 0x9F
        case 0xF0: count = 3; low = 0x90
        case 0xF1...0xF3: count = 3
        case 0xF4: count = 3; high = 0x8F
        default: throw .notUTF8(offset: start, reason: "\(describe(lead)) cannot start a UTF-8 sequence")
        }
        index += 1
        for position in 0..<count {
            guard let byte = peek(), byte >= (position == 0 ? low : 0x80), byte <= (position == 0 ? high : 0xBF) else {
                throw .notUTF8(offset: start, reason: "\(describe(lead)) starts a sequence that is not UTF-8")
            }
            index += 1
        }
    }

    // MARK: Bytes and faults

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Where the member or element being read sits: `vehicles[0].id`.
    private func path() -> String {
        var text = ""
        for container in open {
            if container.isObject {
                text += text.isEmpty ? container.name : "." + container.name
            } else {
                text += "[\(container.count)]"
            }
        }
        return text
    }

    private func endOfFile() -> SnapshotProblem {
        fault("the file ends inside \(open.last.map { $0.isObject ? "an object" : "an array" } ?? "a value")", at: bytes.count)
    }

    /// A syntax fault at `offset` (the current byte when not given), with its line and column.
    private func fault(_ reason: String, at offset: Int? = nil) -> SnapshotProblem {
        let offset = offset ?? index
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return .notJSON("\(reason) at line \(line), column \(offset - lineStart + 1) (byte \(offset))")
    }

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: "'\(Character(Unicode.Scalar(byte)))'"
        default: "byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
