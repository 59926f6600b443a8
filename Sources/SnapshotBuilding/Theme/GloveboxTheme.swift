import WidgetContract

/// The one definition of the widgets' colours and fonts.
///
/// The builder writes it into every snapshot and the renderers draw with what the snapshot says,
/// so the widget side never keeps a second copy. Colours are `#RRGGBB`; the warning and overdue
/// colours, like the text colours, keep at least 4.5:1 contrast against the background (WCAG AA
/// for body text: warning 4.9:1, overdue 5.4:1, secondary text 6.1:1).
public enum GloveboxTheme {
    /// The theme every snapshot carries.
    public static let standard = SnapshotTheme(
        colors: ThemeColors(
            accent: "#1F6FEB",
            warning: "#9A6700",
            overdue: "#CF222E",
            text: "#1F2328",
            secondaryText: "#59636E",
            background: "#FFFFFF",
            bar: "#D1D9E0"),
        fonts: ThemeFonts(title: "DejaVu Sans", body: "DejaVu Sans"))
}
