import WidgetContract
import WidgetTimeline

extension ThemeColors {
    /// The colour of a due state, for both renderers: the warning and overdue colours, else secondary text.
    func color(of state: DueState) -> String {
        switch state {
        case .normal: secondaryText
        case .warning: warning
        case .overdue: overdue
        }
    }
}
