/// The logbook's SQLite schema, as numbered migrations.
///
/// Conventions: money and rates are decimal TEXT (`'1234.56'`, `'0.83578'`), never `REAL`;
/// calendar days are TEXT `YYYY-MM-DD` (so text order is date order); odometer values and
/// distances are INTEGER in the vehicle's own unit. Never edit a shipped step: add one.
public enum LogbookSchema {
    /// Every step, oldest first.
    public static let migrator = Migrator([
        .init(version: 1, sql: version1),
        .init(version: 2, sql: version2),
        .init(version: 3, sql: version3),
        .init(version: 4, sql: version4),
        .init(version: 5, sql: version5),
        .init(version: 6, sql: version6),
        .init(version: 7, sql: version7),
        .init(version: 8, sql: version8),
        .init(version: 9, sql: version9),
        .init(version: 10, sql: version10),
        .init(version: 11, sql: version11),
        .init(version: 12, sql: version12),
        .init(version: 13, sql: version13),
        .init(version: 14, sql: version14),
        .init(version: 15, sql: version15),
        .init(version: 16, sql: version16),
        .init(version: 17, sql: version17),
        .init(version: 18, sql: version18),
        .init(version: 19, sql: version19),
        .init(version: 20, sql: version20),
        .init(version: 21, sql: version21),
        .init(version: 22, sql: "", code: version22),
        .init(version: 23, sql: version23),
        .init(version: 24, sql: version24),
        .init(version: 25, sql: version25),
        .init(version: 26, sql: version26),
        .init(version: 27, sql: version27),
        .init(version: 28, sql: version28),
    ])

