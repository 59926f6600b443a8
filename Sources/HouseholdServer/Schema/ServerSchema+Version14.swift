extension ServerSchema {
    /// Version 14: the reminders each account's devices claimed before sending them
    /// (``ServerReminderClaims``), so that two devices of one account tell each change once.
    static var version14: String { ServerReminderClaims.sql }
}
