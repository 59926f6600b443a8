/// One of the four home-screen widgets; the raw value is the kind string reload requests carry.
public enum WidgetKind: String, CaseIterable, Codable, Sendable, Comparable {
    /// A vehicle's name, model and odometer.
    case vehicle
    /// Insurance, inspection and other dates that must not be missed.
    case deadlines
    /// This month's spend and the months before it, as bars.
    case spend
    /// The next maintenance of a vehicle.
    case maintenance

    /// The kind identifier on Apple platforms (`WidgetSetup(kind:)`).
    public var kindIdentifier: String { "app.glovebox.widget.\(rawValue)" }

    /// The families this kind can be installed in.
    public var supportedFamilies: [WidgetSize] {
        switch self {
        case .vehicle, .spend: [.small, .medium, .large]
        case .deadlines, .maintenance: [.small, .medium, .large, .accessoryRectangular]
        }
    }

    /// Orders kinds as `allCases` lists them.
    public static func < (lhs: WidgetKind, rhs: WidgetKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
