import SwiftUI
import WidgetContract
import WidgetTimeline

/// A sentence instead of content — set up, refresh, choose a vehicle, no vehicles, month ended —
/// with its second line ("Open Glovebox") in the accent colour. The model gives such a widget no
/// link of its own, so a tap opens the app.
struct MessageBody: View {
    let message: MessageContent
    let family: WidgetSize
    let palette: Palette

    var body: some View {
        let isAccessory = family == .accessoryRectangular
        VStack(alignment: .leading, spacing: isAccessory ? 1 : 8) {
            Text(message.text)
                .font(.system(size: isAccessory ? 12 : 15, weight: .bold))
                .foregroundStyle(palette.text)
                .lineLimit(isAccessory ? (message.detail == nil ? 3 : 2) : (family == .large ? 6 : 4))
                .minimumScaleFactor(0.8)
            if let detail = message.detail {
                if !isAccessory { Spacer(minLength: 0) }
                Text(detail)
                    .font(.system(size: isAccessory ? 11 : 13))
                    .foregroundStyle(palette.accent)
                    .lineLimit(1)
            }
        }
    }
}
