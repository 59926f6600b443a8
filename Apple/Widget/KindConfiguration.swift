import SwiftUI
import WidgetContract
import WidgetKit

/// The configuration every Glovebox widget kind shares: the contract's kind identifier and
/// families, the vehicle choice, the snapshot's timeline and the entry view.
@MainActor
enum KindConfiguration {
    /// The configuration of `kind`, named and described as the widget gallery shows it.
    ///
    /// The name and description are keys of the extension's string catalog: the gallery is shown
    /// before any snapshot exists, so they cannot come from one.
    static func make(_ kind: WidgetKind, name: LocalizedStringKey, description: LocalizedStringKey) -> some WidgetConfiguration {
        AppIntentConfiguration(
            kind: kind.kindIdentifier, intent: VehicleSelection.self, provider: SnapshotTimelineProvider(kind: kind)
        ) { entry in
            EntryView(model: entry.model)
        }
        .configurationDisplayName(name)
        .description(description)
        .supportedFamilies(kind.supportedFamilies.map(\.widgetFamily))
    }
}
