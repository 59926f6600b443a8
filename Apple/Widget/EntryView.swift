import Foundation
import SwiftUI
import WidgetKit
import WidgetTimeline

/// One widget at one moment: the entry model's title line and body on its theme's background,
/// opening the model's deep link.
///
/// A model without a link (set up, refresh, loading, choose a vehicle) sets none, so a tap opens
/// the app where it was: the "open the app" state the messages ask for.
struct EntryView: View {
    /// What the widget shows, as the portable builder made it.
    let model: WidgetEntryModel

    var body: some View {
        let palette = Palette(model)
        VStack(alignment: .leading, spacing: model.family == .accessoryRectangular ? 2 : 8) {
            TitleLine(title: model.title, badge: model.hiddenCountBadge, family: model.family, palette: palette)
            content(palette)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetURL(model.link.flatMap { URL(string: $0) })
        .containerBackground(for: .widget) {
            palette.background
        }
    }

    @ViewBuilder
    private func content(_ palette: Palette) -> some View {
        switch model.body {
        case .vehicle(let vehicle): VehicleBody(content: vehicle, family: model.family, palette: palette)
        case .dueList(let list): DueListBody(content: list, family: model.family, palette: palette)
        case .spend(let spend): SpendBody(content: spend, family: model.family, palette: palette)
        case .message(let message): MessageBody(message: message, family: model.family, palette: palette)
        case .placeholder(let message): PlaceholderBody(message: message, family: model.family, palette: palette)
        }
    }
}
