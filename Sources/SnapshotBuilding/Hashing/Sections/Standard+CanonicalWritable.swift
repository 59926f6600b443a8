// The standard library's types the sections hold, as the standard library encodes them. See
// ``CanonicalWritable`` for why these repeat the encoding.

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
