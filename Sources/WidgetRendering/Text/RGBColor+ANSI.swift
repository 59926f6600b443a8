import WidgetTimeline

extension RGBColor {
    /// The SGR parameters that set this colour as a terminal's 24-bit foreground, `38;2;R;G;B`.
    ///
    /// The components are read once, by `RGBColor(hex:)`, for this renderer and the Apple views
    /// alike; a terminal takes them as bytes, and each component is a byte divided by 255, so
    /// rounding gives back the very byte the snapshot wrote.
    var ansiForeground: String {
        "38;2;\(Self.byte(red));\(Self.byte(green));\(Self.byte(blue))"
    }

    private static func byte(_ component: Double) -> Int {
        Int((component * 255).rounded())
    }
}