    static let version1 = """
        CREATE TABLE account (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            name TEXT NOT NULL CHECK (name <> ''),
            plan TEXT NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'plus')),
            signed_in_at TEXT NOT NULL
        );

        CREATE TABLE preference (
            key TEXT PRIMARY KEY CHECK (key IN ('locale', 'currency', 'lock', 'timezone')),
            value TEXT NOT NULL
        ) WITHOUT ROWID;

        CREATE TABLE vehicle (
            id TEXT PRIMARY KEY CHECK (id <> ''),
            name TEXT NOT NULL CHECK (name <> ''),
            make TEXT,
            model TEXT,
            year INTEGER,
            plate TEXT,
            unit TEXT NOT NULL CHECK (unit IN ('km', 'mi')),
            role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'editor', 'viewer')),
            position INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX vehicle_by_name ON vehicle (name COLLATE NOCASE);

        -- Readings logged on their own; expenses and services carry theirs in their own rows.
        CREATE TABLE odometer_entry (
            id TEXT PRIMARY KEY,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            value INTEGER NOT NULL CHECK (value >= 0),
            is_correction INTEGER NOT NULL DEFAULT 0 CHECK (is_correction IN (0, 1)),
            note TEXT
        );
        CREATE INDEX odometer_entry_by_vehicle_day ON odometer_entry (vehicle_id, day);

        CREATE TABLE maintenance_item (
            id TEXT PRIMARY KEY,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            name TEXT NOT NULL CHECK (name <> ''),
            every_months INTEGER CHECK (every_months > 0),
            every_distance INTEGER CHECK (every_distance > 0),
            warn_days INTEGER CHECK (warn_days >= 0),
            warn_distance INTEGER CHECK (warn_distance >= 0),
            first_due_day TEXT,
            first_due_odometer INTEGER,
            start_day TEXT NOT NULL,
            start_odometer INTEGER,
            position INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX maintenance_item_by_name ON maintenance_item (vehicle_id, name COLLATE NOCASE);

        -- The moved due point of an item's current occurrence; deleted when a service is logged.
        CREATE TABLE maintenance_postponement (
            item_id TEXT PRIMARY KEY REFERENCES maintenance_item (id) ON DELETE CASCADE,
            due_day TEXT,
            due_odometer INTEGER,
            CHECK (due_day IS NOT NULL OR due_odometer IS NOT NULL)
        ) WITHOUT ROWID;

        CREATE TABLE maintenance_service (
            id TEXT PRIMARY KEY,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            item_id TEXT NOT NULL REFERENCES maintenance_item (id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            odometer INTEGER CHECK (odometer >= 0),
            odometer_is_correction INTEGER NOT NULL DEFAULT 0 CHECK (odometer_is_correction IN (0, 1)),
            note TEXT
        );
        CREATE INDEX maintenance_service_by_item_day ON maintenance_service (item_id, day);
        CREATE INDEX maintenance_service_by_vehicle_day ON maintenance_service (vehicle_id, day);

        -- Amounts and user rates are exact decimal text; a service's cost is the expense that
        -- points at the service.
        CREATE TABLE expense (
            id TEXT PRIMARY KEY,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            amount TEXT NOT NULL,
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            category TEXT NOT NULL CHECK (category IN
                ('fuel', 'service', 'repair', 'insurance', 'tax', 'parking', 'tolls', 'other')),
            note TEXT,
            odometer INTEGER CHECK (odometer >= 0),
            odometer_is_correction INTEGER NOT NULL DEFAULT 0 CHECK (odometer_is_correction IN (0, 1)),
            fuel_quantity TEXT,
            user_rate TEXT,
            user_rate_quote TEXT CHECK ((user_rate IS NULL) = (user_rate_quote IS NULL)),
            service_id TEXT REFERENCES maintenance_service (id) ON DELETE CASCADE
        );
        CREATE INDEX expense_by_vehicle_day ON expense (vehicle_id, day);
        CREATE INDEX expense_by_day ON expense (day);
        CREATE INDEX expense_by_service ON expense (service_id) WHERE service_id IS NOT NULL;

        -- Every odometer value, whatever recorded it; each branch is served by its table's
        -- (vehicle_id, day) index, which SQLite pushes the view's WHERE clause into.
        CREATE VIEW odometer_reading (vehicle_id, day, value, is_correction, source, record_id) AS
            SELECT vehicle_id, day, value, is_correction, 'entry', id FROM odometer_entry
            UNION ALL
            SELECT vehicle_id, day, odometer, odometer_is_correction, 'expense', id FROM expense
            WHERE odometer IS NOT NULL
            UNION ALL
            SELECT vehicle_id, day, odometer, odometer_is_correction, 'service', id FROM maintenance_service
            WHERE odometer IS NOT NULL;

        CREATE TABLE deadline (
            id TEXT PRIMARY KEY,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('insurance', 'inspection', 'road-tax', 'registration',
                                              'driving-licence', 'warranty', 'custom')),
            title TEXT NOT NULL CHECK (title <> ''),
            due_day TEXT NOT NULL,
            warn_days INTEGER CHECK (warn_days >= 0),
            every_months INTEGER CHECK (every_months > 0),
            schedule_anchor_day TEXT NOT NULL
        );
        CREATE INDEX deadline_by_vehicle_due ON deadline (vehicle_id, due_day);

        -- Units of `currency` per 1 EUR, as published for `day`.
        CREATE TABLE exchange_rate (
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            day TEXT NOT NULL,
            rate TEXT NOT NULL,
            PRIMARY KEY (currency, day)
        ) WITHOUT ROWID;
        """

    /// Indexes in reading order, so that a rule's reading probe (`ReadingProbe`) is one index lookup
    /// per table, at any size of history.
    ///
    /// Reading order is (day, correction last, value, source, record id); inside one table the
    /// source is fixed, so (vehicle_id, day, is_correction, value, id) serves every probe in both
    /// directions. Corrections get their own partial indexes: the start of the current series is the
    /// latest correction, found without walking the plain readings before it. The three tables are
    /// queried one by one (`ReadingTable`), so the union view of version 1 goes.
    static let version2 = """
        DROP VIEW odometer_reading;
        DROP INDEX odometer_entry_by_vehicle_day;
        CREATE INDEX odometer_entry_in_reading_order ON odometer_entry (vehicle_id, day, is_correction, value, id);
        CREATE INDEX expense_reading_in_reading_order
            ON expense (vehicle_id, day, odometer_is_correction, odometer, id) WHERE odometer IS NOT NULL;
        CREATE INDEX maintenance_service_reading_in_reading_order
            ON maintenance_service (vehicle_id, day, odometer_is_correction, odometer, id) WHERE odometer IS NOT NULL;
        CREATE INDEX odometer_entry_corrections ON odometer_entry (vehicle_id, day, value, id) WHERE is_correction = 1;
        CREATE INDEX expense_corrections
            ON expense (vehicle_id, day, odometer, id) WHERE odometer IS NOT NULL AND odometer_is_correction = 1;
        CREATE INDEX maintenance_service_corrections
            ON maintenance_service (vehicle_id, day, odometer, id) WHERE odometer IS NOT NULL AND odometer_is_correction = 1;
        """

