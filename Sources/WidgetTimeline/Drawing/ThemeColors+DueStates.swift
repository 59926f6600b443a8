import WidgetContract

extension ThemeColors {
    /// The colour a row's due text is drawn in on its day: the warning and overdue colours, else the
    /// secondary text colour (what the SVG and text renderers draw).
    public func dueTextColor(for state: DueState) -> String {
        switch state {
        case .normal: secondaryText
        case .warning: warning
        case .overdue: overdue
        }
    }

    /// The colour of the dot before a row: its state's colour, or the bar colour when nothing is
    /// urgent, so that only warning and overdue rows catch the eye.
    public func dueDotColor(for state: DueState) -> String {
        state == .normal ? bar : dueTextColor(for: state)
    }
}
