import GarageRules

/// The household server's guard on a vehicle's removal: a removal takes only what its remover had
/// seen.
///
/// Removing a vehicle removes its records and shares with it (the foreign keys cascade). Its
/// remover's device sends, before the removal, a tombstone for every record of it that device holds
/// (and for each it keeps aside), and says what it had seen, in the transaction's settings
/// `glovebox.removal_stamp` (the removal's stamp) and `glovebox.removal_base` (the vehicle's version
/// on that device when it was removed; the stamp when it is not given). Anything of the vehicle still
/// alive when the removal comes — a record another device added while the remover was away, or an
/// edit of the vehicle later than the base — is something the remover never saw. Cascading it away
/// would destroy another person's work without asking anyone, so the removal is refused: the vehicle
/// stays, with everything on it, and its remover is told, through a conflict for the remover's
/// account (`unit` = `removal-refused`, `won_value` = `{"records": N, "changed": bool}`); the
/// remover's device pulls the vehicle back whole. Having seen it, they may remove it again.
///
/// A removal that repeats one already refused, or that meets only this same device's later work (a
/// page pushed again after a kill, in which the vehicle was added back), is refused without a
/// conflict: its device knows. A `DELETE` that names no stamp (`psql`) is the owner's plain will and
/// goes through: row-level security already limits it to the owner.
///
/// Made from the record descriptors (their tables) when the step runs; ``fingerprint`` pins it.
public enum ServerVehicleRemoval {
    /// The SQL that installs the guard (run by the migration as the cluster's superuser).
    public static var sql: String {
        let live = liveRecords
        return """
            SET LOCAL ROLE glovebox_owner;

            CREATE FUNCTION glovebox.guard_vehicle_removal() RETURNS trigger
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                removal text := nullif(current_setting('glovebox.removal_stamp', true), '');
                base text := coalesce(nullif(current_setting('glovebox.removal_base', true), ''), removal);
                version text := glovebox.stamp_text(OLD.hlc, OLD.device_id);
                records integer;
                latest text;
                latest_by text;
            BEGIN
                IF removal IS NULL THEN
                    RETURN OLD;
                END IF;
                PERFORM glovebox.check_stamp(removal, 'glovebox.removal_stamp');
                PERFORM glovebox.check_stamp(base, 'glovebox.removal_base');
                SELECT count(*) INTO records FROM (
                    \(live)
                ) AS unseen;
                IF records = 0 AND version <= base THEN
                    RETURN OLD;
                END IF;
                -- The latest of what other devices did, unseen: who the remover hears from.
                SELECT stamp, author INTO latest, latest_by FROM (
                    \(live)
                    UNION ALL SELECT version, OLD.changed_by WHERE version > base
                ) AS unseen WHERE substr(stamp, 17) <> substr(removal, 17) ORDER BY stamp DESC LIMIT 1;
                IF FOUND THEN
                    INSERT INTO glovebox.conflict (id, vehicle_id, kind, record_id, unit, loser, lost_value, lost_stamp, winner, won_value, won_stamp)
                    VALUES (md5(concat_ws('/', 'vehicle', OLD.id, 'removal-refused', removal, glovebox.current_account())), OLD.id, 'vehicle',
                            OLD.id, 'removal-refused', glovebox.current_account(), NULL, removal, latest_by,
                            jsonb_build_object('records', records, 'changed', version > base), latest)
                    ON CONFLICT (id) DO NOTHING;
                END IF;
                RETURN NULL;
            END
            $$;
            CREATE TRIGGER guard_removal BEFORE DELETE ON glovebox.vehicle
                FOR EACH ROW EXECUTE FUNCTION glovebox.guard_vehicle_removal();
            RESET ROLE;

            -- A definer of `glovebox_system`, whose powers are its policies: read the records, note the conflict.
            ALTER FUNCTION glovebox.guard_vehicle_removal() OWNER TO glovebox_system;
            REVOKE EXECUTE ON FUNCTION glovebox.guard_vehicle_removal() FROM PUBLIC;
            """
    }

    /// Each live record of the vehicle being removed (`OLD`), as its stamp and author: one query per
    /// record table, as both versions of the guard read them.
    private static var liveRecords: String {
        RecordKind.allCases.filter { $0 != .vehicle }.map(\.descriptor.table).map { table in
            "SELECT glovebox.stamp_text(hlc, device_id) AS stamp, changed_by AS author FROM glovebox.\(table) WHERE vehicle_id = OLD.id AND NOT deleted"
        }.joined(separator: "\n                UNION ALL ")
    }

