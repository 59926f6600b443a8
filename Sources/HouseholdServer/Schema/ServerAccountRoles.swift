/// Accounts are opaque to each other (schema version 10). An account's login role is no longer its
/// name (an e-mail address, which every other account could read in `pg_roles` or print from a
/// role's number) but `a_` and the MD5 of the name and a fixed text (``LoginRole``), which the app
/// computes from the name the person types and the server from the name it keeps. The name lives in
/// `glovebox.account`, beside its `role`, readable by the account itself; members of a shared
/// vehicle see each other's names through the share (`glovebox.membership`), as before.
///
/// - Existing roles are renamed (a SCRAM password survives a rename) and their accounts keep
///   every row: all tables still name accounts by name.
/// - `glovebox.current_account()` maps the session's role to its account's name: a definer of
///   `glovebox_system`, which reads every account row. A session whose account row is gone (the
///   account deleting itself, whose cascades still log what they remove) gets its role's name,
///   which no account may take. The policies that ran it for every row of a large table (the
///   change feed, the conflicts) run it once per statement instead.
/// - Creating and deleting an account act on its role (and ``ServerPasswords``' function does); an account name may now be
///   as long as an e-mail address (254 bytes), since no role carries it.
///
/// Hashing only hides a name from whoever cannot guess it: an account can still test whether a
/// guessed address has a role, as it could try any role name in `has_table_privilege` before.
public enum ServerAccountRoles {
    /// The SQL (run as the cluster's superuser, after ``ServerPasswords/sql``).
    public static let sql = #"""
    ALTER TABLE glovebox.account ADD COLUMN role text UNIQUE;
    UPDATE glovebox.account SET role = 'a_' || md5(name || 'glovebox-account');
    ALTER TABLE glovebox.account ALTER COLUMN role SET NOT NULL;

    DO $rename$
    DECLARE
        account record;
    BEGIN
        FOR account IN SELECT a.name, a.role FROM glovebox.account a
                       WHERE EXISTS (SELECT FROM pg_catalog.pg_roles r WHERE r.rolname = a.name) ORDER BY a.name LOOP
            EXECUTE pg_catalog.format('ALTER ROLE %I RENAME TO %I', account.name, account.role);
        END LOOP;
        -- Roles of deleted accounts waiting to be dropped keep their names: they are dropped by name.
    END
    $rename$;

    SET LOCAL ROLE glovebox_owner;

    CREATE OR REPLACE FUNCTION glovebox.current_account() RETURNS text
        LANGUAGE sql STABLE SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp
        RETURN coalesce((SELECT a.name FROM glovebox.account a WHERE a.role = session_user), session_user::text);

    CREATE OR REPLACE FUNCTION glovebox.create_account(account_name text, password_verifier text, plan_name text DEFAULT 'free')
        RETURNS void
        LANGUAGE plpgsql
        SET search_path = pg_catalog, pg_temp
    AS $$
    DECLARE
        twin text;
        login text := 'a_' || md5(account_name || 'glovebox-account');
    BEGIN
        IF account_name IS NULL OR account_name = '' OR account_name <> btrim(account_name)
           OR account_name ~ '[[:cntrl:]]' THEN
            RAISE EXCEPTION 'an account name must be non-empty text without control characters or surrounding spaces'
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        -- Direction marks, embeddings, overrides and isolates; zero-width and invisible characters.
        IF account_name ~ '[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]' THEN
            RAISE EXCEPTION 'an account name must not hold invisible characters or characters that change the direction of text'
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        -- A name of a login role's form could stand for that role's account once its row is gone
        -- (current_account() then answers the role's name).
        IF account_name ~ '^a_[0-9a-f]{32}$' THEN
            RAISE EXCEPTION 'the account name ''%'' has the form of a login role, which the server keeps for itself', account_name
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        IF octet_length(account_name) > 254 THEN
            RAISE EXCEPTION 'an account name has at most 254 bytes on the server (this one has %)', octet_length(account_name)
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        SELECT name INTO twin FROM glovebox.account WHERE lower(name) = lower(account_name);
        IF FOUND THEN
            RAISE EXCEPTION 'an account named ''%'' already exists on this server', twin USING ERRCODE = 'unique_violation';
        END IF;
        IF password_verifier IS NULL OR password_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
            RAISE EXCEPTION 'the password must be given as a SCRAM-SHA-256 verifier'
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS'
                       ' INHERIT CONNECTION LIMIT 20 IN ROLE glovebox_account', login, password_verifier);
        PERFORM glovebox.account_settings(login);
        INSERT INTO glovebox.account (name, plan, role) VALUES (account_name, plan_name, login);
    END
    $$;

    -- Policies over tables with many rows: the account once per statement, not once per row.
    ALTER POLICY read ON glovebox.change
        USING (audience = (SELECT glovebox.current_account()) OR vehicle_id IN (SELECT glovebox.readable_vehicles()));
    ALTER POLICY read_own ON glovebox.conflict USING (loser = (SELECT glovebox.current_account()));
    ALTER POLICY dismiss_own ON glovebox.conflict
        USING (loser = (SELECT glovebox.current_account())) WITH CHECK (loser = (SELECT glovebox.current_account()));
    RESET ROLE;

    ALTER FUNCTION glovebox.current_account() OWNER TO glovebox_system;
    GRANT SELECT (role) ON glovebox.account TO glovebox_system;

    -- The registrar's functions are replaced by the superuser (they stay the registrar's).
    CREATE OR REPLACE FUNCTION glovebox.delete_account() RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp
    AS $$
    DECLARE
        me text := glovebox.current_account();
        login text := session_user;
        owned text[];
    BEGIN
        IF me IS NULL OR NOT pg_catalog.pg_has_role(login, 'glovebox_account', 'MEMBER') THEN
            RAISE EXCEPTION '% is not a glovebox account', login USING ERRCODE = 'insufficient_privilege';
        END IF;
        owned := ARRAY(SELECT glovebox.owned_vehicles());
        -- The cascades take the owned vehicles (their records and shares) and every membership.
        DELETE FROM glovebox.account WHERE name = me;
        IF NOT FOUND THEN
            RAISE EXCEPTION '% is not a glovebox account', login USING ERRCODE = 'insufficient_privilege';
        END IF;
        DELETE FROM glovebox.change
        WHERE txid <> pg_catalog.pg_current_xact_id() AND (audience = me OR vehicle_id = ANY (owned));
        EXECUTE pg_catalog.format('REVOKE glovebox_account FROM %I', login);
        EXECUTE pg_catalog.format('ALTER ROLE %I NOLOGIN', login);
        INSERT INTO glovebox.retired_account (name) VALUES (login) ON CONFLICT (name) DO NOTHING;
        PERFORM glovebox.drop_retired_accounts();
    END
    $$;
    """#
}
