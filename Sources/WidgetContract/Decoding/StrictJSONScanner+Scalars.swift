/// The scalars of a JSON text: literals, numbers and strings, with the UTF-8 and escape rules of
/// I-JSON (RFC 7493 §2.1: no unpaired surrogate; §2.2: numbers within a double's range).
extension StrictJSONScanner {
    /// `true`, `false` or `null`, spelled exactly.
    mutating func literal(_ word: StaticString) throws(SnapshotProblem) {
        let start = index
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= text.count, text.indices.allSatisfy({ bytes[index + $0] == text[$0] }) else {
            throw fault("not a JSON literal (expected \(word))", at: start)
        }
        index += text.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within a double's range.
    mutating func number() throws(SnapshotProblem) {
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
    mutating func string(keeping: Bool) throws(SnapshotProblem) -> String? {
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
        if let byte = JSONEscape.byte(escapedBy: letter) {
            text?.append(byte)
            return
        }
        switch letter {
        case UInt8(ascii: "u"):
            var value = try hex(escapeStart: start)
            if JSONEscape.isHighSurrogate(value) {
                guard peek() == 0x5C, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fault("a surrogate escape without its pair", at: start)
                }
                index += 2
                let low = try hex(escapeStart: start)
                guard JSONEscape.isLowSurrogate(low) else { throw fault("a surrogate escape without its pair", at: start) }
                value = JSONEscape.scalar(high: value, low: low)
            } else if JSONEscape.isLowSurrogate(value) {
                throw fault("a surrogate escape without its pair", at: start)
            }
            // Safe: lone surrogates are refused above, and a pair stays below 0x110000.
            if text != nil { UTF8.encode(Unicode.Scalar(value)!) { text?.append($0) } }
            return
        default:
            throw fault("'\\\(Character(Unicode.Scalar(letter)))' is not a JSON escape", at: start)
        }
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
}
