import GarageRules

/// The household server's merge of concurrent edits, field by field, made from the record
/// descriptors' merge units (``MergeUnit``), and the conflicts it notes.
///
/// Each record table (and `vehicle`) keeps, besides the row's version (`hlc`, `device_id`: its latest
/// field's stamp) and `changed_by`, the stamp and author of every field whose stamp is older than
/// that (`field_versions`, `{column: [stamp, account]}`; a field it does not name is at the row's
/// version, by `changed_by`). A stamp is ``HybridTimestamp/text``: 48 hex digits whose byte order is
/// the stamps' order. Records have one more field, `deleted`, the tombstone, merged like the others.
///
/// A write says what it writes in two transient columns, which the trigger empties: `incoming`,
/// `{column: stamp}`, the stamp of every field it carries (a field it does not name is not written:
/// a tombstone names only `deleted`), and `bases`, `{column: stamp}`, for each field the writing
/// device changed itself, the stamp the field had there before (what its author had seen).
///
/// `glovebox.merge_<table>()`, a `BEFORE INSERT OR UPDATE` trigger, then decides each unit: the side
/// whose latest stamp in the unit is later keeps the whole unit, so that what one write carries can
/// never make a stored field older (a raw `UPDATE` from `psql` that names no stamp changes nothing).
/// A unit that the writing device changed (`bases`) while the stored one moved on from what that
/// device had seen (its stored stamp is later than the base) is a concurrent edit: when the two
/// values differ, the side that lost is told, through a row of `glovebox.conflict` for its author,
/// whichever of the two wrote first. An update that keeps every stored unit is skipped (no feed row).
///
/// Removals: a write of a record whose merged tombstone is set, carrying edits of other units, is
/// noted for its author (`unit` = `removed`: the record was removed while they edited it), and a
/// tombstone that meets stored units changed after what its writer had seen notes it for each of
/// their authors. Both keep the record's last row (`lost_value`), so that the person can bring it back.
///
/// The trigger function is a definer owned by `glovebox_system` (it writes `glovebox.conflict`, which
/// no account may write); every stamp a write carries is checked: 48 lowercase hex digits, no more than
/// 5 minutes ahead of the server's clock (`hlc_not_in_future`).
public enum ServerFieldMerge {
    /// The revisions of the merge functions, each installed by its schema step (never changed after).
    enum Revision {
        /// Version 5: a removal meets the edits stamped after the version its remover had of the record.
        case fieldMerge
        /// Version 9: a removal meets the edits of each field other than the one its remover had of
        /// that field (a removal's `bases` carry each field's stamp as its device had it): clocks a
        /// few minutes apart can order an edit its remover never saw before the remover's version.
        case removalsBySeenField
    }

    /// The SQL that installs the merge (run by the migration as the cluster's superuser).
    public static var sql: String {
        [setup, RecordKind.allCases.map { trigger(for: $0, table: .beforeSealing) }.joined(separator: "\n\n"), ownership]
            .joined(separator: "\n\n")
    }

    /// A stable fingerprint of ``sql`` (FNV-1a, 64 bits, as hex), which a test pins to the schema step
    /// that installed it.
    public static var fingerprint: String { ServerFieldRules.fingerprint(of: sql) }

    /// How far ahead of the server's clock a stamp may be, in milliseconds (the app's own bound).
    public static let clockBoundMilliseconds = HybridTimestamp.maximumLead

