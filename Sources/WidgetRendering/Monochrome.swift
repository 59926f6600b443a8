import WidgetContract

/// How lock-screen (accessory) widgets are drawn: monochrome, as WidgetKit draws every accessory
/// family on the iPhone Lock Screen.
///
/// There the system renders widgets in its `vibrant` mode: it desaturates them and shows shades of
/// one tint over the wallpaper, and it removes the widget's background or replaces it with a
/// translucent one (`AccessoryWidgetBackground`). No theme colour survives, so a state cannot be
/// told by colour: the due text says it ("Overdue by 3 days"), in bold, and the text renderer adds
/// its mark. The drawings follow that: white in two shades on a translucent background, and the
/// text renderer uses no colour at all for these families.
public enum Monochrome {
    /// The colours an accessory family is drawn in, whatever the snapshot's theme: white for
    /// everything that reads, grey for what is secondary, a darker grey for bars and redactions.
    public static let colors = ThemeColors(
        accent: "#FFFFFF", warning: "#FFFFFF", overdue: "#FFFFFF", text: "#FFFFFF",
        secondaryText: "#B4B4B4", background: "#FFFFFF", bar: "#6E6E6E")

    /// The opacity of the background: translucent, as `AccessoryWidgetBackground` is.
    public static let backgroundOpacity = 0.18

    /// The colour a viewer shows behind a drawing of an accessory family (the gallery's PNGs), a
    /// dark lock screen, since the drawing itself has no opaque background.
    public static let lockScreen = "#1C1C1E"

    /// Whether `family` is drawn monochrome.
    public static func applies(to family: WidgetSize) -> Bool {
        family == .accessoryRectangular
    }
}
