import WidgetContract

/// The words and the state of a dated item on one local day.
///
/// This is the one piece of calendar logic the widget owns: it counts calendar days from its
/// own day to the due day and looks the phrase up in the snapshot's table, so a widget that
/// nobody refreshes still says "Tomorrow" the day before and "Today" on the day.
public struct DueEvaluation: Hashable, Sendable {
    /// Calendar days from the entry's day to the due day; negative when overdue.
    public let offset: Int
    /// The phrase, or the due date's label beyond the table's end.
    public let text: String
    /// Normal, warning or overdue on that day.
    public let state: DueState

    /// Evaluates an item due on `dueDate` with a warning from `warningFrom`, seen on `day`.
    public init(
        dueDate: CalendarDay, dueDateLabel: String, warningFrom: CalendarDay,
        on day: CalendarDay, phrases: DayPhrases
    ) {
        offset = day.days(to: dueDate)
        // Beyond the table's end the phrase is nil and the date itself is clearer; before its
        // start the table answers with its overdue fallback.
        text = phrases.phrase(forOffset: offset) ?? dueDateLabel
        state = DueState(on: day, dueDate: dueDate, warningFrom: warningFrom)
    }
}
