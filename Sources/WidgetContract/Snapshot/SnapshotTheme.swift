/// Colours and fonts the renderers draw with; the app decides them, the widget only applies them.
public struct SnapshotTheme: Codable, Hashable, Sendable {
    /// Colours as `#RRGGBB`.
    public var colors: ThemeColors
    /// Font family names.
    public var fonts: ThemeFonts

    /// Creates a theme.
    public init(colors: ThemeColors, fonts: ThemeFonts) {
        self.colors = colors
        self.fonts = fonts
    }
}

/// The theme's colours, each `#RRGGBB`.
public struct ThemeColors: Codable, Hashable, Sendable {
    /// Titles, links and the current month's bar.
    public var accent: String
    /// Items in their warning period.
    public var warning: String
    /// Overdue items.
    public var overdue: String
    /// Body text.
    public var text: String
    /// Secondary text (subtitles, dates).
    public var secondaryText: String
    /// The widget's background.
    public var background: String
    /// Bars of months other than the current one.
    public var bar: String

    /// Creates the colours.
    public init(
        accent: String, warning: String, overdue: String, text: String,
        secondaryText: String, background: String, bar: String
    ) {
        self.accent = accent
        self.warning = warning
        self.overdue = overdue
        self.text = text
        self.secondaryText = secondaryText
        self.background = background
        self.bar = bar
    }

    /// Every colour with its field name, for validation.
    var all: [(name: String, value: String)] {
        [("accent", accent), ("warning", warning), ("overdue", overdue), ("text", text),
         ("secondaryText", secondaryText), ("background", background), ("bar", bar)]
    }
}

/// The theme's font families.
public struct ThemeFonts: Codable, Hashable, Sendable {
    /// Widget titles.
    public var title: String
    /// Everything else.
    public var body: String

    /// Creates the fonts.
    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}
