/// Each vehicle's key as the household server keeps it (schema version 12): one copy per member,
/// sealed by the vehicle's owner to the member's public key (a `SealedVehicleKey` of the app), which
/// only that member's secret key opens. The server can read none of them, nor anything sealed with
/// them (the plate, in the vehicle's `plate` column, which holds sealed text only).
///
/// A copy belongs to one `generation` of the key: a later generation replaces the key once a member
/// is removed, so that what is written afterwards is sealed with a key the removed member never had.
///
/// An account reads its own copies, and the owner reads every copy of its vehicles (to know whom it
/// has not sealed to yet; a copy is useless to anyone but its member). Only the owner adds copies,
/// for itself or for a member of the vehicle, and removes them; nobody changes one. A membership that
/// ends takes its member's copies with it.
public enum ServerVehicleKeys {
    /// The longest sealed copy: `k1.` and the base64 of a 32-byte key in a sealed box (48 more bytes).
    static let sealedLength = 3 + 4 * ((32 + 48 + 2) / 3)

    /// The SQL (run as the cluster's superuser).
    public static var sql: String {
        #"""
        -- Whether `member` is a member of `vehicle` (definer: a policy cannot read memberships the
        -- caller does not see).
        CREATE FUNCTION glovebox.is_member(vehicle text, member text) RETURNS boolean
            LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
            RETURN EXISTS (SELECT FROM glovebox.membership m WHERE m.vehicle_id = vehicle AND m.account = member);
        ALTER FUNCTION glovebox.is_member(text, text) OWNER TO glovebox_system;
        REVOKE EXECUTE ON FUNCTION glovebox.is_member(text, text) FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION glovebox.is_member(text, text) TO glovebox_account;

        SET LOCAL ROLE glovebox_owner;
        CREATE TABLE glovebox.vehicle_key (
            vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
            account text NOT NULL REFERENCES glovebox.account (name) ON DELETE CASCADE,
            generation integer NOT NULL CHECK (generation BETWEEN 1 AND 1000000),
            sealed text NOT NULL CHECK (octet_length(sealed) <= \#(sealedLength) AND sealed ~ '^k1\.[A-Za-z0-9+/]+={0,2}$'),
            sealed_by text NOT NULL DEFAULT glovebox.current_account(),
            PRIMARY KEY (vehicle_id, account, generation)
        );
        ALTER TABLE glovebox.vehicle_key ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        CREATE POLICY member_read ON glovebox.vehicle_key FOR SELECT TO glovebox_account
            USING (account = (SELECT glovebox.current_account()) OR vehicle_id IN (SELECT glovebox.owned_vehicles()));
        CREATE POLICY owner_seal ON glovebox.vehicle_key FOR INSERT TO glovebox_account
            WITH CHECK (
                vehicle_id IN (SELECT glovebox.owned_vehicles()) AND sealed_by = (SELECT glovebox.current_account())
                AND (account = (SELECT glovebox.current_account()) OR glovebox.is_member(vehicle_id, account)));
        CREATE POLICY owner_remove ON glovebox.vehicle_key FOR DELETE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.owned_vehicles()));
        CREATE POLICY system_remove ON glovebox.vehicle_key FOR ALL TO glovebox_system USING (true);
        GRANT SELECT, INSERT (vehicle_id, account, generation, sealed), DELETE ON glovebox.vehicle_key TO glovebox_account;
        GRANT SELECT, DELETE ON glovebox.vehicle_key TO glovebox_system;
        RESET ROLE;

        -- A membership that ends takes its member's copies of the vehicle's key.
        CREATE FUNCTION glovebox.forget_member_keys() RETURNS trigger
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            DELETE FROM glovebox.vehicle_key WHERE vehicle_id = OLD.vehicle_id AND account = OLD.account;
            RETURN OLD;
        END;
        $$;
        ALTER FUNCTION glovebox.forget_member_keys() OWNER TO glovebox_system;
        REVOKE EXECUTE ON FUNCTION glovebox.forget_member_keys() FROM PUBLIC;
        CREATE TRIGGER forget_member_keys AFTER DELETE ON glovebox.membership
            FOR EACH ROW EXECUTE FUNCTION glovebox.forget_member_keys();
        """#
    }
}