    /// The tables and functions every trigger uses.
    static var setup: String {
        let tables = RecordKind.allCases.map(\.descriptor.table)
        let columns = tables.map { table in
            "ALTER TABLE glovebox.\(table) ADD COLUMN field_versions jsonb, ADD COLUMN incoming jsonb, ADD COLUMN bases jsonb;"
        }
        let grants = tables.map { table in
            "GRANT INSERT (incoming, bases), UPDATE (incoming, bases) ON glovebox.\(table) TO glovebox_account;"
        }
        let oldTriggers = tables.map { "DROP TRIGGER stamp_version ON glovebox.\($0);" }
        // The merge asks whether an inserted id exists (an upsert's insert that will be an update).
        let systemReads = tables.filter { $0 != "vehicle" }.map { table in
            """
            CREATE POLICY system_read ON glovebox.\(table) FOR SELECT TO glovebox_system USING (true);
            GRANT SELECT ON glovebox.\(table) TO glovebox_system;
            """
        }
        return """
            SET LOCAL ROLE glovebox_owner;

            \(columns.joined(separator: "\n"))
            \(grants.joined(separator: "\n"))
            \(oldTriggers.joined(separator: "\n"))
            DROP FUNCTION glovebox.stamp_version();
            \(systemReads.joined(separator: "\n"))

            -- The highest clock a write may carry: 5 minutes ahead of the server's.
            CREATE OR REPLACE FUNCTION glovebox.hlc_ceiling() RETURNS bigint
                LANGUAGE sql VOLATILE
                SET search_path = pg_catalog, pg_temp
                RETURN ((floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint + \(clockBoundMilliseconds)) << 16) | 65535;

            -- A row's version as a stamp's text, and back.
            CREATE FUNCTION glovebox.stamp_text(hlc bigint, device text) RETURNS text
                LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
                SET search_path = pg_catalog, pg_temp
                RETURN lpad(to_hex(hlc), 16, '0') || device;
            CREATE FUNCTION glovebox.stamp_hlc(stamp text) RETURNS bigint
                LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
                SET search_path = pg_catalog, pg_temp
                RETURN ('x' || left(stamp, 16))::bit(64)::bigint;

            -- Refuses a stamp that is not one.
            CREATE FUNCTION glovebox.check_stamp(stamp text, target text) RETURNS void
                LANGUAGE plpgsql IMMUTABLE
                SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                IF stamp IS NULL OR stamp !~ '^[0-9a-f]{48}$' THEN
                    PERFORM glovebox.refuse_field(target, 'is not a version stamp (48 lowercase hexadecimal digits)');
                END IF;
            END
            $$;

            -- Refuses a stamp more than the bound ahead of the server's clock. Only what a write makes
            -- win is checked: a row may carry an older field stamped ahead under an earlier bound.
            CREATE FUNCTION glovebox.check_clock(stamp text) RETURNS void
                LANGUAGE plpgsql VOLATILE
                SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                IF glovebox.stamp_hlc(stamp) > glovebox.hlc_ceiling() THEN
                    RAISE EXCEPTION 'the change''s clock is more than 5 minutes ahead of the server''s'
                        USING ERRCODE = 'check_violation', CONSTRAINT = 'hlc_not_in_future',
                              DETAIL = format('ahead by %s ms',
                                  (glovebox.stamp_hlc(stamp) >> 16) - floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint);
                END IF;
            END
            $$;

            -- The stamps a write carries, checked; `{}` when it names none.
            CREATE FUNCTION glovebox.checked_stamps(stamps jsonb, target text) RETURNS jsonb
                LANGUAGE plpgsql VOLATILE
                SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                bad text;
            BEGIN
                IF stamps IS NULL THEN
                    RETURN '{}'::jsonb;
                END IF;
                IF jsonb_typeof(stamps) <> 'object' THEN
                    PERFORM glovebox.refuse_field(target, 'is not an object of stamps');
                END IF;
                -- One query for every entry (a first push checks tens of thousands of rows).
                SELECT e.key INTO bad FROM jsonb_each(stamps) AS e
                WHERE jsonb_typeof(e.value) <> 'string' OR (e.value #>> '{}') !~ '^[0-9a-f]{48}$' LIMIT 1;
                IF FOUND THEN
                    PERFORM glovebox.refuse_field(target || '.' || bad, 'is not a version stamp (48 lowercase hexadecimal digits)');
                END IF;
                RETURN stamps;
            END
            $$;

            -- What a person lost to a concurrent edit: one row per record, unit and lost version, read by
            -- the account that lost it, dismissed by it.
            CREATE TABLE glovebox.conflict (
                id text PRIMARY KEY,
                vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
                kind text NOT NULL,
                record_id text NOT NULL,
                unit text NOT NULL,
                loser text NOT NULL REFERENCES glovebox.account (name) ON DELETE CASCADE,
                lost_value jsonb,
                lost_stamp text NOT NULL,
                winner text NOT NULL,
                won_value jsonb,
                won_stamp text NOT NULL,
                dismissed boolean NOT NULL DEFAULT false,
                noted_at timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX conflict_by_loser ON glovebox.conflict (loser, vehicle_id);
            ALTER TABLE glovebox.conflict ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
            CREATE POLICY read_own ON glovebox.conflict FOR SELECT TO glovebox_account
                USING (loser = glovebox.current_account());
            CREATE POLICY dismiss_own ON glovebox.conflict FOR UPDATE TO glovebox_account
                USING (loser = glovebox.current_account()) WITH CHECK (loser = glovebox.current_account());
            CREATE POLICY system_note ON glovebox.conflict FOR INSERT TO glovebox_system WITH CHECK (true);
            CREATE POLICY system_read ON glovebox.conflict FOR SELECT TO glovebox_system USING (true);
            GRANT SELECT, UPDATE (dismissed) ON glovebox.conflict TO glovebox_account;
            GRANT SELECT, INSERT ON glovebox.conflict TO glovebox_system;

            ALTER TABLE glovebox.change DROP CONSTRAINT change_kind_check;
            ALTER TABLE glovebox.change ADD CONSTRAINT change_kind_check CHECK (kind IN ('vehicle', 'membership',
                'odometer_entry', 'maintenance_item', 'maintenance_service', 'expense', 'deadline', 'conflict'));

            GRANT EXECUTE ON FUNCTION glovebox.stamp_text(bigint, text), glovebox.stamp_hlc(text),
                glovebox.check_stamp(text, text), glovebox.check_clock(text), glovebox.checked_stamps(jsonb, text)
                TO glovebox_account, glovebox_system;
            GRANT EXECUTE ON FUNCTION glovebox.hlc_ceiling(), glovebox.refuse_field(text, text) TO glovebox_system;

            RESET ROLE;

            -- The feed learns of conflicts, for the account that lost (its audience).
            CREATE OR REPLACE FUNCTION glovebox.log_change() RETURNS trigger
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                row_version record;
            BEGIN
                IF TG_OP = 'DELETE' THEN
                    row_version := OLD;
                ELSE
                    row_version := NEW;
                END IF;
                IF TG_TABLE_NAME = 'membership' THEN
                    INSERT INTO glovebox.change (vehicle_id, kind, record_id, deleted, audience)
                    VALUES (row_version.vehicle_id, 'membership', row_version.account, TG_OP = 'DELETE', row_version.account);
                ELSIF TG_TABLE_NAME = 'conflict' THEN
                    INSERT INTO glovebox.change (vehicle_id, kind, record_id, deleted, audience)
                    VALUES (row_version.vehicle_id, 'conflict', row_version.id, row_version.dismissed, row_version.loser);
                ELSIF TG_TABLE_NAME = 'vehicle' THEN
                    INSERT INTO glovebox.change (vehicle_id, kind, record_id, hlc, device_id, deleted)
                    VALUES (row_version.id, 'vehicle', row_version.id, row_version.hlc, row_version.device_id, TG_OP = 'DELETE');
                ELSE
                    INSERT INTO glovebox.change (vehicle_id, kind, record_id, hlc, device_id, deleted)
                    VALUES (row_version.vehicle_id, TG_TABLE_NAME, row_version.id, row_version.hlc, row_version.device_id,
                            row_version.deleted);
                END IF;
                RETURN NULL;
            END
            $$;
            CREATE TRIGGER log_change AFTER INSERT OR UPDATE ON glovebox.conflict
                FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();
            """
    }

