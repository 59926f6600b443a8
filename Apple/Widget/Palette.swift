import SwiftUI
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// The entry's theme colours as SwiftUI colours: the snapshot's theme, or on the Lock Screen the
/// monochrome colours every renderer draws there (`Monochrome`), since the system tints them anyway.
///
/// Only colours are applied from the theme: its font families name the Linux renderers' fonts,
/// and the widget draws in the system font.
struct Palette {
    /// The colours, as `#RRGGBB` texts.
    let colors: ThemeColors
    /// Whether the family is drawn monochrome.
    let isMonochrome: Bool

    /// The palette of `model`'s family and theme.
    init(_ model: WidgetEntryModel) {
        isMonochrome = Monochrome.applies(to: model.family)
        colors = isMonochrome ? Monochrome.colors : model.theme.colors
    }

    var accent: Color { Self.color(colors.accent) }
    var text: Color { Self.color(colors.text) }
    var secondaryText: Color { Self.color(colors.secondaryText) }
    var warning: Color { Self.color(colors.warning) }
    var bar: Color { Self.color(colors.bar) }

    /// The widget's background; translucent on the Lock Screen, as the other renderers draw it.
    var background: Color {
        isMonochrome ? Self.color(colors.background).opacity(Monochrome.backgroundOpacity) : Self.color(colors.background)
    }

    /// The colour of a row's due text on the entry's day.
    func dueText(_ state: DueState) -> Color { Self.color(colors.dueTextColor(for: state)) }

    /// The colour of the dot before a row.
    func dueDot(_ state: DueState) -> Color { Self.color(colors.dueDotColor(for: state)) }

    /// A theme colour. The snapshot's validation admits only `#RRGGBB`, so the fallback is never drawn.
    static func color(_ hex: String) -> Color {
        guard let rgb = RGBColor(hex: hex) else { return .primary }
        return Color(.sRGB, red: rgb.red, green: rgb.green, blue: rgb.blue)
    }
}
