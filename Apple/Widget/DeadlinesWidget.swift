import SwiftUI
import WidgetContract
import WidgetKit

/// The deadlines widget (`WidgetKind.deadlines`).
struct DeadlinesWidget: Widget {
    var body: some WidgetConfiguration {
        KindConfiguration.make(
            .deadlines, name: "Deadlines",
            description: "Insurance, inspection and the other dates that must not be missed, most urgent first.")
    }
}
