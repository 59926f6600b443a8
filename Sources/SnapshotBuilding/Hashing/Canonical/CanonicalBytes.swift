/// The canonical bytes of an `Encodable` value, for a content hash: the calls its `encode(to:)`
/// makes, written down in order — which container, which key, what value — each tagged and
/// length-prefixed, so that two values give the same bytes only when they encode alike.
///
/// Why not the snapshot's JSON: a publish hashes every kind's section, and encoding each of them
/// as sorted, pretty-printed JSON cost more than encoding the snapshot itself (at 50 vehicles,
/// 11 ms against 9). These bytes skip the sorting, the escaping and the intermediate tree.
///
/// The call order is the order of the types' own `encode(to:)` code, so the bytes are the same in
/// every process — but for a `Dictionary` or a `Set`, whose order is seeded per process: those are
/// refused (``Unordered``).
///
/// This is the definition of the bytes, for any `Encodable`, and no publish calls it: the widget
/// sections, hashed on every publish, write the same bytes without an `Encoder`
/// (``CanonicalWritable``), and `CanonicalWritingTests` holds them to this. A section cannot hold
/// a dictionary or a set: no such type writes its own bytes, and the test's comparison with this
/// encoder, which refuses them, would fail.
public enum CanonicalBytes {
    /// Why a value has no canonical bytes.
    public enum Unordered: Error, Equatable {
        /// The value holds a dictionary or a set, of the type named.
        case unorderedCollection(type: String)
    }

    /// The canonical bytes of `value`.
    public static func of<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let stream = CanonicalStream()
        try stream.encodeValue(value)
        return stream.bytes
    }
}

/// A dictionary or a set: encoded in an order that changes from one process to the next.
protocol UnorderedCollection {}

extension Dictionary: UnorderedCollection {}
extension Set: UnorderedCollection {}
