/// A single-value container of ``CanonicalBytes``: its number, then the value.
struct CanonicalSingleValueContainer: SingleValueEncodingContainer {
    let stream: CanonicalStream
    let number: UInt32
    /// Empty: nothing encoded for a hash reads it, and keeping it for every value would cost as
    /// much as the rest of the encoding.
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        stream.write(in: number, key: nil)
        stream.appendNull()
    }

    mutating func encode(_ value: Bool) throws {
        stream.write(in: number, key: nil)
        stream.append(value)
    }

    mutating func encode(_ value: String) throws {
        stream.write(in: number, key: nil)
        stream.append(value)
    }

    mutating func encode(_ value: Double) throws {
        stream.write(in: number, key: nil)
        stream.append(value)
    }

    mutating func encode(_ value: Float) throws {
        stream.write(in: number, key: nil)
        stream.append(Double(value))
    }

    mutating func encode(_ value: Int) throws {
        stream.write(in: number, key: nil)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int8) throws {
        stream.write(in: number, key: nil)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int16) throws {
        stream.write(in: number, key: nil)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int32) throws {
        stream.write(in: number, key: nil)
        stream.appendSigned(Int64(value))
    }

    mutating func encode(_ value: Int64) throws {
        stream.write(in: number, key: nil)
        stream.appendSigned(value)
    }

    mutating func encode(_ value: UInt) throws {
        stream.write(in: number, key: nil)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt8) throws {
        stream.write(in: number, key: nil)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt16) throws {
        stream.write(in: number, key: nil)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt32) throws {
        stream.write(in: number, key: nil)
        stream.appendUnsigned(UInt64(value))
    }

    mutating func encode(_ value: UInt64) throws {
        stream.write(in: number, key: nil)
        stream.appendUnsigned(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        stream.write(in: number, key: nil)
        try stream.encodeValue(value)
    }
}