    /// Accounts own their data, and changes can be undone.
    ///
    /// Every account that signed in on this device has a row; the session says which one is signed
    /// in; each vehicle (and through it every record) and each preference belongs to one account,
    /// so that another account signing in on the same device sees none of it. Data stored before
    /// this step belongs to the account signed in when it runs; when nobody is, it stays unowned
    /// (vehicles with no account, preferences in `unclaimed_preference`) until the next sign-in
    /// claims it, and says so.
    ///
    /// The journal holds each committed change of an account with what it replaced: the rows it
    /// inserted (by id), and the whole rows it deleted or overwrote, as JSON. An undo is itself an
    /// entry; `undone_by` marks the entries it reverted.
    static let version3 = """
        CREATE TABLE device_account (
            name TEXT PRIMARY KEY CHECK (name <> ''),
            plan TEXT NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'plus'))
        ) WITHOUT ROWID;
        CREATE TABLE session (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            signed_in_at TEXT NOT NULL
        );
        INSERT INTO device_account (name, plan) SELECT name, plan FROM account;
        INSERT INTO session (id, account, signed_in_at) SELECT 1, name, signed_in_at FROM account;
        DROP TABLE account;

        ALTER TABLE vehicle ADD COLUMN account TEXT REFERENCES device_account (name) ON DELETE CASCADE;
        UPDATE vehicle SET account = (SELECT account FROM session WHERE id = 1);
        DROP INDEX vehicle_by_name;
        CREATE UNIQUE INDEX vehicle_by_account_name ON vehicle (account, name COLLATE NOCASE);

        CREATE TABLE account_preference (
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            key TEXT NOT NULL CHECK (key IN ('locale', 'currency', 'lock', 'timezone')),
            value TEXT NOT NULL,
            PRIMARY KEY (account, key)
        ) WITHOUT ROWID;
        INSERT INTO account_preference (account, key, value)
            SELECT s.account, p.key, p.value FROM preference p JOIN session s ON s.id = 1;
        DELETE FROM preference WHERE EXISTS (SELECT 1 FROM session WHERE id = 1);
        ALTER TABLE preference RENAME TO unclaimed_preference;

        CREATE TABLE journal (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            label TEXT NOT NULL,
            committed_at TEXT NOT NULL,
            changes TEXT NOT NULL,
            is_undo INTEGER NOT NULL DEFAULT 0 CHECK (is_undo IN (0, 1)),
            undone_by INTEGER REFERENCES journal (seq)
        );
        CREATE INDEX journal_by_account ON journal (account, seq);
        """

    /// Imports can be repeated: each row an import stored is remembered by a fingerprint of what it
    /// says, per vehicle, so that importing a later export of the same logbook adds only the rows not
    /// imported before, wherever they sit in the file.
    ///
    /// `fingerprint` is a 64-bit hash of the row's normalised content (`LubeLoggerFingerprint`);
    /// `occurrence` counts identical rows of one file (the second of two identical rows is
    /// occurrence 2), so duplicates import once each and are recognised once each. `record_id` is the
    /// record the row became: when it is gone, the row was removed (it stays out) or its import was
    /// undone, which `journal_seq`, the import's own journal entry, tells apart (`undone_by`).
    ///
    /// No foreign key on `record_id`: a removed record must leave its row behind. None on
    /// `journal_seq` either: journal entries go only with their account, whose vehicles take these
    /// rows with them, and a key would cost an index on every import's rows.
    static let version4 = """
        CREATE TABLE imported_row (
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            fingerprint INTEGER NOT NULL,
            occurrence INTEGER NOT NULL CHECK (occurrence > 0),
            record_id TEXT NOT NULL,
            journal_seq INTEGER NOT NULL,
            PRIMARY KEY (vehicle_id, fingerprint, occurrence)
        ) WITHOUT ROWID;
        """

