/// A value that writes its own canonical bytes: the items ``CanonicalBytes/of(_:)`` records for its
/// `encode(to:)`, written straight into a ``CanonicalWriter`` rather than through an `Encoder`.
///
/// Why: a publish hashes every widget kind's section, and going through `Encoder` costs each field
/// an existential container, a generic call and a conformance check. At 50 vehicles that was 2.7 ms
/// of hashing, as much as the rest of the publish could spare on a device with one free core.
///
/// A conformance repeats its type's `encode(to:)` call for call, so it is a second list of the
/// type's fields. `CanonicalWritingTests` holds the two to the same bytes on seeded sections (every
/// case and every optional field, shrunk on a difference), so a field added to `encode(to:)` and
/// not here fails a test instead of leaving a widget stale.
protocol CanonicalWritable {
    /// Writes what `encode(to:)` records: the containers it opens and its writes into them; the
    /// marks around a nested value are the caller's (``CanonicalWriter/value(_:)``).
    func writeCanonical(to writer: inout CanonicalWriter)
}

extension CanonicalWriter {
    /// A nested value, between its marks: what a container's generic `encode` records.
    mutating func value(_ value: some CanonicalWritable) {
        valueMark()
        value.writeCanonical(to: &self)
        endMark()
    }

    /// Opens the keyed container an `encode(to:)` starts with.
    mutating func keyed() -> UInt32 {
        open(.keyed)
    }

    /// A keyed container's concrete `encode(_: String, forKey:)`.
    mutating func field(_ container: UInt32, _ key: StaticString, _ text: String) {
        write(in: container, named: key)
        append(text)
    }

    /// A keyed container's concrete `encode(_: Int, forKey:)`.
    mutating func field(_ container: UInt32, _ key: StaticString, _ number: Int) {
        write(in: container, named: key)
        appendSigned(Int64(number))
    }

    /// A keyed container's concrete `encode(_: Bool, forKey:)`.
    mutating func field(_ container: UInt32, _ key: StaticString, _ flag: Bool) {
        write(in: container, named: key)
        append(flag)
    }

    /// A keyed container's concrete `encode(_: Double, forKey:)`.
    mutating func field(_ container: UInt32, _ key: StaticString, _ number: Double) {
        write(in: container, named: key)
        append(number)
    }

    /// A keyed container's generic `encode(_:forKey:)`: the key, then the value between its marks.
    mutating func field(_ container: UInt32, _ key: StaticString, value: some CanonicalWritable) {
        write(in: container, named: key)
        self.value(value)
    }

    /// `encodeIfPresent(_: Int?, forKey:)`: nothing for `nil`, else the concrete `encode`.
    mutating func fieldIfPresent(_ container: UInt32, _ key: StaticString, _ number: Int?) {
        if let number { field(container, key, number) }
    }

    /// The generic `encodeIfPresent(_:forKey:)`: nothing for `nil`, else the generic `encode`.
    mutating func fieldIfPresent(_ container: UInt32, _ key: StaticString, value: (some CanonicalWritable)?) {
        if let value { field(container, key, value: value) }
    }

    /// What a type whose `encode(to:)` writes one string into a single-value container records, as
    /// `String`, a `RawRepresentable` enum of strings and the calendar's days and months do.
    mutating func singleString(_ text: String) {
        let container = open(.single)
        writeElement(in: container)
        append(text)
    }
}

extension String: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        writer.singleString(self)
    }
}

extension Int: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let container = writer.open(.single)
        writer.writeElement(in: container)
        writer.appendSigned(Int64(self))
    }
}

extension Bool: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let container = writer.open(.single)
        writer.writeElement(in: container)
        writer.append(self)
    }
}

/// As the standard library encodes an optional: a single-value container holding `null`, or the
/// wrapped value through the container's generic `encode`.
extension Optional: CanonicalWritable where Wrapped: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let container = writer.open(.single)
        writer.writeElement(in: container)
        switch self {
        case .none: writer.appendNull()
        case .some(let wrapped): writer.value(wrapped)
        }
    }
}

/// As the standard library encodes an array: an unkeyed container, each element through its
/// generic `encode`.
extension Array: CanonicalWritable where Element: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let container = writer.open(.unkeyed)
        for element in self {
            writer.writeElement(in: container)
            writer.value(element)
        }
    }
}
