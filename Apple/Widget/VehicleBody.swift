import SwiftUI
import WidgetContract
import WidgetTimeline

/// The vehicle widget: name, model and odometer; in medium, its most urgent items beside them with
/// the economy at their foot; in large, the economy beside the odometer and the items below.
struct VehicleBody: View {
    let content: VehicleContent
    let family: WidgetSize
    let palette: Palette

    var body: some View {
        switch family {
        case .medium:
            HStack(alignment: .top, spacing: 16) {
                details(odometerAtBottom: true)
                VStack(alignment: .leading, spacing: 6) {
                    rows
                    Spacer(minLength: 0)
                    economyColumn
                }
            }
        case .large:
            VStack(alignment: .leading, spacing: 10) {
                details(odometerAtBottom: false)
                Divider()
                rows
            }
        case .small, .accessoryRectangular:
            details(odometerAtBottom: true)
        }
    }

    /// Name and model, then the odometer: on the bottom edge where the widget is short, right
    /// under the model in large, with the economy beside it there.
    private func details(odometerAtBottom: Bool) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(content.name)
                .font(.system(size: 20, weight: .bold))
                .foregroundStyle(palette.text)
                .lineLimit(2)
                .minimumScaleFactor(0.75)
            Text(content.subtitle)
                .font(.system(size: 12))
                .foregroundStyle(palette.secondaryText)
                .lineLimit(family == .large ? 1 : 2)
            if odometerAtBottom { Spacer(minLength: 6) }
            HStack(alignment: .top) {
                OdometerView(odometer: content.odometer, palette: palette)
                if family == .large {
                    Spacer(minLength: 16)
                    economyColumn
                }
            }
        }
    }

    @ViewBuilder
    private var economyColumn: some View {
        if let economy = content.economy, let figure = content.economyFigure {
            EconomyView(figure: figure, economy: economy, palette: palette)
        }
    }

    private var rows: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(content.rows.enumerated()), id: \.offset) { _, row in
                DueRowView(row: row, showsVehicle: false, palette: palette)
            }
        }
    }
}