    /// The logbook's generation: a counter that every committed write transaction advances, in that
    /// same transaction (`GarageStore.write`), so that it can never disagree with the rows it counts.
    ///
    /// Each snapshot carries the generation it was built from; a command that finds the published one
    /// behind this counter publishes again, and a publish never replaces a newer generation with an
    /// older one. One row, never deleted: signing out, deleting an account or undoing a change are
    /// writes like any other and advance it. A logbook migrated to this step starts at 0 like a new
    /// one; a snapshot published before it carries no generation at all and counts as behind.
    static let version5 = """
        CREATE TABLE logbook_generation (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            generation INTEGER NOT NULL CHECK (generation >= 0)
        );
        INSERT INTO logbook_generation (id, generation) VALUES (1, 0);
        """

    /// Offline first: every local change of a record that is shared with other devices is also an
    /// outbox row, written in the change's own transaction, which the sync pushes and then deletes.
    ///
    /// `sync_device` is this logbook's identity and clock: a random device id (made here, by SQLite),
    /// the file it was made for (`file_identity`, set on the first write: a copy of the file, such as a
    /// backup put back or a logbook moved to another machine, is another file and gets a new id, see
    /// `GarageStore+Device`), and the hybrid logical clock's latest stamp (milliseconds and counter),
    /// saved in each write transaction that issues stamps.
    ///
    /// Synced records (vehicles, odometer entries, expenses, maintenance items with their
    /// postponement, services, deadlines) keep the stamp of their last local change in `hlc` (48 hex
    /// digits, `HybridTimestamp.text`; NULL for rows written before this step), so that conflict
    /// resolution can compare it with a pulled one. An outbox row says which record (kind, id and
    /// vehicle), whose it is (`account`, the vehicle's: deleting the account takes its rows), what
    /// happened (`upsert` or `delete`), its stamp and device. An upsert's row is the record's own,
    /// written in the same transaction and read when the change is pushed (`pendingChanges`): while
    /// the record keeps the change's stamp it is exactly the row the change wrote, and once a later
    /// change (or a pulled one) has stamped it again, this change is superseded by that one. A copy
    /// of each row in the outbox would double what an import of 100,000 rows writes (and its time:
    /// 2.9 s instead of 2.1 s), to keep versions that the last writer replaces anyway. `seq` is
    /// AUTOINCREMENT so that an acknowledged (deleted) row's number is never handed out again.
    ///
    /// Not synced, so neither stamped nor queued: accounts, the session, preferences, the journal,
    /// exchange rates, what imports remembered (`imported_row`), the generation.
    static let version6 = """
        CREATE TABLE sync_device (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            device_id TEXT NOT NULL CHECK (length(device_id) = 32),
            file_identity TEXT,
            clock_milliseconds INTEGER NOT NULL DEFAULT 0 CHECK (clock_milliseconds >= 0),
            clock_counter INTEGER NOT NULL DEFAULT 0 CHECK (clock_counter BETWEEN 0 AND 65535)
        );
        INSERT INTO sync_device (id, device_id) VALUES (1, lower(hex(randomblob(16))));

        ALTER TABLE vehicle ADD COLUMN hlc TEXT;
        ALTER TABLE odometer_entry ADD COLUMN hlc TEXT;
        ALTER TABLE expense ADD COLUMN hlc TEXT;
        ALTER TABLE maintenance_item ADD COLUMN hlc TEXT;
        ALTER TABLE maintenance_service ADD COLUMN hlc TEXT;
        ALTER TABLE deadline ADD COLUMN hlc TEXT;

        CREATE TABLE outbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            account TEXT REFERENCES device_account (name) ON DELETE CASCADE,
            record_kind TEXT NOT NULL CHECK (record_kind IN
                ('vehicle', 'odometer-entry', 'expense', 'maintenance-item', 'service', 'deadline')),
            record_id TEXT NOT NULL,
            vehicle_id TEXT NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('upsert', 'delete')),
            hlc TEXT NOT NULL CHECK (length(hlc) = 48),
            device_id TEXT NOT NULL CHECK (length(device_id) = 32)
        );
        CREATE INDEX outbox_by_account ON outbox (account, seq);
        """

    /// The sync's state: for each account linked to a household server, which server, and the
    /// cursor of its change feed (a PostgreSQL transaction-id horizon, decimal text; `0` before the
    /// first pull). The cursor is written in the same transaction as the pulled rows it covers, so
    /// a pull killed at any moment is either wholly applied, cursor included, or not at all.
    static let version7 = """
        CREATE TABLE sync_state (
            account TEXT PRIMARY KEY REFERENCES device_account (name) ON DELETE CASCADE,
            server TEXT NOT NULL CHECK (server <> ''),
            cursor TEXT NOT NULL DEFAULT '0' CHECK (cursor <> '' AND cursor NOT GLOB '*[^0-9]*')
        ) WITHOUT ROWID;
        """

