import SwiftUI
import WidgetTimeline

/// A text of the entry model: its value, marked private when the model says it is (the system then
/// redacts it on a locked device), or a bar of the same height where the app left the value out.
struct DisplayTextView: View {
    let text: DisplayText
    let size: CGFloat
    var bold = false
    let color: Color
    var lines = 1
    var redactedWidth: CGFloat = 70
    let palette: Palette

    var body: some View {
        if let value = text.value {
            Text(value)
                .font(.system(size: size, weight: bold ? .bold : .regular))
                .foregroundStyle(color)
                .lineLimit(lines)
                .minimumScaleFactor(0.6)
                .privacySensitive(text.isSensitive)
        } else {
            RedactedBar(width: redactedWidth, height: size, palette: palette)
        }
    }
}
