extension ServerSchema {
    /// Version 13: the reminders each account's devices claimed before sending them
    /// (``ServerReminderClaims``), so that two devices of one account tell each change once.
    static var version13: String { ServerReminderClaims.sql }
}
