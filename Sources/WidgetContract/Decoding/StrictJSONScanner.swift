#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
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

    // MARK: Bytes and faults

    func peek() -> UInt8? {
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

    func endOfFile() -> SnapshotProblem {
        fault("the file ends inside \(open.last.map { $0.isObject ? "an object" : "an array" } ?? "a value")", at: bytes.count)
    }

    /// A syntax fault at `offset` (the current byte when not given), with its line and column.
    func fault(_ reason: String, at offset: Int? = nil) -> SnapshotProblem {
        let offset = offset ?? index
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return .notJSON("\(reason) at line \(line), column \(offset - lineStart + 1) (byte \(offset))")
    }

    func describe(_ byte: UInt8) -> String {
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
