import WidgetContract
import WidgetTimeline

extension SVGRenderer {
    /// Spend: the month and its total, a note when incomplete, and bars from the ratios.
    func drawSpend(_ spend: SpendContent, in layout: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        var summary = layout
        if layout.family == .medium { summary.width = 150 }
        writer.text(spend.monthLabel, x: summary.left, y: summary.top + 12, size: 12, color: colors.secondaryText,
                    maxWidth: summary.width)
        let totalY = summary.top + 44
        if let total = spend.total.value {
            // An amount shrinks a long way before it is dropped whole ("…"): it is never cut.
            writer.text(total, x: summary.left, y: totalY, size: 26, color: colors.text, maxWidth: summary.width,
                        bold: true, className: "sensitive", minSize: SVGRenderer.amountMinimumSize, whole: true)
        } else {
            writer.redacted(x: summary.left, baseline: totalY, size: 26, width: min(110, summary.width))
        }
        if let note = spend.note {
            // Medium's summary column is narrow; its note may take the room down to the bottom edge.
            let lines = TextMeasure.wrap(note, toWidth: summary.width, fontSize: 11, maxLines: layout.family == .medium ? 3 : 2)
            for (index, line) in lines.enumerated() {
                writer.text(line, x: summary.left, y: totalY + 20 + Double(index) * 14, size: 11, color: colors.warning,
                            maxWidth: summary.width)
            }
        }
        guard !spend.bars.isEmpty else { return }
        var chart = layout
        switch layout.family {
        case .medium:
            chart.left = summary.left + summary.width + 16
            chart.width = layout.right - chart.left
        default:
            chart.top = totalY + (spend.note == nil ? 24 : 50)
        }
        drawBars(spend.bars, in: chart, writer: &writer)
    }

    /// Bars from the ratios, the current month in the accent colour, each with its label and link.
    func drawBars(_ bars: [SpendBar], in chart: Layout, writer: inout SVGWriter) {
        let colors = writer.theme.colors
        let labelSize = 10.0
        let slot = chart.width / Double(bars.count)
        let barWidth = min(28, slot * 0.62)
        let baseline = chart.bottom - labelSize - 6
        // Room above the tallest bar for an incomplete month's mark.
        let maxHeight = baseline - chart.top - (bars.allSatisfy(\.isComplete) ? 0 : 14)
        writer.rule(x: chart.left, y: baseline, width: chart.width, color: colors.secondaryText)
        for (index, bar) in bars.enumerated() {
            let center = chart.left + slot * (Double(index) + 0.5)
            // A month without spend still gets a sliver, so that it reads as zero and not as missing.
            let height = max(maxHeight * min(max(bar.ratio, 0), 1), 2)
            let opened = writer.beginLink(bar.link)
            writer.rect(x: center - barWidth / 2, y: baseline - height, width: barWidth, height: height,
                        fill: bar.isCurrent ? colors.accent : colors.bar, radius: 3)
            if !bar.isComplete {
                // The mark the note explains: this month's bar leaves expenses out.
                writer.text(SpendBucket.incompleteMark, x: center, y: baseline - height - 3, size: 11,
                            color: colors.warning, maxWidth: slot, bold: true, anchor: .middle)
            }
            writer.text(bar.label, x: center, y: chart.bottom, size: labelSize,
                        color: bar.isCurrent ? colors.text : colors.secondaryText, maxWidth: slot - 2,
                        bold: bar.isCurrent, anchor: .middle, minSize: 7)
            writer.endLink(opened)
        }
    }
}
