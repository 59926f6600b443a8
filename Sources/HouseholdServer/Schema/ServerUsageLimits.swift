import GarageRules

/// The household server's limits on what one vehicle and one account store (``HouseholdLimits``):
/// records per vehicle, bytes per vehicle, records per account (in the vehicles it owns).
///
/// **Counted without a hot row.** Each write statement on a record table adds, per vehicle it touched,
/// one row to `glovebox.vehicle_usage` (records and bytes added, negative for what it removed), from
/// the statement's transition tables; the limits are checked against the sums. An upsert into one
/// counter per vehicle would lock that counter until the writer commits, so that two members pushing
/// to one vehicle would wait on each other (and, pushing to two vehicles in different orders,
/// deadlock) where today they never do. Appended rows lock nothing; when a vehicle has more than
/// ``compactionThreshold`` of them, the writer that notices folds them into one, unless another is
/// already doing it (a transaction-level advisory lock it does not wait for).
///
/// Two transactions in flight at once each see only their own additions, so the bound can be passed
/// by what concurrent writers add together: a limit on what is kept, not an exact quota.
///
/// The counting functions are definers of `glovebox_system`, not callable by accounts: an account
/// cannot lower its own counts.
public enum ServerUsageLimits {
    /// How many usage rows a vehicle gathers before a writer folds them into one.
    static let compactionThreshold = 256

