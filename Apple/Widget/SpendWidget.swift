import SwiftUI
import WidgetContract
import WidgetKit

/// The spend widget (`WidgetKind.spend`).
struct SpendWidget: Widget {
    var body: some WidgetConfiguration {
        KindConfiguration.make(
            .spend, name: "Spend",
            description: "This month's spend; in larger sizes, the months before it as bars.")
    }
}
