/// The `Encoder` of ``CanonicalBytes``: hands out containers that write into one ``CanonicalStream``.
struct CanonicalEncoder: Encoder {
    let stream: CanonicalStream
    /// The number `superEncoder` gave this encoder (``CanonicalStream/superEncoderMark()``), `nil`
    /// for the encoder of a value.
    var superNumber: UInt32? = nil
    /// Empty: nothing encoded for a hash reads it, and keeping it for every value would cost as
    /// much as the rest of the encoding.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CanonicalKeyedContainer<Key>(stream: stream, number: stream.open(.keyed, fromSuper: superNumber)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CanonicalUnkeyedContainer(stream: stream, number: stream.open(.unkeyed, fromSuper: superNumber))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CanonicalSingleValueContainer(stream: stream, number: stream.open(.single, fromSuper: superNumber))
    }
}
