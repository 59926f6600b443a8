/// The bytes ``CanonicalBytes`` writes, shared by the encoder and every container of one value.
///
/// The bytes are a sequence of items, each starting with its tag: a container opened (its kind and
/// number, numbers given in the order containers are made), a write (the container's number, the
/// key for a keyed one, then the value: a tagged scalar, or a value mark whose contents are the
/// items that follow), and the end mark of a nested value. Every item's length is known from its
/// own bytes, so the bytes read back as the tree of calls, however a type nests or interleaves its
/// containers: two values give the same bytes only when they encode alike.
final class CanonicalStream {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []
    /// The number the next container gets.
    private var nextContainer: UInt32 = 0
    /// The number the next encoder handed out by `superEncoder` gets.
    private var nextSuperEncoder: UInt32 = 0
    /// Whether each type met so far is a dictionary or a set: the runtime's conformance check costs
    /// some 20,000 instructions, a dictionary lookup a hundred, and a section repeats a few types
    /// over and over.
    private var unordered: [ObjectIdentifier: Bool] = [:]

    init() {
        bytes.reserveCapacity(16 * 1024)
    }

    /// Tags of what is written.
    enum Tag: UInt8 {
        case keyed = 0x01, unkeyed = 0x02, single = 0x03
        case value = 0x04, end = 0x05, write = 0x06
        /// A write's value is an encoder handed out by `superEncoder`, followed by its number; a
        /// container that encoder opens later is preceded by `fromSuper` and that number, so the
        /// bytes say which write each such container belongs to, whenever it is filled.
        case superEncoder = 0x07, fromSuper = 0x08
        case null = 0x10, bool = 0x11, signed = 0x12, unsigned = 0x13, double = 0x14, string = 0x15
    }

    /// Opens a container of `tag`'s kind, made by the encoder `superEncoder` handed out as
    /// `fromSuper` (`nil`: by any other), and returns its number.
    func open(_ tag: Tag, fromSuper: UInt32? = nil) -> UInt32 {
        if let fromSuper {
            bytes.append(Tag.fromSuper.rawValue)
            appendLength(fromSuper)
        }
        let number = nextContainer
        nextContainer &+= 1
        bytes.append(tag.rawValue)
        appendLength(number)
        return number
    }

    /// Writes the mark of a new encoder handed out by `superEncoder` as a write's value, and
    /// returns its number.
    func superEncoderMark() -> UInt32 {
        let number = nextSuperEncoder
        nextSuperEncoder &+= 1
        bytes.append(Tag.superEncoder.rawValue)
        appendLength(number)
        return number
    }

    /// Starts a write into container `container`, under `key` for a keyed one.
    func write(in container: UInt32, key: (any CodingKey)?) {
        bytes.append(Tag.write.rawValue)
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
            isUnordered = Value.self is any UnorderedCollection.Type
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
