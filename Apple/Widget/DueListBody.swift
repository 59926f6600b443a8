import SwiftUI
import WidgetContract
import WidgetTimeline

/// The deadlines or maintenance widget: on the Lock Screen the most urgent item in two lines, in
/// small that item in large type, in medium and large the rows the family has room for; or the
/// list's empty sentence.
struct DueListBody: View {
    let content: DueListContent
    let family: WidgetSize
    let palette: Palette

    var body: some View {
        if let first = content.rows.first {
            switch family {
            case .accessoryRectangular:
                VStack(alignment: .leading, spacing: 1) {
                    Text(first.title)
                        .font(.system(size: 13, weight: .bold))
                        .foregroundStyle(palette.text)
                        .lineLimit(1)
                    DisplayTextView(
                        text: first.dueText, size: 12, bold: first.state != .normal,
                        color: palette.dueText(first.state), palette: palette)
                }
            case .small:
                ProminentRow(row: first, palette: palette)
            case .medium, .large:
                VStack(alignment: .leading, spacing: family == .medium ? 4 : 8) {
                    ForEach(Array(content.rows.enumerated()), id: \.offset) { _, row in
                        DueRowView(row: row, showsVehicle: true, palette: palette)
                    }
                }
            }
        } else {
            Text(content.emptyText)
                .font(.system(size: family == .accessoryRectangular ? 12 : 15))
                .foregroundStyle(palette.secondaryText)
                .lineLimit(3)
        }
    }
}
