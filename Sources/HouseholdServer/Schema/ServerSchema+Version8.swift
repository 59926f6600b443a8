extension ServerSchema {
    /// Version 8: accounts that cannot pass for one another, and no bytes stored outside the schema.
    ///
    /// - Account names are unique whatever their letter case (`Alice@example.com` is
    ///   `alice@example.com`), and refused with a character that changes the direction of text or is
    ///   invisible (a bidi override can make one name read as another). A server that already has
    ///   two names differing only in case refuses the step, naming them.
    /// - Every account's login role gets the household's timeouts as its defaults: a statement runs at
    ///   most 60 s, waits for a lock at most 5 s, and a transaction left idle is ended after 15 s, so
    ///   that a device that stalls mid-sync does not hold the rows others write. (PostgreSQL lets a
    ///   session change its own settings: these bound the honest client and any tool that forgets
    ///   itself, not a hostile one; row-level security still decides what anyone may touch.)
    /// - Large objects are refused to accounts: their functions are no longer callable by `PUBLIC`, so
    ///   an account's bytes live in the household's tables, under their checks, or nowhere.
    static let version8 = #"""
        DO $twins$
        DECLARE
            twins text;
        BEGIN
            SELECT string_agg(a.name, ', ' ORDER BY a.name) INTO twins FROM glovebox.account a
            WHERE EXISTS (SELECT FROM glovebox.account b WHERE lower(b.name) = lower(a.name) AND b.name <> a.name);
            IF twins IS NOT NULL THEN
                RAISE EXCEPTION 'accounts whose names differ only in letter case: %; delete all but one of each before migrating', twins
                    USING ERRCODE = 'unique_violation';
            END IF;
        END
        $twins$;

        SET LOCAL ROLE glovebox_owner;
        CREATE UNIQUE INDEX account_name_folded ON glovebox.account (lower(name));

        -- The timeouts an account's role starts every session with.
        CREATE FUNCTION glovebox.account_settings(account_name text) RETURNS void
            LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            EXECUTE format('ALTER ROLE %I IN DATABASE %I SET statement_timeout = %L', account_name, current_database(), '60s');
            EXECUTE format('ALTER ROLE %I IN DATABASE %I SET lock_timeout = %L', account_name, current_database(), '5s');
            EXECUTE format('ALTER ROLE %I IN DATABASE %I SET idle_in_transaction_session_timeout = %L',
                           account_name, current_database(), '15s');
        END
        $$;

        CREATE OR REPLACE FUNCTION glovebox.create_account(account_name text, password_verifier text, plan_name text DEFAULT 'free')
            RETURNS void
            LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            twin text;
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
            IF octet_length(account_name) > 63 THEN
                RAISE EXCEPTION 'an account name has at most 63 bytes on the server (this one has %)', octet_length(account_name)
                    USING ERRCODE = 'invalid_parameter_value';
            END IF;
            IF account_name ~* '^(pg_|glovebox_)' OR lower(account_name) IN ('public', 'none', 'current_user', 'session_user', 'current_role') THEN
                RAISE EXCEPTION 'the account name ''%'' is reserved by the server', account_name
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
                           ' INHERIT CONNECTION LIMIT 20 IN ROLE glovebox_account', account_name, password_verifier);
            PERFORM glovebox.account_settings(account_name);
            INSERT INTO glovebox.account (name, plan) VALUES (account_name, plan_name);
        END
        $$;
        RESET ROLE;

        DO $existing$
        DECLARE
            account record;
        BEGIN
            FOR account IN SELECT name FROM glovebox.account ORDER BY name LOOP
                PERFORM glovebox.account_settings(account.name);
            END LOOP;
        END
        $existing$;

        REVOKE EXECUTE ON FUNCTION pg_catalog.lo_create(oid), pg_catalog.lo_creat(integer), pg_catalog.lo_import(text),
            pg_catalog.lo_import(text, oid), pg_catalog.lo_from_bytea(oid, bytea), pg_catalog.lo_put(oid, bigint, bytea),
            pg_catalog.lo_open(oid, integer), pg_catalog.lowrite(integer, bytea), pg_catalog.lo_truncate(integer, integer),
            pg_catalog.lo_truncate64(integer, bigint)
            FROM PUBLIC;
        """#
}
