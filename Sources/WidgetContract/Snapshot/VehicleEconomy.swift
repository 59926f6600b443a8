/// A vehicle's latest fuel economy as the app formatted and translated it, for the widget to draw as is.
///
/// The figure of the stretch closed by the vehicle's latest full fill-up, in the user's economy unit
/// (the one `glovebox economy` uses) and locale. The widget never computes or converts it. It is
/// derived from the odometer, so a locked snapshot never carries one.
public struct VehicleEconomy: Codable, Hashable, Sendable {
    /// The figure with its unit: "6,8 l/100 km", "31.2 mpg".
    public var label: String
    /// What the figure is, in the snapshot's language: "Last fill-up", "Último abastecimento".
    public var title: String

    /// Creates an economy entry.
    public init(label: String, title: String) {
        self.label = label
        self.title = title
    }
}
