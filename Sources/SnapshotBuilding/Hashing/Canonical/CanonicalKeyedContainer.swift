/// A keyed container of ``CanonicalBytes``: each write is its number, the key, then the value.
struct CanonicalKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let stream: CanonicalStream
    let number: UInt32
    /// Empty: nothing encoded for a hash reads it, and keeping it for every value would cost as
    /// much as the rest of the encoding.
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.append(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.append(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.append(value)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.append(Double(value))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendSigned(value)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        stream.write(in: number, key: key)
        stream.appendUnsigned(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        stream.write(in: number, key: key)
        try stream.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        stream.write(in: number, key: key)
        return KeyedEncodingContainer(
            CanonicalKeyedContainer<NestedKey>(stream: stream, number: stream.open(.keyed)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        stream.write(in: number, key: key)
        return CanonicalUnkeyedContainer(stream: stream, number: stream.open(.unkeyed))
    }

    mutating func superEncoder() -> any Encoder {
        stream.write(in: number, key: CanonicalSuperKey())
        return CanonicalEncoder(stream: stream, superNumber: stream.superEncoderMark())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        stream.write(in: number, key: key)
        return CanonicalEncoder(stream: stream, superNumber: stream.superEncoderMark())
    }
}
