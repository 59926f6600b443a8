// What a keyed container's calls record, written straight into the writer: the shapes every
// ``CanonicalWritable`` conformance is made of.

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
