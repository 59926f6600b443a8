import SwiftUI
import WidgetContract
import WidgetTimeline

/// The latest economy, right-aligned: its figure, private like the odometer it comes from
/// (`VehicleContent.economyFigure`), and what it is under it.
struct EconomyView: View {
    let figure: DisplayText
    let economy: VehicleEconomy
    let palette: Palette

    var body: some View {
        VStack(alignment: .trailing, spacing: 1) {
            DisplayTextView(text: figure, size: 18, bold: true, color: palette.text, palette: palette)
            Text(economy.title)
                .font(.system(size: 11))
                .foregroundStyle(palette.secondaryText)
                .lineLimit(1)
        }
    }
}