    /// Readings a sync brought that contradict their neighbours: two devices logged readings, each
    /// right where it was written, that disagree once together (50,000 km on one, 49,000 km five days
    /// later on the other). Both are kept and `status` shows the pair until one is changed; a row
    /// names the reading that disagreed when it arrived, and what it contradicts is looked up again
    /// whenever it is shown (an edit elsewhere may have resolved it). Derived, device-local state:
    /// neither synced nor exported; a vehicle's rows go with it.
    static let version8 = """
        CREATE TABLE odometer_conflict (
            source TEXT NOT NULL,
            record_id TEXT NOT NULL,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            PRIMARY KEY (source, record_id)
        ) WITHOUT ROWID;
        CREATE INDEX odometer_conflict_by_vehicle ON odometer_conflict (vehicle_id);
        """

    /// Fuel records: a fuel expense's quantity gains its unit, a full-tank flag and a missed-previous
    /// flag, so the economy rule can read it (`FuelFill`). Quantities stored before get the unit the
    /// vehicle's distance unit implies (US gallons in miles, litres in kilometres), a full tank and
    /// nothing missed; the quantity itself is not touched. The partial index serves a vehicle's fill-ups
    /// (`fuel list`, `economy`) without reading its other expenses. The `economy` preference (the unit
    /// economy is shown in) joins the keys an account's preference row may have: SQLite cannot change a
    /// CHECK, so the table is rebuilt, rows unchanged (nothing references it).
    static let version9 = """
        ALTER TABLE expense ADD COLUMN fuel_unit TEXT CHECK (fuel_unit IN ('l', 'us-gal', 'imp-gal', 'kwh'));
        ALTER TABLE expense ADD COLUMN fuel_is_full INTEGER CHECK (fuel_is_full IN (0, 1));
        ALTER TABLE expense ADD COLUMN fuel_missed_previous INTEGER CHECK (fuel_missed_previous IN (0, 1));
        UPDATE expense SET
            fuel_unit = CASE (SELECT unit FROM vehicle WHERE vehicle.id = expense.vehicle_id) WHEN 'mi' THEN 'us-gal' ELSE 'l' END,
            fuel_is_full = 1,
            fuel_missed_previous = 0
        WHERE fuel_quantity IS NOT NULL;
        CREATE INDEX expense_fuel_by_vehicle ON expense (vehicle_id, day, odometer) WHERE fuel_quantity IS NOT NULL;

        CREATE TABLE account_preference_9 (
            account TEXT NOT NULL REFERENCES device_account (name) ON DELETE CASCADE,
            key TEXT NOT NULL CHECK (key IN ('locale', 'currency', 'lock', 'timezone', 'economy')),
            value TEXT NOT NULL,
            PRIMARY KEY (account, key)
        ) WITHOUT ROWID;
        INSERT INTO account_preference_9 (account, key, value) SELECT account, key, value FROM account_preference;
        DROP TABLE account_preference;
        ALTER TABLE account_preference_9 RENAME TO account_preference;
        """

    /// One row per record: a maintenance item's postponement moves from its own table into the item's
    /// row (`postponed_due_day`, `postponed_due_odometer`, both `NULL` when the current occurrence is
    /// not postponed), as the household server already keeps it. Every record kind is then one row of
    /// one table whose columns are its descriptor's fields, so that the store's statements, the outbox
    /// and the pull are all made from the descriptor, with no join to remember.
    static let version10 = """
        ALTER TABLE maintenance_item ADD COLUMN postponed_due_day TEXT;
        ALTER TABLE maintenance_item ADD COLUMN postponed_due_odometer INTEGER CHECK (postponed_due_odometer >= 0);
        UPDATE maintenance_item SET
            postponed_due_day = (SELECT p.due_day FROM maintenance_postponement p WHERE p.item_id = maintenance_item.id),
            postponed_due_odometer = (SELECT p.due_odometer FROM maintenance_postponement p WHERE p.item_id = maintenance_item.id);
        DROP TABLE maintenance_postponement;
        """
}
