import WidgetContract

/// Everything one widget shows at one moment: what renderers draw, and nothing they must compute.
public struct WidgetEntryModel: Hashable, Sendable, Codable {
    /// The widget's kind.
    public var kind: WidgetKind
    /// The widget's size.
    public var family: WidgetSize
    /// The title line.
    public var title: String
    /// The deep link the whole widget opens; `nil` opens the app where it was.
    public var link: String?
    /// The content.
    public var body: WidgetBody
    /// Colours and fonts.
    public var theme: SnapshotTheme

    /// Creates a model.
    public init(kind: WidgetKind, family: WidgetSize, title: String, link: String?, body: WidgetBody, theme: SnapshotTheme) {
        self.kind = kind
        self.family = family
        self.title = title
        self.link = link
        self.body = body
        self.theme = theme
    }
}
