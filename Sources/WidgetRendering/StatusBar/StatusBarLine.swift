import WidgetContract

/// One line of a status bar's tooltip or menu: a text, the deep link it opens, and its state.
public struct StatusBarLine: Hashable, Sendable {
    /// The text, safe to show (no control or text-direction character).
    public var text: String
    /// The deep link the line opens, if any.
    public var link: String?
    /// How urgent the item on the line is on the entry's day; `nil` for a line that is no item.
    public var state: DueState?

    /// Creates a line; its text is made safe.
    public init(_ text: String, link: String? = nil, state: DueState? = nil) {
        self.text = TextSanitizer.sanitized(text)
        self.link = link
        self.state = state
    }
}
