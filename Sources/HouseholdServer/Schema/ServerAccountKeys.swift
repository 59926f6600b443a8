/// Each account's key pair as the household server keeps it (schema version 11): the public key in
/// clear, which members seal vehicle keys to, and the secret key only wrapped (a `WrappedAccountKey`
/// of the app: sealed by a key derived from the account's passphrase and by its recovery key, neither
/// of which the server ever receives). The administrator, who sets the account's login password,
/// holds nothing that opens it.
///
/// An account reads and writes its own row only. Another account's public key is read through
/// `glovebox.public_key_of(name)`, a definer of `glovebox_system`, and only for an account that shares
/// a vehicle with the caller: it answers nobody else whether an account exists or has a key.
public enum ServerAccountKeys {
    /// The SQL (run as the cluster's superuser).
    public static let sql = #"""
        SET LOCAL ROLE glovebox_owner;
        CREATE TABLE glovebox.account_key (
            account text PRIMARY KEY DEFAULT glovebox.current_account() REFERENCES glovebox.account (name) ON DELETE CASCADE,
            public_key text NOT NULL CHECK (public_key ~ '^[A-Za-z0-9+/]{43}=$'),
            wrapped text NOT NULL CHECK (octet_length(wrapped) BETWEEN 1 AND 4096),
            changed_at timestamptz NOT NULL DEFAULT now()
        );
        ALTER TABLE glovebox.account_key ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        CREATE POLICY own_read ON glovebox.account_key FOR SELECT TO glovebox_account
            USING (account = (SELECT glovebox.current_account()));
        CREATE POLICY own_make ON glovebox.account_key FOR INSERT TO glovebox_account
            WITH CHECK (account = (SELECT glovebox.current_account()));
        CREATE POLICY own_change ON glovebox.account_key FOR UPDATE TO glovebox_account
            USING (account = (SELECT glovebox.current_account())) WITH CHECK (account = (SELECT glovebox.current_account()));
        CREATE POLICY system_read ON glovebox.account_key FOR SELECT TO glovebox_system USING (true);
        GRANT SELECT, INSERT (public_key, wrapped), UPDATE (public_key, wrapped) ON glovebox.account_key TO glovebox_account;
        GRANT SELECT (account, public_key) ON glovebox.account_key TO glovebox_system;

        -- The public key of an account that shares a vehicle with the caller, or NULL.
        CREATE FUNCTION glovebox.public_key_of(member text) RETURNS text
            LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
            RETURN (
                SELECT k.public_key FROM glovebox.account_key k
                WHERE k.account = member AND EXISTS (
                    SELECT FROM glovebox.membership m
                    WHERE m.account = member AND m.vehicle_id IN (SELECT glovebox.readable_vehicles())));
        RESET ROLE;
        ALTER FUNCTION glovebox.public_key_of(text) OWNER TO glovebox_system;
        REVOKE EXECUTE ON FUNCTION glovebox.public_key_of(text) FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION glovebox.public_key_of(text) TO glovebox_account;
        """#
}
