import SwiftUI
import WidgetTimeline

/// The most urgent item of a small list widget, in large type: what, when, and which vehicle.
/// A small widget has no links of its own; the whole widget opens the model's link.
struct ProminentRow: View {
    let row: DueRow
    let palette: Palette

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(row.title)
                .font(.system(size: 17, weight: .bold))
                .foregroundStyle(palette.text)
                .lineLimit(2)
                .minimumScaleFactor(0.65)
            DisplayTextView(
                text: row.dueText, size: 15, bold: row.state != .normal, color: palette.dueText(row.state), lines: 2,
                palette: palette)
            Text(row.vehicleName)
                .font(.system(size: 12))
                .foregroundStyle(palette.secondaryText)
                .lineLimit(1)
        }
    }
}
