import Synchronization

/// The bytes ``CanonicalBytes`` writes, shared by the encoder and every container of one value.
///
/// Every write names the container it belongs to (a number given in the order containers are
/// made), and every nested value is closed by an end mark: a value's bytes can be read back as the
/// tree of its calls, however its type nests or interleaves its containers.
final class CanonicalStream {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []
    /// The number the next container gets.
    private var nextContainer: UInt32 = 0
    /// Whether each type met so far is a dictionary or a set, for this stream (no lock).
    private var unordered: [ObjectIdentifier: Bool] = [:]
    /// The same for the whole process: the runtime's conformance check costs ~20,000 instructions
    /// a type (more than a small section's bytes), so each type is asked once per process.
    private static let unorderedTypes = Mutex<[ObjectIdentifier: Bool]>([:])

    init() {
        bytes.reserveCapacity(16 * 1024)
    }

    /// Tags of what is written.
    enum Tag: UInt8 {
        case keyed = 0x01, unkeyed = 0x02, single = 0x03
        case value = 0x04, end = 0x05
        case null = 0x10, bool = 0x11, signed = 0x12, unsigned = 0x13, double = 0x14, string = 0x15
    }

    /// Opens a container of `tag`'s kind and returns its number.
    func open(_ tag: Tag) -> UInt32 {
        let number = nextContainer
        nextContainer &+= 1
        bytes.append(tag.rawValue)
        appendLength(number)
        return number
    }

    /// Starts a write into container `container`, under `key` for a keyed one.
    func write(in container: UInt32, key: (any CodingKey)?) {
        appendLength(container)
        if let key { appendText(key.stringValue) }
    }

    /// Encodes a nested value between a value mark and an end mark; refuses dictionaries and sets.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        let type = ObjectIdentifier(Value.self)
        let isUnordered: Bool
        if let known = unordered[type] {
            isUnordered = known
        } else {
            isUnordered = Self.unorderedTypes.withLock { known in
                if let answer = known[type] { return answer }
                let answer = Value.self is any UnorderedCollection.Type
                known[type] = answer
                return answer
            }
            unordered[type] = isUnordered
        }
        if isUnordered {
            throw CanonicalBytes.Unordered.unorderedCollection(type: String(describing: Value.self))
        }
        bytes.append(Tag.value.rawValue)
        try value.encode(to: CanonicalEncoder(stream: self))
        bytes.append(Tag.end.rawValue)
    }

    func appendNull() {
        bytes.append(Tag.null.rawValue)
    }

    func append(_ value: Bool) {
        bytes.append(Tag.bool.rawValue)
        bytes.append(value ? 1 : 0)
    }

    func appendSigned(_ value: Int64) {
        bytes.append(Tag.signed.rawValue)
        appendWord(UInt64(bitPattern: value))
    }

    func appendUnsigned(_ value: UInt64) {
        bytes.append(Tag.unsigned.rawValue)
        appendWord(value)
    }

    func append(_ value: Double) {
        bytes.append(Tag.double.rawValue)
        appendWord(value.bitPattern)
    }

    /// A string value.
    func append(_ value: String) {
        bytes.append(Tag.string.rawValue)
        appendText(value)
    }

    /// A text: its UTF-8 length, then its UTF-8.
    private func appendText(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            appendLength(UInt32(truncatingIfNeeded: utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// A length or a container's number, in as few bytes as it needs (LEB128: seven bits a byte,
    /// the high bit set on all but the last): most are one byte, and every byte is hashed.
    private func appendLength(_ value: UInt32) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    private func appendWord(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
