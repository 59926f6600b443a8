import SwiftUI

/// Where the app left a value out because the lock is on: a rounded bar of the value's height that
/// says nothing about it (not even its length).
struct RedactedBar: View {
    let width: CGFloat
    let height: CGFloat
    let palette: Palette

    var body: some View {
        RoundedRectangle(cornerRadius: height / 3)
            .fill(palette.bar)
            .frame(width: width, height: height)
            .accessibilityHidden(true)
    }
}
