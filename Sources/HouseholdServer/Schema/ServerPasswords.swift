/// Passwords change through Glovebox's tools only: `glovebox password` (an account's own, through
/// `glovebox.change_password`) and `glovebox-server password ACCOUNT` (the administrator's).
///
/// PostgreSQL lets every role change its own password with `ALTER ROLE … PASSWORD`, and offers no
/// setting or event trigger to stop it (a `check_password_hook` needs a C module). So the tools keep
/// the SCRAM verifier they set in `glovebox.account_password`, and the administrator's tool compares
/// it with what PostgreSQL holds (`pg_authid`, which only a superuser reads): a password changed behind
/// the tools' back is put back, and reported, by `glovebox-server check` and at every `start`.
///
/// `glovebox.change_password(verifier)` is a definer of `glovebox_registrar` (which may alter
/// non-superuser roles): it changes the password of the session's own role and account only, and takes a
/// SCRAM-SHA-256 verifier computed on the device, never the password itself.
public enum ServerPasswords {
    /// The SQL (run as the cluster's superuser, which reads `pg_authid` for the accounts made before).
    public static let sql = #"""
        SET LOCAL ROLE glovebox_owner;
        CREATE TABLE glovebox.account_password (
            name text PRIMARY KEY REFERENCES glovebox.account (name) ON DELETE CASCADE,
            verifier text NOT NULL CHECK (verifier LIKE 'SCRAM-SHA-256$%'),
            set_at timestamptz NOT NULL DEFAULT now()
        );
        ALTER TABLE glovebox.account_password ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        CREATE POLICY own ON glovebox.account_password FOR ALL TO glovebox_registrar
            USING (name = glovebox.current_account()) WITH CHECK (name = glovebox.current_account());
        GRANT SELECT, INSERT, UPDATE ON glovebox.account_password TO glovebox_registrar;

        CREATE FUNCTION glovebox.change_password(password_verifier text) RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            me text := glovebox.current_account();
            login text := session_user;
        BEGIN
            IF me IS NULL OR NOT pg_catalog.pg_has_role(login, 'glovebox_account', 'MEMBER') THEN
                RAISE EXCEPTION '% is not a glovebox account', login USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF password_verifier IS NULL OR password_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
                RAISE EXCEPTION 'the password must be given as a SCRAM-SHA-256 verifier'
                    USING ERRCODE = 'invalid_parameter_value';
            END IF;
            EXECUTE pg_catalog.format('ALTER ROLE %I PASSWORD %L', login, password_verifier);
            INSERT INTO glovebox.account_password (name, verifier) VALUES (me, password_verifier)
            ON CONFLICT (name) DO UPDATE SET verifier = excluded.verifier, set_at = now();
        END
        $$;
        RESET ROLE;
        ALTER FUNCTION glovebox.change_password(text) OWNER TO glovebox_registrar;
        REVOKE EXECUTE ON FUNCTION glovebox.change_password(text) FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION glovebox.change_password(text) TO glovebox_account;

        -- The accounts made before keep the password they have.
        INSERT INTO glovebox.account_password (name, verifier)
        SELECT a.name, r.rolpassword FROM glovebox.account a JOIN pg_catalog.pg_authid r ON r.rolname = a.name
        WHERE r.rolpassword LIKE 'SCRAM-SHA-256$%';
        """#

    /// The accounts whose password PostgreSQL holds is not the one the tools set, with the one they
    /// set (for the superuser's connection).
    static let changedBehindTheTools = """
        SELECT p.name, p.verifier FROM glovebox.account_password p JOIN glovebox.account a ON a.name = p.name
            JOIN pg_catalog.pg_authid r ON r.rolname = a.role
        WHERE r.rolpassword IS DISTINCT FROM p.verifier ORDER BY p.name
        """
}
