/// A widget size, as WidgetKit names its families (named apart from WidgetKit's `WidgetFamily`, so a file can import both).
public enum WidgetSize: String, CaseIterable, Codable, Sendable {
    /// 170 × 170 points on the home screen.
    case small
    /// 364 × 170 points.
    case medium
    /// 364 × 382 points.
    case large
    /// A lock-screen line or three of text.
    case accessoryRectangular = "accessory-rectangular"

    /// The WidgetKit family name (`WidgetFamily.systemSmall` and so on).
    public var systemName: String {
        switch self {
        case .small: "systemSmall"
        case .medium: "systemMedium"
        case .large: "systemLarge"
        case .accessoryRectangular: "accessoryRectangular"
        }
    }
}
