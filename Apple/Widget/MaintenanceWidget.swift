import SwiftUI
import WidgetContract
import WidgetKit

/// The maintenance widget (`WidgetKind.maintenance`).
struct MaintenanceWidget: Widget {
    var body: some WidgetConfiguration {
        KindConfiguration.make(
            .maintenance, name: "Maintenance",
            description: "The next maintenance, by date or by distance, most urgent first.")
    }
}
