/// A sentence that replaces a widget's content, and why.
public struct MessageContent: Hashable, Sendable, Codable {
    /// Why the widget shows a message.
    public var reason: MessageReason
    /// The sentence.
    public var text: String
    /// A second line, such as "Open Glovebox".
    public var detail: String?

    /// Creates a message.
    public init(reason: MessageReason, text: String, detail: String? = nil) {
        self.reason = reason
        self.text = text
        self.detail = detail
    }
}

/// Why a widget shows a message instead of content.
public enum MessageReason: String, Hashable, Sendable, Codable {
    /// No snapshot was ever published, or the user signed out.
    case setUp
    /// The snapshot is of an unknown version or invalid.
    case refresh
    /// The snapshot could not be read and there is no earlier one.
    case loading
    /// The widget names a vehicle that is no longer in the garage.
    case chooseVehicle
    /// The garage has no vehicles.
    case noVehicles
    /// The spend widget's month has ended and the app has not refreshed it.
    case monthEnded
    /// The snapshot has nothing for this widget.
    case openApp
}
