import WidgetContract

/// The theme used when there is no snapshot to take one from.
public enum BuiltInTheme {
    /// Neutral colours and system fonts.
    public static let theme = SnapshotTheme(
        colors: ThemeColors(
            accent: "#2F6FDE", warning: "#B26A00", overdue: "#C62828", text: "#1C1C1E",
            secondaryText: "#6B6B70", background: "#FFFFFF", bar: "#C7CBD3"),
        fonts: ThemeFonts(title: "DejaVu Sans", body: "DejaVu Sans"))
}
