import Foundation
import SwiftUI
import WidgetContract
import WidgetTimeline

/// The months as bars from their ratios, oldest first: the current month in the accent colour, an
/// incomplete month marked with `SpendBucket.incompleteMark` (the note explains it), each bar
/// opening its month.
struct SpendBars: View {
    let bars: [SpendBar]
    let palette: Palette

    var body: some View {
        // Room above the tallest bar for the mark, when any month needs it.
        let markRoom: CGFloat = bars.allSatisfy(\.isComplete) ? 0 : 14
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(Array(bars.enumerated()), id: \.offset) { _, bar in
                if let url = URL(string: bar.link) {
                    Link(destination: url) { column(bar, markRoom: markRoom) }
                } else {
                    column(bar, markRoom: markRoom)
                }
            }
        }
    }

    private func column(_ bar: SpendBar, markRoom: CGFloat) -> some View {
        VStack(spacing: 3) {
            GeometryReader { proxy in
                // A month without spend keeps a sliver, so that it reads as zero and not as missing.
                let height = max((proxy.size.height - markRoom) * bar.ratio, 2)
                VStack(spacing: 2) {
                    Spacer(minLength: 0)
                    if !bar.isComplete {
                        Text(SpendBucket.incompleteMark)
                            .font(.system(size: 11, weight: .bold))
                            .foregroundStyle(palette.warning)
                    }
                    RoundedRectangle(cornerRadius: 3)
                        .fill(bar.isCurrent ? palette.accent : palette.bar)
                        .frame(maxWidth: 28)
                        .frame(height: height)
                }
                .frame(maxWidth: .infinity)
            }
            Text(bar.label)
                .font(.system(size: 10, weight: bar.isCurrent ? .bold : .regular))
                .foregroundStyle(bar.isCurrent ? palette.text : palette.secondaryText)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
        }
    }
}
