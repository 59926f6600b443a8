/// A theme colour as red, green and blue components from 0 to 1, read from the snapshot's `#RRGGBB`.
///
/// The SVG renderer writes a theme colour as the text the snapshot carries; a renderer that takes
/// components instead (SwiftUI's `Color(red:green:blue:)` in the Apple widget extension) reads them
/// here, so that both draw the same colour and neither parses colours of its own.
public struct RGBColor: Hashable, Sendable {
    /// The red component, 0...1.
    public let red: Double
    /// The green component, 0...1.
    public let green: Double
    /// The blue component, 0...1.
    public let blue: Double

    /// The colour `#RRGGBB` names (either case), or `nil` for any other text: the contract allows no
    /// other form, and the snapshot's validation refuses one.
    public init?(hex: String) {
        let bytes = Array(hex.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            guard let digit = Self.digit(byte) else { return nil }
            value = value << 4 | digit
        }
        red = Double(value >> 16 & 0xFF) / 255
        green = Double(value >> 8 & 0xFF) / 255
        blue = Double(value & 0xFF) / 255
    }

    private static func digit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
