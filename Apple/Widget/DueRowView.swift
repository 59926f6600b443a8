import Foundation
import SwiftUI
import WidgetTimeline

/// A row of a medium or large widget: a dot in its state's colour, what is due, when (in its
/// state's colour, bold once it needs attention) and, in the lists, which vehicle. The row opens
/// its item; WidgetKit allows such links in these families only.
struct DueRowView: View {
    let row: DueRow
    let showsVehicle: Bool
    let palette: Palette

    var body: some View {
        if let url = URL(string: row.link) {
            Link(destination: url) { line }
        } else {
            line
        }
    }

    private var line: some View {
        HStack(alignment: .top, spacing: 6) {
            Circle()
                .fill(palette.dueDot(row.state))
                .frame(width: 8, height: 8)
                .padding(.top, 4)
            VStack(alignment: .leading, spacing: 1) {
                Text(row.title)
                    .font(.system(size: 13, weight: .bold))
                    .foregroundStyle(palette.text)
                    .lineLimit(1)
                HStack(spacing: 8) {
                    DisplayTextView(
                        text: row.dueText, size: 12, bold: row.state != .normal, color: palette.dueText(row.state),
                        palette: palette)
                    if showsVehicle {
                        Spacer(minLength: 0)
                        Text(row.vehicleName)
                            .font(.system(size: 11))
                            .foregroundStyle(palette.secondaryText)
                            .lineLimit(1)
                    }
                }
            }
        }
    }
}
