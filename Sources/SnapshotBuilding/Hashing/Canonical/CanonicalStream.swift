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
    ///
    /// Not checked for exclusive access at run time: a stream belongs to one encoding on one
    /// thread, and no access to it starts while another is under way (a nested value is encoded
    /// between two writes, never inside one). Checking every write was 40 % of a hash's
    /// instructions; `CanonicalBytesLayoutTests` pins the bytes written.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
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
        let number = nextContainer
        nextContainer &+= 1
        Self.open(tag, number: number, fromSuper: fromSuper, into: &bytes)
        return number
    }

    /// Writes the mark of a new encoder handed out by `superEncoder` as a write's value, and
    /// returns its number.
    func superEncoderMark() -> UInt32 {
        let number = nextSuperEncoder
        nextSuperEncoder &+= 1
        Self.tagged(.superEncoder, length: number, into: &bytes)
        return number
    }

    /// Starts a write into container `container`, under `key` for a keyed one.
    func write(in container: UInt32, key: (any CodingKey)?) {
        Self.write(in: container, key: key?.stringValue, into: &bytes)
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
        Self.tagged(.bool, byte: value ? 1 : 0, into: &bytes)
    }

    func appendSigned(_ value: Int64) {
        Self.tagged(.signed, word: UInt64(bitPattern: value), into: &bytes)
    }

    func appendUnsigned(_ value: UInt64) {
        Self.tagged(.unsigned, word: value, into: &bytes)
    }

    func append(_ value: Double) {
        Self.tagged(.double, word: value.bitPattern, into: &bytes)
    }

    /// A string value.
    func append(_ value: String) {
        Self.tagged(.string, text: value, into: &bytes)
    }

    // Every item of more than one byte is written by one of the static functions below, handed
    // `bytes` once.

    private static func open(_ tag: Tag, number: UInt32, fromSuper: UInt32?, into bytes: inout [UInt8]) {
        if let fromSuper { tagged(.fromSuper, length: fromSuper, into: &bytes) }
        tagged(tag, length: number, into: &bytes)
    }

    private static func write(in container: UInt32, key: String?, into bytes: inout [UInt8]) {
        tagged(.write, length: container, into: &bytes)
        if let key { appendText(key, to: &bytes) }
    }

    private static func tagged(_ tag: Tag, length: UInt32, into bytes: inout [UInt8]) {
        bytes.append(tag.rawValue)
        appendLength(length, to: &bytes)
    }

    private static func tagged(_ tag: Tag, byte: UInt8, into bytes: inout [UInt8]) {
        bytes.append(tag.rawValue)
        bytes.append(byte)
    }

    private static func tagged(_ tag: Tag, word: UInt64, into bytes: inout [UInt8]) {
        bytes.append(tag.rawValue)
        withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func tagged(_ tag: Tag, text: String, into bytes: inout [UInt8]) {
        bytes.append(tag.rawValue)
        appendText(text, to: &bytes)
    }

    /// A text: its UTF-8 length, then its UTF-8.
    private static func appendText(_ value: String, to bytes: inout [UInt8]) {
        var text = value
        text.withUTF8 { utf8 in
            appendLength(UInt32(truncatingIfNeeded: utf8.count), to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    /// A length or a container's number, in as few bytes as it needs (LEB128: seven bits a byte,
    /// the high bit set on all but the last): most are one byte, and every byte is hashed.
    private static func appendLength(_ value: UInt32, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}