    /// The definer functions belong to `glovebox_system`, whose powers are its policies.
    static var ownership: String {
        RecordKind.allCases.map { kind in
            let table = kind.descriptor.table
            return """
                ALTER FUNCTION glovebox.merge_\(table)() OWNER TO glovebox_system;
                REVOKE EXECUTE ON FUNCTION glovebox.merge_\(table)() FROM PUBLIC;
                """
        }.joined(separator: "\n")
    }

    /// A unit as the trigger merges it: its name and its fields' server columns with their types.
    struct Unit {
        let name: String
        let columns: [(name: String, type: ServerColumnType)]
        /// Its columns written in clear before they were sealed, from version 15 on (the notes): a
        /// write of the same version sealed replaces what is still in clear.
        var resealable: [String] = []
    }

    /// The units of `kind`, the tombstone last for a record kind.
    static func units(of kind: RecordKind, table: ServerFieldTable) -> [Unit] {
        var units = table.mergeUnits(of: kind).map { unit in
            Unit(
                name: unit.name, columns: unit.fields.map { ($0.serverColumn!, ServerColumnType($0.rule)) },
                resealable: unit.fields.filter { $0.wasClearBeforeSealing && table.seals($0) }.map { $0.serverColumn! })
        }
        if kind != .vehicle { units.append(Unit(name: "deleted", columns: [("deleted", .boolean)])) }
        return units
    }

