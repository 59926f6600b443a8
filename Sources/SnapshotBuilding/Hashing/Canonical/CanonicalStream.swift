/// The bytes ``CanonicalBytes`` writes, shared by the encoder and every container of one value: the
/// format is ``CanonicalWriter``'s, and this class is what the containers of one `Encoder` hold in
/// common.
final class CanonicalStream {
    /// Where the bytes are written.
    ///
    /// Not checked for exclusive access at run time: a stream belongs to one encoding on one
    /// thread, and no access to it starts while another is under way (a nested value is encoded
    /// between two writes, never inside one). Checking every write was 40 % of an encoding's
    /// instructions; `CanonicalBytesLayoutTests` pins the bytes written.
    @exclusivity(unchecked) private var writer = CanonicalWriter()
    /// Whether each type met so far is a dictionary or a set: the runtime's conformance check costs
    /// some 20,000 instructions, a dictionary lookup a hundred, and a value repeats a few types
    /// over and over.
    private var unordered: [ObjectIdentifier: Bool] = [:]

    /// The bytes so far.
    var bytes: [UInt8] { writer.bytes }

    typealias Tag = CanonicalWriter.Tag

    /// Opens a container of `tag`'s kind, made by the encoder `superEncoder` handed out as
    /// `fromSuper` (`nil`: by any other), and returns its number.
    func open(_ tag: Tag, fromSuper: UInt32? = nil) -> UInt32 {
        writer.open(tag, fromSuper: fromSuper)
    }

    /// Writes the mark of a new encoder handed out by `superEncoder` as a write's value, and
    /// returns its number.
    func superEncoderMark() -> UInt32 {
        writer.superEncoderMark()
    }

    /// Starts a write into container `container`, under `key` for a keyed one.
    func write(in container: UInt32, key: (any CodingKey)?) {
        writer.write(in: container, key: key?.stringValue)
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
        writer.valueMark()
        try value.encode(to: CanonicalEncoder(stream: self))
        writer.endMark()
    }

    func appendNull() {
        writer.appendNull()
    }

    func append(_ value: Bool) {
        writer.append(value)
    }

    func appendSigned(_ value: Int64) {
        writer.appendSigned(value)
    }

    func appendUnsigned(_ value: UInt64) {
        writer.appendUnsigned(value)
    }

    func append(_ value: Double) {
        writer.append(value)
    }

    /// A string value.
    func append(_ value: String) {
        writer.append(value)
    }
}
