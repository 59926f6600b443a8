import SwiftUI
import WidgetContract
import WidgetTimeline

/// The spend widget: the month and its total (private, or the lock's bar), the note when a month
/// leaves expenses out, and in medium and large the months as bars — beside the total in medium,
/// below it in large.
struct SpendBody: View {
    let content: SpendContent
    let family: WidgetSize
    let palette: Palette

    var body: some View {
        if family == .medium {
            HStack(alignment: .top, spacing: 16) {
                summary.frame(width: 150, alignment: .leading)
                SpendBars(bars: content.bars, palette: palette)
            }
        } else {
            VStack(alignment: .leading, spacing: 12) {
                summary
                if !content.bars.isEmpty {
                    SpendBars(bars: content.bars, palette: palette)
                }
            }
        }
    }

    private var summary: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(content.monthLabel)
                .font(.system(size: 12))
                .foregroundStyle(palette.secondaryText)
                .lineLimit(1)
            DisplayTextView(
                text: content.total, size: 26, bold: true, color: palette.text, redactedWidth: 110, palette: palette)
            if let note = content.note {
                Text(note)
                    .font(.system(size: 11))
                    .foregroundStyle(palette.warning)
                    .lineLimit(family == .medium ? 3 : 2)
            }
        }
    }
}
