import WidgetContract

/// One widget the user has placed, as the widget host reports it.
public struct InstalledWidget: Codable, Hashable, Sendable {
    /// The host's identifier of this placement, stable while the widget stays installed.
    public var id: String
    /// Which widget it is.
    public var kind: WidgetKind
    /// Its size.
    public var family: WidgetSize
    /// The vehicle the user chose for it, for kinds configured per vehicle; `nil` for all vehicles.
    public var vehicleId: String?

    /// Creates a configuration.
    public init(id: String, kind: WidgetKind, family: WidgetSize, vehicleId: String? = nil) {
        self.id = id
        self.kind = kind
        self.family = family
        self.vehicleId = vehicleId
    }
}
