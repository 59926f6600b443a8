/// The `Encoder` of ``CanonicalBytes``: hands out containers that write into one ``CanonicalStream``.
struct CanonicalEncoder: Encoder {
    let stream: CanonicalStream
    /// Empty: nothing encoded for a hash reads it, and keeping it for every value would cost as
    /// much as the rest of the encoding.
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CanonicalKeyedContainer<Key>(stream: stream, number: stream.open(.keyed)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CanonicalUnkeyedContainer(stream: stream, number: stream.open(.unkeyed))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CanonicalSingleValueContainer(stream: stream, number: stream.open(.single))
    }
}
