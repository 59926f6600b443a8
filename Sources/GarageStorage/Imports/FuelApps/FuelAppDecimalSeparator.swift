/// The character a file writes between the whole and the fractional part of a number.
///
/// The other of the two, when it appears, groups thousands: `1,234.56` with `.point`,
/// `1.234,56` with `.comma`. Never taken from the machine's locale: a file reads the same everywhere.
public enum FuelAppDecimalSeparator: String, CaseIterable, Sendable {
    /// `42.5`, `1,234.56`.
    case point
    /// `42,5`, `1.234,56`.
    case comma

    /// The separator's byte.
    var byte: UInt8 { self == .point ? UInt8(ascii: ".") : UInt8(ascii: ",") }

    /// The other separator, which groups thousands.
    var grouping: UInt8 { self == .point ? UInt8(ascii: ",") : UInt8(ascii: ".") }

    /// The separator as a character, in messages.
    public var character: String { self == .point ? "." : "," }
}
