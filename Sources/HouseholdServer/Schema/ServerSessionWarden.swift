/// The household server's warden of sessions: ends an account's session that holds a transaction
/// open and idle, or runs one statement, for longer than the household allows.
///
/// Version 8 gave every account role the timeouts (15 s idle in a transaction, 60 s a statement),
/// but PostgreSQL lets any session change its own settings: `SET idle_in_transaction_session_timeout
/// = 0`, then an `UPDATE` of a shared record left uncommitted, blocked every other member's sync that
/// touched the row. The warden enforces the same bounds from outside the session:
/// `glovebox.end_stalled_sessions()` terminates every account session of the household's database
/// past them. Every client session calls it when it opens (so a member whose sync met a held lock
/// gets through at the next one), and `glovebox-server check` calls it too.
///
/// It is a definer of `glovebox_warden`, a `NOLOGIN` role holding only `pg_signal_backend` (which
/// cannot signal a superuser's session) and `pg_read_all_stats` (to see other roles' sessions'
/// states), and the function terminates only members of `glovebox_account`. Accounts may call it;
/// they learn only how many sessions it ended.
public enum ServerSessionWarden {
    /// How long an account's transaction may stay idle, as version 8's role default.
    static let idleInTransaction = "15 seconds"
    /// How long an account's statement may run, as version 8's role default.
    static let statement = "60 seconds"

    /// The SQL (run as the cluster's superuser, after ``ServerCatalogClosure/sql``).
    public static var sql: String {
        """
        DO $roles$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'glovebox_warden') THEN
                CREATE ROLE glovebox_warden;
            END IF;
        END
        $roles$;
        ALTER ROLE glovebox_warden NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
        GRANT pg_signal_backend, pg_read_all_stats TO glovebox_warden;
        GRANT USAGE ON SCHEMA glovebox TO glovebox_warden;
        GRANT SELECT ON pg_catalog.pg_stat_activity TO glovebox_warden;
        GRANT EXECUTE ON FUNCTION pg_catalog.pg_stat_get_activity(integer) TO glovebox_warden;

        SET LOCAL ROLE glovebox_owner;
        -- The number of account sessions ended.
        CREATE FUNCTION glovebox.end_stalled_sessions() RETURNS integer
            LANGUAGE sql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
            -- Chosen first, then ended: a WHERE may evaluate its conditions in any order.
            WITH stalled AS MATERIALIZED (
                SELECT a.pid FROM pg_stat_activity a
                WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.usesysid IS NOT NULL
                  AND pg_has_role(a.usesysid, 'glovebox_account', 'MEMBER')
                  AND ((a.state IN ('idle in transaction', 'idle in transaction (aborted)')
                        AND a.state_change < now() - interval '\(idleInTransaction)')
                       OR (a.state = 'active' AND a.query_start < now() - interval '\(statement)'))
            )
            SELECT count(*)::integer FROM stalled WHERE pg_terminate_backend(stalled.pid);
        $$;
        RESET ROLE;
        ALTER FUNCTION glovebox.end_stalled_sessions() OWNER TO glovebox_warden;
        REVOKE EXECUTE ON FUNCTION glovebox.end_stalled_sessions() FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION glovebox.end_stalled_sessions() TO glovebox_account;
        """
    }
}
