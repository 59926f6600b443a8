import SwiftUI
import WidgetTimeline

/// Where the odometer goes: the reading with the day it was read (greyed, with the warning dot and
/// colour, once stale), the no-reading sentence, or the lock's bar — three answers that must not
/// look alike.
struct OdometerView: View {
    let odometer: OdometerDisplay
    let palette: Palette

    var body: some View {
        switch odometer {
        case .reading(let value, let note, let isStale):
            VStack(alignment: .leading, spacing: 1) {
                // The model documents a reading's value as private: the system hides it when locked.
                Text(value)
                    .font(.system(size: 18, weight: .bold))
                    .foregroundStyle(isStale ? palette.secondaryText : palette.text)
                    .lineLimit(1)
                    .minimumScaleFactor(0.55)
                    .privacySensitive()
                HStack(spacing: 4) {
                    if isStale {
                        Circle().fill(palette.warning).frame(width: 8, height: 8)
                    }
                    Text(note)
                        .font(.system(size: 11))
                        .foregroundStyle(isStale ? palette.warning : palette.secondaryText)
                        .lineLimit(2)
                }
            }
        case .noReading(let sentence):
            Text(sentence)
                .font(.system(size: 14))
                .foregroundStyle(palette.secondaryText)
                .lineLimit(2)
        case .hidden:
            RedactedBar(width: 96, height: 18, palette: palette)
        }
    }
}
