import SwiftUI
import WidgetContract
import WidgetKit

/// The vehicle widget (`WidgetKind.vehicle`).
struct VehicleWidget: Widget {
    var body: some WidgetConfiguration {
        KindConfiguration.make(
            .vehicle, name: "Vehicle",
            description: "A vehicle's odometer and when it was read; in larger sizes, what is due next for it.")
    }
}
