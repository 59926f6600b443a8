import WidgetContract
import WidgetKit

extension WidgetSize {
    /// WidgetKit's family of this size (the one `systemName` names).
    var widgetFamily: WidgetFamily {
        switch self {
        case .small: .systemSmall
        case .medium: .systemMedium
        case .large: .systemLarge
        case .accessoryRectangular: .accessoryRectangular
        }
    }

    /// The size of a WidgetKit family; `nil` for a family no Glovebox kind supports.
    init?(_ family: WidgetFamily) {
        switch family {
        case .systemSmall: self = .small
        case .systemMedium: self = .medium
        case .systemLarge: self = .large
        case .accessoryRectangular: self = .accessoryRectangular
        default: return nil
        }
    }
}