    /// A stable fingerprint of ``sql``, which a test pins to the schema step that installed it.
    public static var fingerprint: String { ServerFieldRules.fingerprint(of: sql) }

    /// Version 9's guard: an edit of the vehicle is one its remover had not seen when the field's
    /// stamp is later than the stamp the remover's device had of that field (the transaction's
    /// `glovebox.removal_bases`, a JSON object keyed by column, as a removal's `bases` are), not when
    /// it is later than the device's version of the whole vehicle: with clocks a few minutes apart,
    /// another member's later edit can carry an earlier stamp than the remover's own last edit.
    public static var bySeenFieldSQL: String { bySeenFieldSQL(.beforeSealing) }

    /// Version 12's: version 9's guard again, the sealed fields among the vehicle's.
    public static var sealedFieldsSQL: String { bySeenFieldSQL(.withSealedFields) }

    /// Version 13's: the guard again, the vehicle's energies among its fields.
    public static var energiesSQL: String { bySeenFieldSQL(.withEnergies) }

    /// A stable fingerprint of ``sealedFieldsSQL``, pinned to its schema step.
    public static var sealedFieldsFingerprint: String { ServerFieldRules.fingerprint(of: sealedFieldsSQL) }

    static func bySeenFieldSQL(_ table: ServerFieldTable) -> String {
        let live = liveRecords
        let fields = ServerFieldMerge.units(of: .vehicle, table: table).flatMap(\.columns).map { "'\($0.name)'" }.joined(separator: ", ")
        // Each field of the vehicle changed since its remover's device had it: its stamp and author.
        let changed = """
            SELECT coalesce(OLD.field_versions->f->>0, version) AS stamp, coalesce(OLD.field_versions->f->>1, OLD.changed_by) AS author
                    FROM unnest(ARRAY[\(fields)]) AS f WHERE coalesce(OLD.field_versions->f->>0, version) > coalesce(seen->>f, base)
            """
        return """
            CREATE OR REPLACE FUNCTION glovebox.guard_vehicle_removal() RETURNS trigger
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                removal text := nullif(current_setting('glovebox.removal_stamp', true), '');
                base text := coalesce(nullif(current_setting('glovebox.removal_base', true), ''), removal);
                seen jsonb := coalesce(nullif(current_setting('glovebox.removal_bases', true), '')::jsonb, '{}'::jsonb);
                version text := glovebox.stamp_text(OLD.hlc, OLD.device_id);
                records integer;
                edited boolean;
                latest text;
                latest_by text;
            BEGIN
                IF removal IS NULL THEN
                    RETURN OLD;
                END IF;
                PERFORM glovebox.check_stamp(removal, 'glovebox.removal_stamp');
                PERFORM glovebox.check_stamp(base, 'glovebox.removal_base');
                IF jsonb_typeof(seen) <> 'object' THEN
                    seen := '{}'::jsonb;
                END IF;
                SELECT count(*) INTO records FROM (
                    \(live)
                ) AS unseen;
                edited := EXISTS (\(changed));
                IF records = 0 AND NOT edited THEN
                    RETURN OLD;
                END IF;
                -- The latest of what other devices did, unseen: who the remover hears from.
                SELECT stamp, author INTO latest, latest_by FROM (
                    \(live)
                    UNION ALL \(changed)
                ) AS unseen WHERE substr(stamp, 17) <> substr(removal, 17) ORDER BY stamp DESC LIMIT 1;
                IF FOUND THEN
                    INSERT INTO glovebox.conflict (id, vehicle_id, kind, record_id, unit, loser, lost_value, lost_stamp, winner, won_value, won_stamp)
                    VALUES (md5(concat_ws('/', 'vehicle', OLD.id, 'removal-refused', removal, glovebox.current_account())), OLD.id, 'vehicle',
                            OLD.id, 'removal-refused', glovebox.current_account(), NULL, removal, latest_by,
                            jsonb_build_object('records', records, 'changed', edited), latest)
                    ON CONFLICT (id) DO NOTHING;
                END IF;
                RETURN NULL;
            END
            $$;
            """
    }

    /// A stable fingerprint of ``bySeenFieldSQL``, pinned to its schema step.
    public static var bySeenFieldFingerprint: String { ServerFieldRules.fingerprint(of: bySeenFieldSQL) }
}
