import SwiftUI
import WidgetKit

/// The widget extension's entry point: the four Glovebox widgets, in the order of `WidgetKind.allCases`.
///
/// Every widget only reads the snapshot the app publishes in the App Group and draws the entry
/// models the portable `WidgetTimeline` builds from it; nothing in this target computes an answer
/// (DESIGN.md, "The Apple adapter"). No machine here compiles it: README.md, "The Apple build".
@main
struct GloveboxWidgetBundle: WidgetBundle {
    var body: some Widget {
        VehicleWidget()
        DeadlinesWidget()
        SpendWidget()
        MaintenanceWidget()
    }
}
