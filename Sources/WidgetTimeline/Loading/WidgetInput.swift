import WidgetContract

/// What a widget draws from: its part, or a load state without one.
public enum WidgetInput: Hashable, Sendable {
    /// The widget's part, decoded and validated.
    case part(WidgetPart)
    /// No part to draw: a message (nothing published, a part that cannot be trusted or read), or
    /// the whole snapshot of an app from before parts (``LoadState/ready(_:)``).
    case state(LoadState)

    /// The time zone the widget counts its days in, when it has something to draw.
    public var timeZone: String? {
        switch self {
        case .part(let part): part.timeZone
        case .state(let state): state.snapshot?.timeZone
        }
    }

    /// The part, when there is one.
    public var part: WidgetPart? {
        if case .part(let part) = self { return part }
        return nil
    }
}
