extension LogbookSchema {
    /// What `glovebox remind` has told, and when it last ran (`reminder_sent`, `reminder_run`).
    ///
    /// A reminder is one state (due soon, due, overdue) of one occurrence of a deadline or
    /// maintenance item, named by its due point (`due`: the due day and due odometer, so a renewal,
    /// a service or a postponement is a new occurrence); it is sent once per channel, so a channel
    /// that failed is tried again at the next run while the others are not told twice. A row is
    /// written in a transaction of its own right after its channel took the message, so a crash in
    /// between repeats that one message (at least once; never lost). `reminder_run` keeps the
    /// logbook generation and day of the last run, so `doctor` can say when the reminders are behind.
    /// Device-local: neither synced nor exported; it goes with its account.
    static let version15 = """
        CREATE TABLE reminder_sent (
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            channel TEXT NOT NULL CHECK (channel <> ''),
            subject TEXT NOT NULL CHECK (subject <> ''),
            state TEXT NOT NULL CHECK (state IN ('dueSoon', 'due', 'overdue')),
            due TEXT NOT NULL,
            sent_at TEXT NOT NULL,
            PRIMARY KEY (account, channel, subject, state, due)
        ) WITHOUT ROWID;
        CREATE TABLE reminder_run (
            account TEXT PRIMARY KEY REFERENCES device_account (name) ON DELETE CASCADE,
            generation INTEGER NOT NULL,
            day TEXT NOT NULL,
            ran_at TEXT NOT NULL,
            failed_channels INTEGER NOT NULL DEFAULT 0 CHECK (failed_channels >= 0)
        ) WITHOUT ROWID;
        """
}
