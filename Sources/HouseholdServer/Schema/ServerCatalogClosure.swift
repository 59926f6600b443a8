/// What PostgreSQL's catalogs would tell one account about the others, closed where PostgreSQL
/// allows it (in the household's database, the only one accounts may connect to).
///
/// By default every role may list every other role (`pg_roles`, `pg_user`, `pg_auth_members`), see
/// who is connected and from where (`pg_stat_activity` and the functions under it), read server-wide
/// row counts and sizes (the statistics views, `pg_class.reltuples`, the size functions) and the
/// locks others hold (`pg_locks`). Accounts lose all of them: `SELECT` on those views and `EXECUTE` on
/// those functions are revoked from `PUBLIC`, and `pg_class` is readable only without its row counts.
/// The server's own roles get back exactly what their functions read.
///
/// What cannot be closed: a role's name is still printed by a cast of its oid to `regrole`, and a
/// name can be tried in `has_table_privilege`. `pg_stats` needs nothing: PostgreSQL itself leaves out
/// tables with row-level security.
public enum ServerCatalogClosure {
    /// The catalog views and tables closed to accounts, besides every `pg_stat_*` and `pg_statio_*`
    /// view (`pg_stats` and `pg_stats_ext*`, filtered by PostgreSQL, stay).
    static let closedRelations = ["pg_roles", "pg_user", "pg_group", "pg_auth_members", "pg_locks", "pg_prepared_xacts"]

    /// The functions closed to accounts, besides every `pg_stat_get_*`.
    static let closedFunctions = [
        "pg_lock_status", "pg_blocking_pids", "pg_safe_snapshot_blocking_pids", "pg_database_size", "pg_relation_size",
        "pg_total_relation_size", "pg_table_size", "pg_indexes_size", "pg_tablespace_size", "pg_get_userbyid",
    ]

    /// The columns of `pg_class` accounts may no longer read: PostgreSQL's estimate of each table's rows and pages.
    static let closedClassColumns = ["relpages", "reltuples", "relallvisible"]

    /// The SQL (run as the cluster's superuser).
    public static var sql: String {
        """
        DO $closed$
        DECLARE
            target record;
        BEGIN
            FOR target IN
                SELECT c.oid::regclass AS relation FROM pg_catalog.pg_class c
                WHERE c.relnamespace = 'pg_catalog'::regnamespace AND c.relkind IN ('r', 'v')
                  AND (c.relname ~ '^pg_stat(io)?_' OR c.relname IN (\(quoted(closedRelations))))
            LOOP
                EXECUTE pg_catalog.format('REVOKE ALL ON %s FROM PUBLIC', target.relation);
            END LOOP;
            FOR target IN
                SELECT p.oid::regprocedure AS function FROM pg_catalog.pg_proc p
                WHERE p.pronamespace = 'pg_catalog'::regnamespace
                  AND (p.proname ~ '^pg_stat_get_' OR p.proname IN (\(quoted(closedFunctions))))
            LOOP
                EXECUTE pg_catalog.format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', target.function);
            END LOOP;
            EXECUTE 'REVOKE SELECT ON pg_catalog.pg_class FROM PUBLIC';
            EXECUTE pg_catalog.format('GRANT SELECT (%s) ON pg_catalog.pg_class TO PUBLIC', (
                SELECT pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', ' ORDER BY a.attnum)
                FROM pg_catalog.pg_attribute a
                WHERE a.attrelid = 'pg_catalog.pg_class'::regclass AND a.attnum > 0 AND NOT a.attisdropped
                  AND a.attname NOT IN (\(quoted(closedClassColumns)))));
        END
        $closed$;

        -- The registrar's reaping of deleted accounts' roles reads pg_roles.
        GRANT SELECT ON pg_catalog.pg_roles TO glovebox_registrar;
        """
    }

    private static func quoted(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
