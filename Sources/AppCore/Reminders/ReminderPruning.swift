import Foundation
import SnapshotBuilding
import WidgetContract

/// When a record of a sent reminder (on the device, `reminder_sent`; on the household server, a
/// claim) no longer applies and is deleted, so that neither grows with every occurrence ever told.
///
/// A record of an occurrence that is still active (any state of the `<subject> <due>` a reminder of
/// today names) is always kept: an item left overdue for a year must not be told again. Otherwise a
/// record goes when its deadline or item no longer exists (on the device, which knows its records),
/// when its due day is more than ``pastDueDays`` days past (the occurrence was renewed, serviced or
/// postponed: a past due day that still applied would be overdue, hence active), or when it was sent
/// more than ``claimedDays`` days ago (an occurrence due only at an odometer value has no due day).
/// Each run deletes at most ``batch`` rows of each, so a run's cost stays bounded however much
/// accumulated.
public enum ReminderPruning {
    /// How many days past its due day a record that no reminder names any more is kept.
    public static let pastDueDays = 60
    /// How many days after it was sent a record that no reminder names any more is kept.
    public static let claimedDays = 400
    /// The most rows one run deletes from each place.
    public static let batch = 500

    /// The name of an active reminder's occurrence (`<subject> <due>`), which pruning keeps.
    public static func occurrence(_ reminder: Reminder) -> String {
        reminder.subject + " " + reminder.due
    }

    /// The first due day that is kept when today is `today`.
    public static func dueCutoff(today: CalendarDay) -> String {
        today.adding(days: -pastDueDays).isoString
    }

    /// The first send instant that is kept when it is `now` (ISO 8601, as the ledger stamps it).
    public static func sentCutoff(now: Date) -> String {
        ISO8601DateFormatter().string(from: now.addingTimeInterval(-Double(claimedDays) * 86_400))
    }
}
