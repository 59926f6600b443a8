import Foundation
import SnapshotBuilding
import Testing

@Suite struct ThemeTests {
    /// WCAG relative luminance of `#RRGGBB`.
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        let bytes: [Int] = [value >> 16, (value >> 8) & 0xFF, value & 0xFF]
        let channels: [Double] = bytes.map { byte in
            let c = Double(byte) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let red: Double = 0.2126 * channels[0]
        let green: Double = 0.7152 * channels[1]
        let blue: Double = 0.0722 * channels[2]
        return red + green + blue
    }

    @Test func textColoursReadOnTheBackground() {
        let colors = GloveboxTheme.standard.colors
        let background = Self.luminance(colors.background)
        for color in [colors.text, colors.secondaryText, colors.warning, colors.overdue, colors.accent] {
            let own = Self.luminance(color)
            let ratio: Double = (max(background, own) + 0.05) / (min(background, own) + 0.05)
            #expect(ratio >= 4.5, "\(color) has contrast \(ratio)")
        }
    }
}
