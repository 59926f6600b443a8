import SwiftUI
import WidgetContract
import WidgetTimeline

/// Grey shapes where content will be while nothing can be read, as WidgetKit draws a placeholder;
/// VoiceOver reads the loading sentence.
struct PlaceholderBody: View {
    let message: MessageContent
    let family: WidgetSize
    let palette: Palette

    var body: some View {
        let count = family == .large ? 6 : family == .accessoryRectangular ? 2 : 3
        VStack(alignment: .leading, spacing: 10) {
            ForEach(0..<count, id: \.self) { _ in
                Text(message.text)
                    .font(.system(size: 13))
                    .foregroundStyle(palette.bar)
            }
        }
        .redacted(reason: .placeholder)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(message.text)
    }
}