    /// The trigger of one kind's table.
    /// The SQL of version 9: every merge function replaced by its ``Revision/removalsBySeenField``
    /// revision (the triggers and owners stay).
    public static var removalsBySeenFieldSQL: String { removalsBySeenFieldSQL(.beforeSealing) }

    /// The SQL of version 12: version 9's revision again, with the sealed fields among the units.
    public static var sealedFieldsSQL: String { removalsBySeenFieldSQL(.withSealedFields) }

    /// The SQL of version 13: version 9's revision again, with the energies among the units.
    public static var energiesSQL: String { removalsBySeenFieldSQL(.withEnergies) }

    static func removalsBySeenFieldSQL(_ table: ServerFieldTable) -> String {
        RecordKind.allCases.map { trigger(for: $0, revision: .removalsBySeenField, table: table) }.joined(separator: "\n\n")
    }

    /// The SQL of version 15: version 9's revision again, where a write of a note's own version,
    /// sealed, replaces the note still in clear.
    public static var sealedNotesSQL: String { removalsBySeenFieldSQL(.withSealedNotes) }

    /// A stable fingerprint of ``removalsBySeenFieldSQL``, pinned to its schema step.
    public static var removalsBySeenFieldFingerprint: String { ServerFieldRules.fingerprint(of: removalsBySeenFieldSQL) }

    /// A stable fingerprint of ``sealedFieldsSQL``, pinned to its schema step.
    public static var sealedFieldsFingerprint: String { ServerFieldRules.fingerprint(of: sealedFieldsSQL) }