    /// The SQL that installs the table, the functions and the triggers, and counts what is stored.
    public static var sql: String {
        let tables = ServerSchema.recordTables
        return """
            SET LOCAL ROLE glovebox_owner;

            CREATE TABLE glovebox.vehicle_usage (
                vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
                records bigint NOT NULL,
                bytes bigint NOT NULL
            );
            CREATE INDEX vehicle_usage_by_vehicle ON glovebox.vehicle_usage (vehicle_id);
            ALTER TABLE glovebox.vehicle_usage ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
            CREATE POLICY system_count ON glovebox.vehicle_usage FOR ALL TO glovebox_system USING (true) WITH CHECK (true);

            -- Adds what one statement stored for one vehicle, then checks the vehicle's and its owner's
            -- limits (only when something was added: removing is always allowed).
            CREATE FUNCTION glovebox.add_usage(target text, added_records bigint, added_bytes bigint) RETURNS void
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                kept_records bigint;
                kept_bytes bigint;
                rows_kept bigint;
                owner_name text;
                owned bigint;
            BEGIN
                IF added_records = 0 AND added_bytes = 0 THEN
                    RETURN;
                END IF;
                -- A vehicle being removed takes its usage with it (the cascade): nothing to add to.
                SELECT v.owner INTO owner_name FROM glovebox.vehicle v WHERE v.id = target;
                IF NOT FOUND THEN
                    RETURN;
                END IF;
                INSERT INTO glovebox.vehicle_usage (vehicle_id, records, bytes) VALUES (target, added_records, added_bytes);
                IF added_records <= 0 AND added_bytes <= 0 THEN
                    RETURN;
                END IF;
                SELECT coalesce(sum(u.records), 0), coalesce(sum(u.bytes), 0), count(*) INTO kept_records, kept_bytes, rows_kept
                FROM glovebox.vehicle_usage u WHERE u.vehicle_id = target;
                IF added_records > 0 AND kept_records > \(HouseholdLimits.recordsPerVehicle) THEN
                    RAISE EXCEPTION 'the vehicle % holds % records on the household server, more than the % it keeps for one vehicle',
                        target, kept_records, \(HouseholdLimits.recordsPerVehicle) USING ERRCODE = 'program_limit_exceeded';
                END IF;
                IF added_bytes > 0 AND kept_bytes > \(HouseholdLimits.bytesPerVehicle) THEN
                    RAISE EXCEPTION 'the vehicle % takes % bytes on the household server, more than the % it keeps for one vehicle',
                        target, kept_bytes, \(HouseholdLimits.bytesPerVehicle) USING ERRCODE = 'program_limit_exceeded';
                END IF;
                IF added_records > 0 THEN
                    SELECT coalesce(sum(u.records), 0) INTO owned
                    FROM glovebox.vehicle_usage u JOIN glovebox.vehicle v ON v.id = u.vehicle_id WHERE v.owner = owner_name;
                    IF owned > \(HouseholdLimits.recordsPerAccount) THEN
                        RAISE EXCEPTION 'the vehicles of the account owning vehicle % hold % records on the household server, more than the % it keeps for one account',
                            target, owned, \(HouseholdLimits.recordsPerAccount) USING ERRCODE = 'program_limit_exceeded';
                    END IF;
                END IF;
                IF rows_kept > \(compactionThreshold)
                   AND pg_try_advisory_xact_lock(hashtext('glovebox.vehicle_usage'), hashtext(target)) THEN
                    WITH folded AS (DELETE FROM glovebox.vehicle_usage u WHERE u.vehicle_id = target RETURNING u.records, u.bytes)
                    INSERT INTO glovebox.vehicle_usage (vehicle_id, records, bytes)
                    SELECT target, coalesce(sum(folded.records), 0), coalesce(sum(folded.bytes), 0) FROM folded;
                END IF;
            END
            $$;

            -- What a statement inserted, updated or deleted, per vehicle (rows as their text).
            CREATE FUNCTION glovebox.count_inserted() RETURNS trigger
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                PERFORM glovebox.add_usage(vehicle_id, count(*), sum(octet_length(added::text)))
                FROM added GROUP BY vehicle_id ORDER BY vehicle_id;
                RETURN NULL;
            END
            $$;

            CREATE FUNCTION glovebox.count_updated() RETURNS trigger
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                PERFORM glovebox.add_usage(added.vehicle_id, 0, sum(octet_length(added::text) - octet_length(removed::text)))
                FROM added JOIN removed ON removed.id = added.id GROUP BY added.vehicle_id ORDER BY added.vehicle_id;
                RETURN NULL;
            END
            $$;

            CREATE FUNCTION glovebox.count_deleted() RETURNS trigger
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                PERFORM glovebox.add_usage(vehicle_id, -count(*), -sum(octet_length(removed::text)))
                FROM removed GROUP BY vehicle_id ORDER BY vehicle_id;
                RETURN NULL;
            END
            $$;

            \(tables.map(triggers(on:)).joined(separator: "\n"))

            RESET ROLE;
            -- What is already stored counts (run by the migration, which reads every row).
            \(tables.map(initialCount(of:)).joined(separator: "\n"))

            SET LOCAL ROLE glovebox_owner;
            GRANT SELECT, INSERT, DELETE ON glovebox.vehicle_usage TO glovebox_system;
            RESET ROLE;
            ALTER FUNCTION glovebox.add_usage(text, bigint, bigint) OWNER TO glovebox_system;
            ALTER FUNCTION glovebox.count_inserted() OWNER TO glovebox_system;
            ALTER FUNCTION glovebox.count_updated() OWNER TO glovebox_system;
            ALTER FUNCTION glovebox.count_deleted() OWNER TO glovebox_system;
            REVOKE EXECUTE ON FUNCTION glovebox.add_usage(text, bigint, bigint), glovebox.count_inserted(),
                glovebox.count_updated(), glovebox.count_deleted() FROM PUBLIC;
            """
    }

    /// A stable fingerprint of ``sql``, which a test pins to schema version 10.
    public static var fingerprint: String { ServerFieldRules.fingerprint(of: sql) }

    private static func triggers(on table: String) -> String {
        """
        CREATE TRIGGER count_inserted AFTER INSERT ON glovebox.\(table)
            REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION glovebox.count_inserted();
        CREATE TRIGGER count_updated AFTER UPDATE ON glovebox.\(table)
            REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION glovebox.count_updated();
        CREATE TRIGGER count_deleted AFTER DELETE ON glovebox.\(table)
            REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION glovebox.count_deleted();
        """
    }

    private static func initialCount(of table: String) -> String {
        """
        INSERT INTO glovebox.vehicle_usage (vehicle_id, records, bytes)
        SELECT vehicle_id, count(*), sum(octet_length(r::text)) FROM glovebox.\(table) r GROUP BY vehicle_id;
        """
    }
}
