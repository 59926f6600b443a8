import WidgetContract

/// What the user chose when installing a widget: its kind, its size and, optionally, a vehicle.
public struct WidgetSetup: Hashable, Sendable, Codable {
    /// The widget's kind.
    public var kind: WidgetKind
    /// The widget's size.
    public var family: WidgetSize
    /// The vehicle the widget is about; `nil` for the first vehicle, or all of them.
    public var vehicleId: String?

    /// Creates a configuration.
    public init(kind: WidgetKind, family: WidgetSize, vehicleId: String? = nil) {
        self.kind = kind
        self.family = family
        self.vehicleId = vehicleId
    }
}