    static func trigger(for kind: RecordKind, revision: Revision = .fieldMerge, table fieldTable: ServerFieldTable) -> String {
        let table = kind.descriptor.table
        let units = units(of: kind, table: fieldTable)
        let vehicle = kind == .vehicle ? "NEW.id" : "NEW.vehicle_id"
        let allColumns = units.flatMap(\.columns)
        let firstStamps = allColumns.map { column in
            "'\(column.name)', jsonb_build_array(coalesce(incoming->>'\(column.name)', given), me)"
        }
        let rowRead = fieldTable.syncedFields(of: kind).map { field in
            ServerColumnType(field.rule).read("NEW.\(field.serverColumn!)")
        }
        let merges = units.map { merge($0, table: table, vehicle: vehicle) }.joined(separator: "\n")
        let removals = kind == .vehicle
            ? "" : removalChecks(units: units, table: table, vehicle: vehicle, bySeenField: revision == .removalsBySeenField)
        let orphans = parentChecks(kind, vehicle: vehicle, rowRead: rowRead)
        return """
            CREATE \(revision == .fieldMerge ? "" : "OR REPLACE ")FUNCTION glovebox.merge_\(table)() RETURNS trigger
                LANGUAGE plpgsql SECURITY DEFINER
                SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me text := glovebox.current_account();
                given text;
                old_version text;
                incoming jsonb;
                bases jsonb;
                versions jsonb := '{}'::jsonb;
                parent record;
                changed boolean := false;
                edited_any boolean := false;
                s_in text;
                s_st text;
                seen text;
                edited boolean;
                by_st text;
                lost jsonb;
                won jsonb;
                top text := '';
                top_by text;
                entry record;
                merged_row jsonb;
            BEGIN
                -- The insert of an upsert whose id is stored becomes an update, which reads what the write
                -- carries from `excluded`, this row as it leaves here: it goes on untouched.
                IF TG_OP = 'INSERT' AND EXISTS (SELECT FROM glovebox.\(table) WHERE id = NEW.id) THEN
                    RETURN NEW;
                END IF;
                given := glovebox.stamp_text(NEW.hlc, NEW.device_id);
                PERFORM glovebox.check_stamp(given, '\(table).hlc');
                incoming := glovebox.checked_stamps(NEW.incoming, '\(table).incoming');
                bases := coalesce(NEW.bases, '{}'::jsonb);
                IF jsonb_typeof(bases) <> 'object' THEN
                    PERFORM glovebox.refuse_field('\(table).bases', 'is not an object of stamps');
                END IF;
                NEW.incoming := NULL;
                NEW.bases := NULL;
                IF TG_OP = 'INSERT' THEN
                    versions := jsonb_build_object(\(firstStamps.joined(separator: ", ")));
                    -- The latest of them is the one that matters.
                    PERFORM glovebox.check_clock((SELECT max(value->>0) FROM jsonb_each(versions)));
                    changed := true;
                ELSE
                    old_version := glovebox.stamp_text(OLD.hlc, OLD.device_id);
            \(merges)
                    -- The merged record, as the pull reads it: what a removal's conflict keeps.
                    merged_row := to_jsonb(ARRAY[\(rowRead.joined(separator: ", "))]);
            \(removals)
                END IF;
                IF NOT changed THEN
                    RETURN NULL;
                END IF;
            \(orphans)
                FOR entry IN SELECT value FROM jsonb_each(versions) LOOP
                    IF entry.value->>0 > top THEN
                        top := entry.value->>0;
                        top_by := entry.value->>1;
                    END IF;
                END LOOP;
                NEW.hlc := glovebox.stamp_hlc(top);
                NEW.device_id := substr(top, 17);
                NEW.changed_by := top_by;
                SELECT jsonb_object_agg(key, value) INTO NEW.field_versions FROM jsonb_each(versions)
                WHERE value->>0 <> top OR value->>1 <> top_by;
                RETURN NEW;
            END
            $$;
            \(revision == .fieldMerge ? """
            CREATE TRIGGER merge_fields BEFORE INSERT OR UPDATE ON glovebox.\(table)
                FOR EACH ROW EXECUTE FUNCTION glovebox.merge_\(table)();
            """ : "")
            """
    }

