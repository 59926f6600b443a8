/// An unkeyed container of ``CanonicalBytes``: each write is its number, then the value.
struct CanonicalUnkeyedContainer: UnkeyedEncodingContainer {
    let stream: CanonicalStream
    let number: UInt32
    /// Empty: nothing encoded for a hash reads it, and keeping it for every value would cost as
    /// much as the rest of the encoding.
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(stream: CanonicalStream, number: UInt32) {
        self.stream = stream
        self.number = number
    }

    /// Starts the next element's write.
    private mutating func next() {
        stream.write(in: number, key: nil)
        count += 1
    }

    mutating func encodeNil() throws {
        next()
        stream.appendNull()
    }

    mutating func encode(_ value: Bool) throws {
        next()
        stream.append(value)
    }

    mutating func encode(_ value: String) throws {
        next()
        stream.append(value)
    }

    mutating func encode(_ value: Double) throws {
        next()
        stream.append(value)
    }

    mutating func encode(_ value: Float) throws {
        next()
        stream.append(Double(value))
    }

    mutating func encode(_ value: Int) throws {
        next()
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int8) throws {
        next()
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int16) throws {
        next()
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int32) throws {
        next()
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int64) throws {
        next()
        stream.appendSigned(value)
    }

    mutating func encode(_ value: UInt) throws {
        next()
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt8) throws {
        next()
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt16) throws {
        next()
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt32) throws {
        next()
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt64) throws {
        next()
        stream.appendUnsigned(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        next()
        try stream.encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next()
        return KeyedEncodingContainer(
            CanonicalKeyedContainer<NestedKey>(stream: stream, number: stream.open(.keyed)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next()
        return CanonicalUnkeyedContainer(stream: stream, number: stream.open(.unkeyed))
    }

    mutating func superEncoder() -> any Encoder {
        next()
        return CanonicalEncoder(stream: stream, superNumber: stream.superEncoderMark())
    }
}
