import SnapshotBuilding

/// One reminder as the household server names it when a device claims it: a state of one occurrence
/// of a deadline or item, on one channel, by the device that sends it.
public struct ReminderClaim: Codable, Hashable, Sendable {
    /// The channel's claim identity (``ReminderChannel/claimIdentity``): the same on every device
    /// configured with the same destination.
    public var channel: String
    /// The deadline or item (`deadline:<id>`, `maintenance:<id>`).
    public var subject: String
    /// The state told (`dueSoon`, `due`, `overdue`).
    public var state: String
    /// The occurrence's due point (`day:2026-12-20`, `odometer:15000`, or both).
    public var due: String
    /// This device's id, which lets it take back a claim it made and never sent (a run killed in
    /// between).
    public var device: String

    /// Creates a claim.
    public init(channel: String, subject: String, state: String, due: String, device: String) {
        self.channel = channel
        self.subject = subject
        self.state = state
        self.due = due
        self.device = device
    }

    /// The claim of `reminder` on `channel` by `device`.
    public init(_ reminder: Reminder, channel: ReminderChannel, device: String) {
        self.init(
            channel: channel.claimIdentity, subject: reminder.subject, state: reminder.state.rawValue, due: reminder.due,
            device: device)
    }

    /// The due day of the occurrence (`YYYY-MM-DD`), when it has one: what pruning compares. An item
    /// due only at an odometer value has none.
    public var dueDay: String? {
        Self.dueDay(of: due)
    }

    /// The due day in a due point (`day:2026-12-20 odometer:15000` → `2026-12-20`).
    public static func dueDay(of due: String) -> String? {
        due.split(separator: " ").first { $0.hasPrefix("day:") }.map { String($0.dropFirst(4)) }
    }

    /// The occurrence a pruning keeps (`<subject> <due>`), as ``ReminderPruning/occurrence(_:)`` names an
    /// active reminder's.
    public var occurrence: String { subject + " " + due }
}