    /// The merge of one unit inside an update: `s_in` and `s_st` are the unit's latest stamps in the
    /// write and in the stored row (`''`: the write does not carry it), `seen` what the writing device
    /// had seen of it.
    static func merge(_ unit: Unit, table: String, vehicle: String) -> String {
        let names = unit.columns.map(\.name)
        func greatest(_ parts: [String]) -> String { parts.count == 1 ? parts[0] : "greatest(\(parts.joined(separator: ", ")))" }
        let incomingStamp = greatest(names.map { "coalesce(incoming->>'\($0)', '')" })
        let storedStamps = names.map { "coalesce(OLD.field_versions->'\($0)'->>0, old_version)" }
        let edited = names.map { "bases ? '\($0)'" }.joined(separator: " OR ")
        let seen = greatest(names.map { "CASE WHEN bases ? '\($0)' THEN bases->>'\($0)' ELSE coalesce(incoming->>'\($0)', '') END" })
        let author = names.map { name in
            "WHEN coalesce(OLD.field_versions->'\(name)'->>0, old_version) = s_st THEN coalesce(OLD.field_versions->'\(name)'->>1, OLD.changed_by)"
        }.joined(separator: " ")
        func values(_ row: String) -> String {
            "jsonb_build_object(\(unit.columns.map { "'\($0.name)', \($0.type.read("\(row).\($0.name)"))" }.joined(separator: ", ")))"
        }
        let differ = names.count == 1
            ? "NEW.\(names[0]) IS DISTINCT FROM OLD.\(names[0])"
            : "(\(names.map { "NEW.\($0)" }.joined(separator: ", "))) IS DISTINCT FROM (\(names.map { "OLD.\($0)" }.joined(separator: ", ")))"
        let taken = unit.columns.map { column in
            "'\(column.name)', jsonb_build_array(coalesce(incoming->>'\(column.name)', s_in), me)"
        }.joined(separator: ", ")
        let kept = unit.columns.map { column in
            "'\(column.name)', jsonb_build_array(coalesce(OLD.field_versions->'\(column.name)'->>0, old_version), coalesce(OLD.field_versions->'\(column.name)'->>1, OLD.changed_by))"
        }.joined(separator: ", ")
        let restore = names.map { "NEW.\($0) := OLD.\($0);" }.joined(separator: " ")
        let conflict = { (loser: String, lostStamp: String, lostValue: String, winner: String, wonValue: String, wonStamp: String) in
            """
                            INSERT INTO glovebox.conflict (id, vehicle_id, kind, record_id, unit, loser, lost_value, lost_stamp, winner, won_value, won_stamp)
                            VALUES (md5(concat_ws('/', '\(table)', NEW.id, '\(unit.name)', \(lostStamp), \(loser))), \(vehicle), '\(table)', NEW.id,
                                    '\(unit.name)', \(loser), \(lostValue), \(lostStamp), \(winner), \(wonValue), \(wonStamp))
                            ON CONFLICT (id) DO NOTHING;
            """
        }
        let isTombstone = unit.name == "deleted"
        let reseal = resealing(unit)
        return """
                    -- \(unit.name)
                    s_in := \(incomingStamp);
                    s_st := \(greatest(storedStamps));
                    edited := \(edited);
                    seen := \(seen);
                    by_st := CASE \(author) END;
                    \(isTombstone ? "" : "edited_any := edited_any OR edited;")
                    IF s_in > s_st THEN
                        PERFORM glovebox.check_clock(s_in);
                        changed := true;
                        IF edited AND s_st > seen AND \(differ) THEN
                            lost := \(values("OLD"));
                            won := \(values("NEW"));
            \(conflict("by_st", "s_st", "lost", "me", "won", "s_in"))
                        END IF;
                        versions := versions || jsonb_build_object(\(taken));
            \(reseal)        ELSE
                        IF edited AND s_st > seen AND s_in <> '' AND \(differ) THEN
                            lost := \(values("NEW"));
                            won := \(values("OLD"));
            \(conflict("me", "s_in", "lost", "by_st", "won", "s_st"))
                        END IF;
                        \(restore)
                        versions := versions || jsonb_build_object(\(kept));
                    END IF;
            """
    }

    /// The branch that takes a unit's resealed columns (`ELSIF …`, empty for a unit without them): a
    /// write of the very version the server holds, whose resealable columns are each either the same
    /// or sealed, and whose other columns are the same. It changes no version and tells nobody: the
    /// value is the one the household had, now unreadable by the server — a note in clear sealed for
    /// the first time, or a sealed note sealed again with a vehicle's new key after a revocation. The
    /// server cannot tell a sealed value from another, so it cannot hold an equal-version write to
    /// "the same text"; what it does hold is the version and the author, which this branch keeps.
    static func resealing(_ unit: Unit) -> String {
        guard !unit.resealable.isEmpty else { return "" }
        let form = SealedText.pattern
        let sameOthers = unit.columns.map(\.name).filter { !unit.resealable.contains($0) }.map { "NEW.\($0) IS NOT DISTINCT FROM OLD.\($0)" }
        let eachKeptOrSealed = unit.resealable.map { column in
            "(NEW.\(column) IS NOT DISTINCT FROM OLD.\(column) OR NEW.\(column) ~ '\(form)')"
        }
        let oneSealed = unit.resealable.map { "(NEW.\($0) IS DISTINCT FROM OLD.\($0) AND NEW.\($0) ~ '\(form)')" }.joined(separator: " OR ")
        let kept = unit.columns.map { column in
            "'\(column.name)', jsonb_build_array(coalesce(OLD.field_versions->'\(column.name)'->>0, old_version), coalesce(OLD.field_versions->'\(column.name)'->>1, OLD.changed_by))"
        }.joined(separator: ", ")
        let conditions = ["s_in = s_st"] + sameOthers + eachKeptOrSealed + ["(\(oneSealed))"]
        return """
                    ELSIF \(conditions.joined(separator: " AND ")) THEN
                        -- Sealed again, the same version: taken, nobody told.
                        changed := true;
                        versions := versions || jsonb_build_object(\(kept));

            """
    }

