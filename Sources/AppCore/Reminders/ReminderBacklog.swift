/// Why the reminders are behind the logbook (``AppSession/reminderLag()``), for `glovebox doctor`
/// to word in the person's language.
public enum ReminderBacklog: Hashable, Sendable {
    /// They never ran for this account.
    case neverRun
    /// Some channels failed at the last run.
    case channelsFailed(Int)
    /// The logbook changed since the last run.
    case logbookChanged
    /// The last run was before today.
    case notRunToday
}
