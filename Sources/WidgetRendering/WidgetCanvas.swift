import WidgetContract

/// The size a family is drawn at, in points (SVG) and in terminal cells (text).
public struct WidgetCanvas: Hashable, Sendable {
    /// The width in points.
    public let width: Double
    /// The height in points.
    public let height: Double
    /// The inner width in terminal columns.
    public let columns: Int
    /// The inner height in terminal lines.
    public let lines: Int

    /// The canvas of a family: small 170×170, medium 364×170, large 364×382, and a lock-screen
    /// rectangle of 172×76.
    public static func of(_ family: WidgetSize) -> WidgetCanvas {
        switch family {
        case .small: WidgetCanvas(width: 170, height: 170, columns: 24, lines: 8)
        case .medium: WidgetCanvas(width: 364, height: 170, columns: 50, lines: 10)
        case .large: WidgetCanvas(width: 364, height: 382, columns: 50, lines: 18)
        case .accessoryRectangular: WidgetCanvas(width: 172, height: 76, columns: 26, lines: 3)
        }
    }
}