    /// After the merge of a record that belongs to another (a service to its item, an expense to its
    /// service): a write that adds or edits it while that record is removed is noted for its writer
    /// (`unit` = `removed-parent`), with the record as written (`lost_value`) and the removed one's last
    /// row (`won_value`), so that the person can bring it back or discard theirs.
    static func parentChecks(_ kind: RecordKind, vehicle: String, rowRead: [String]) -> String {
        let table = kind.descriptor.table
        return kind.descriptor.parentReferences.map { reference in
            let column = reference.field.serverColumn!
            let parentTable = reference.parent.descriptor.table
            let parentRow = reference.parent.descriptor.syncedFields.map { ServerColumnType($0.rule).read("parent.\($0.serverColumn!)") }
            return """
                    IF NOT NEW.deleted AND NEW.\(column) IS NOT NULL AND (TG_OP = 'INSERT' OR edited_any) THEN
                        SELECT * INTO parent FROM glovebox.\(parentTable) WHERE id = NEW.\(column) AND deleted;
                        IF FOUND THEN
                            INSERT INTO glovebox.conflict (id, vehicle_id, kind, record_id, unit, loser, lost_value, lost_stamp, winner, won_value, won_stamp)
                            VALUES (md5(concat_ws('/', '\(table)', NEW.id, 'removed-parent', given, me)), \(vehicle), '\(table)', NEW.id, 'removed-parent',
                                    me, to_jsonb(ARRAY[\(rowRead.joined(separator: ", "))]), given,
                                    coalesce(parent.field_versions->'deleted'->>1, parent.changed_by),
                                    to_jsonb(ARRAY[\(parentRow.joined(separator: ", "))]),
                                    coalesce(parent.field_versions->'deleted'->>0, glovebox.stamp_text(parent.hlc, parent.device_id)))
                            ON CONFLICT (id) DO NOTHING;
                        END IF;
                    END IF;
            """
        }.joined(separator: "\n")
    }

    /// After every unit is merged: a removed record that this write edited is noted for its writer,
    /// and a removal that meets edits its writer had not seen is noted for their authors.
    static func removalChecks(units: [Unit], table: String, vehicle: String, bySeenField: Bool = false) -> String {
        let fields = units.filter { $0.name != "deleted" }.flatMap(\.columns).map(\.name)
        let removedBy = "coalesce(versions->'deleted'->>1, OLD.changed_by)"
        let removedAt = "versions->'deleted'->>0"
        return """
                    IF NEW.deleted AND edited_any AND NOT (bases ? 'deleted') THEN
                        -- This write edited a record someone removed.
                        INSERT INTO glovebox.conflict (id, vehicle_id, kind, record_id, unit, loser, lost_value, lost_stamp, winner, won_value, won_stamp)
                        VALUES (md5(concat_ws('/', '\(table)', NEW.id, 'removed', given, me)), \(vehicle), '\(table)', NEW.id, 'removed',
                                me, merged_row, given, \(removedBy), NULL, \(removedAt))
                        ON CONFLICT (id) DO NOTHING;
                    ELSIF NEW.deleted AND NOT OLD.deleted AND bases ? 'deleted' THEN
                        -- This write removed a record others had changed since its writer last saw it.
                        FOR entry IN
                            SELECT DISTINCT coalesce(OLD.field_versions->f->>1, OLD.changed_by) AS author
                            FROM unnest(ARRAY[\(fields.map { "'\($0)'" }.joined(separator: ", "))]) AS f
                            WHERE coalesce(OLD.field_versions->f->>0, old_version) > \(bySeenField ? "coalesce(bases->>f, bases->>'deleted')" : "bases->>'deleted'")
                        LOOP
                            INSERT INTO glovebox.conflict (id, vehicle_id, kind, record_id, unit, loser, lost_value, lost_stamp, winner, won_value, won_stamp)
                            VALUES (md5(concat_ws('/', '\(table)', NEW.id, 'removed', old_version, entry.author)), \(vehicle), '\(table)', NEW.id,
                                    'removed', entry.author, merged_row, old_version, me, NULL, \(removedAt))
                            ON CONFLICT (id) DO NOTHING;
                        END LOOP;
                    END IF;
            """
    }
}
