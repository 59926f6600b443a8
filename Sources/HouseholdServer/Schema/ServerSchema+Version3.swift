extension ServerSchema {
    /// Version 3: an account deletes itself — its data, then its login role — through the server.
    ///
    /// `glovebox.delete_account()` takes no argument: it deletes the account of `session_user` (which
    /// `SET ROLE` cannot change), so no account can delete another. In the caller's transaction it
    /// deletes the account's row, and with it, by the foreign keys' cascades, its owned vehicles with
    /// their records and shares and its memberships of other accounts' vehicles (the change feed
    /// logs each, so members learn at their next pull that the vehicles left); then the feed rows
    /// about the account written before (its vehicles' history, its memberships), so that nothing of
    /// it stays but the notices of its leaving. Records it wrote as an editor of another account's
    /// vehicle are that vehicle's and stay.
    ///
    /// The role: PostgreSQL refuses `DROP ROLE` of the session's own user ("session user cannot be
    /// dropped"), but any other session may drop a role that is still connected. So the deleting
    /// session makes the role inert at once — out of `glovebox_account` (the host rules then refuse it
    /// before any password is asked, and it holds no privilege), `NOLOGIN` — and lists it in
    /// `glovebox.retired_account`; `glovebox.drop_retired_accounts()` drops the listed roles that are
    /// inert, except the caller's own. Every client session calls it when it opens, `add-account`
    /// before it adds one, and each deletion for the ones before, so a deleted account's role is
    /// gone once any other session of the household has opened.
    ///
    /// Both functions are definers owned by `glovebox_registrar`, `NOLOGIN` with `CREATEROLE`
    /// (PostgreSQL 15: `ALTER`, `REVOKE` and `DROP` of non-superuser roles) and, for tables, only its
    /// policies: read and delete the caller's own account row, delete the feed's rows written by
    /// earlier transactions, keep the retired list. Nobody is a member of it.
    static let version3 = #"""
        DO $roles$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'glovebox_registrar') THEN
                CREATE ROLE glovebox_registrar;
            END IF;
        END
        $roles$;
        ALTER ROLE glovebox_registrar NOLOGIN NOSUPERUSER NOCREATEDB CREATEROLE NOREPLICATION NOBYPASSRLS;
        GRANT USAGE ON SCHEMA glovebox TO glovebox_registrar;

        SET LOCAL ROLE glovebox_owner;

        CREATE TABLE glovebox.retired_account (
            name text PRIMARY KEY,
            retired_at timestamptz NOT NULL DEFAULT now()
        );
        ALTER TABLE glovebox.retired_account ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;

        CREATE FUNCTION glovebox.delete_account() RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            me text := glovebox.current_account();
            owned text[];
        BEGIN
            IF NOT pg_catalog.pg_has_role(me, 'glovebox_account', 'MEMBER') THEN
                RAISE EXCEPTION '% is not a glovebox account', me USING ERRCODE = 'insufficient_privilege';
            END IF;
            owned := ARRAY(SELECT glovebox.owned_vehicles());
            -- The cascades take the owned vehicles (their records and shares) and every membership.
            DELETE FROM glovebox.account WHERE name = me;
            IF NOT FOUND THEN
                RAISE EXCEPTION '% is not a glovebox account', me USING ERRCODE = 'insufficient_privilege';
            END IF;
            DELETE FROM glovebox.change
            WHERE txid <> pg_catalog.pg_current_xact_id() AND (audience = me OR vehicle_id = ANY (owned));
            EXECUTE pg_catalog.format('REVOKE glovebox_account FROM %I', me);
            EXECUTE pg_catalog.format('ALTER ROLE %I NOLOGIN', me);
            INSERT INTO glovebox.retired_account (name) VALUES (me) ON CONFLICT (name) DO NOTHING;
            PERFORM glovebox.drop_retired_accounts();
        END
        $$;

        CREATE FUNCTION glovebox.drop_retired_accounts() RETURNS integer
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            retired text;
            dropped integer := 0;
        BEGIN
            -- The delete locks each row: two sessions reaping at once drop each role once.
            FOR retired IN DELETE FROM glovebox.retired_account WHERE name <> session_user RETURNING name LOOP
                -- Only a role that is no account any more: it cannot log in and is in no account group.
                IF EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname = retired AND NOT r.rolcanlogin) THEN
                    IF NOT pg_catalog.pg_has_role(retired, 'glovebox_account', 'MEMBER') THEN
                        BEGIN
                            EXECUTE pg_catalog.format('DROP ROLE %I', retired);
                            dropped := dropped + 1;
                        EXCEPTION WHEN OTHERS THEN
                            -- Kept for a later try: one role that cannot go must not fail every sync.
                            INSERT INTO glovebox.retired_account (name) VALUES (retired) ON CONFLICT (name) DO NOTHING;
                        END;
                    END IF;
                END IF;
            END LOOP;
            RETURN dropped;
        END
        $$;

        CREATE POLICY registrar ON glovebox.retired_account FOR ALL TO glovebox_registrar USING (true) WITH CHECK (true);
        CREATE POLICY registrar_read_own ON glovebox.account FOR SELECT TO glovebox_registrar
            USING (name = glovebox.current_account());
        CREATE POLICY registrar_delete_own ON glovebox.account FOR DELETE TO glovebox_registrar
            USING (name = glovebox.current_account());
        CREATE POLICY registrar_read ON glovebox.change FOR SELECT TO glovebox_registrar USING (true);
        CREATE POLICY registrar_forget ON glovebox.change FOR DELETE TO glovebox_registrar
            USING (txid <> pg_catalog.pg_current_xact_id());

        GRANT SELECT (name), DELETE ON glovebox.account TO glovebox_registrar;
        GRANT SELECT (txid, vehicle_id, audience), DELETE ON glovebox.change TO glovebox_registrar;
        GRANT SELECT, INSERT, DELETE ON glovebox.retired_account TO glovebox_registrar;
        GRANT EXECUTE ON FUNCTION glovebox.current_account() TO glovebox_registrar;

        RESET ROLE;

        GRANT EXECUTE ON FUNCTION glovebox.owned_vehicles() TO glovebox_registrar;
        ALTER FUNCTION glovebox.delete_account() OWNER TO glovebox_registrar;
        ALTER FUNCTION glovebox.drop_retired_accounts() OWNER TO glovebox_registrar;
        REVOKE EXECUTE ON FUNCTION glovebox.delete_account(), glovebox.drop_retired_accounts() FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION glovebox.delete_account(), glovebox.drop_retired_accounts() TO glovebox_account;
        """#
}
