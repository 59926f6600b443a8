import SwiftUI
import WidgetContract

/// The widget's title in the accent colour, and "+N" at the right when a list has more items than fit.
struct TitleLine: View {
    let title: String
    let badge: String?
    let family: WidgetSize
    let palette: Palette

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text(title)
                .font(.system(size: family == .accessoryRectangular ? 11 : 14, weight: .bold))
                .foregroundStyle(palette.accent)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            Spacer(minLength: 0)
            if let badge {
                Text(badge)
                    .font(.system(size: 12))
                    .foregroundStyle(palette.secondaryText)
            }
        }
    }
}
