import WidgetKit
import WidgetTimeline

extension TimelineReloadPolicy {
    /// WidgetKit's policy for the portable one, which names the same three.
    init(_ policy: ReloadPolicy) {
        switch policy {
        case .atEnd: self = .atEnd
        case .after(let date): self = .after(date)
        case .never: self = .never
        }
    }
}
