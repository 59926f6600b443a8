/// The reminders an account's devices have claimed on the household server (schema version 14), so
/// that two devices of one account that run `glovebox remind` tell each change once between them.
///
/// A claim names one state of one occurrence of a deadline or maintenance item (`subject`, `state`,
/// `due`, as the app's ledger names them) on one channel, where `channel` is a digest of the
/// channel's kind and destination, never the destination itself (an ntfy topic or a Gotify token is
/// a secret of its own): two devices configured with the same destination share one claim, while a
/// desktop of each counts as one "desktop" channel, like a phone and a laptop of one person.
///
/// A device inserts the claim before it sends (`ON CONFLICT` keeps the first), marks it sent after,
/// and deletes it again when the send failed, so that the next run of any device tries again (at
/// least once). A claim held unsent past a lease is taken over by the next device that asks (the
/// holder died between its claim and its send), and its own holder may always take it back.
///
/// An account reads, writes and deletes its own claims only; nobody else has a policy on them. The
/// rows are bookkeeping, bounded per account, pruned by the devices as occurrences pass, and deleted
/// with their account.
public enum ServerReminderClaims {
    /// The most claims one account may hold: far beyond what pruning leaves (a few per item and
    /// channel), low enough that a misbehaving client cannot fill the disk with them.
    public static let accountLimit = 20_000

    /// The SQL (run as the cluster's superuser).
    public static var sql: String {
        #"""
        SET LOCAL ROLE glovebox_owner;
        CREATE TABLE glovebox.reminder_claim (
            account text NOT NULL DEFAULT glovebox.current_account() REFERENCES glovebox.account (name) ON DELETE CASCADE,
            channel text NOT NULL CHECK (channel ~ '^[0-9a-f]{32}$'),
            subject text NOT NULL CHECK (subject ~ '^(deadline|maintenance):[A-Za-z0-9._-]{1,100}$'),
            state text NOT NULL CHECK (state IN ('dueSoon', 'due', 'overdue')),
            due text NOT NULL CHECK (due ~ '^[a-z0-9: -]{1,64}$'),
            due_day date,
            device text NOT NULL CHECK (device ~ '^[0-9a-f]{32}$'),
            claimed_at timestamptz NOT NULL DEFAULT now(),
            sent_at timestamptz,
            PRIMARY KEY (account, channel, subject, state, due)
        );
        CREATE INDEX reminder_claim_by_due_day ON glovebox.reminder_claim (account, due_day);
        ALTER TABLE glovebox.reminder_claim ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        CREATE POLICY own_read ON glovebox.reminder_claim FOR SELECT TO glovebox_account
            USING (account = (SELECT glovebox.current_account()));
        CREATE POLICY own_claim ON glovebox.reminder_claim FOR INSERT TO glovebox_account
            WITH CHECK (account = (SELECT glovebox.current_account()));
        CREATE POLICY own_change ON glovebox.reminder_claim FOR UPDATE TO glovebox_account
            USING (account = (SELECT glovebox.current_account())) WITH CHECK (account = (SELECT glovebox.current_account()));
        CREATE POLICY own_release ON glovebox.reminder_claim FOR DELETE TO glovebox_account
            USING (account = (SELECT glovebox.current_account()));
        -- The account column is never written by a client: its default is the caller.
        GRANT SELECT, DELETE, INSERT (channel, subject, state, due, due_day, device, sent_at),
            UPDATE (device, claimed_at, sent_at) ON glovebox.reminder_claim TO glovebox_account;

        -- At most \#(accountLimit) claims per account. The count reads only the caller's own rows (the
        -- policies apply to it too), through the primary key's leading column.
        CREATE FUNCTION glovebox.limit_reminder_claims() RETURNS trigger
            LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            IF (SELECT count(*) FROM glovebox.reminder_claim WHERE account = NEW.account) >= \#(accountLimit) THEN
                RAISE EXCEPTION 'an account may hold at most \#(accountLimit) reminder claims'
                    USING ERRCODE = 'program_limit_exceeded', CONSTRAINT = 'reminder_claim_limit';
            END IF;
            RETURN NEW;
        END;
        $$;
        CREATE TRIGGER limit_reminder_claims BEFORE INSERT ON glovebox.reminder_claim
            FOR EACH ROW EXECUTE FUNCTION glovebox.limit_reminder_claims();
        RESET ROLE;
        REVOKE EXECUTE ON FUNCTION glovebox.limit_reminder_claims() FROM PUBLIC;
        """#
    }
}
