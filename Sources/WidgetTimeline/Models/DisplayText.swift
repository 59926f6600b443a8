/// A text a widget shows, with what the renderer must know to redact it.
///
/// A `nil` value is a value the app left out because the lock is on: the renderer draws a
/// placeholder of the same shape instead. A sensitive text is one the system would hide on a
/// locked screen (an odometer, an amount), even when it is present.
public struct DisplayText: Hashable, Sendable, Codable {
    /// The text, or `nil` when it was redacted.
    public var value: String?
    /// Whether the text reveals something private (a distance or an amount).
    public var isSensitive: Bool

    /// Creates a text.
    public init(value: String?, isSensitive: Bool) {
        self.value = value
        self.isSensitive = isSensitive
    }

    /// A text that reveals nothing private.
    public static func plain(_ value: String) -> DisplayText {
        DisplayText(value: value, isSensitive: false)
    }

    /// A private text, `nil` when the app redacted it.
    public static func sensitive(_ value: String?) -> DisplayText {
        DisplayText(value: value, isSensitive: true)
    }

    /// Whether the app left the value out.
    public var isRedacted: Bool { value == nil }
}
