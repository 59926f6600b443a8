/// The logbook's SQLite schema, as numbered migrations.
///
/// Conventions: money and rates are decimal TEXT (`'1234.56'`, `'0.83578'`), never `REAL`;
/// calendar days are TEXT `YYYY-MM-DD` (so text order is date order); odometer values and
/// distances are INTEGER in the vehicle's own unit. Never edit a shipped step: add one.
public enum Schema {
    /// Every step, oldest first.
    public static let migrator = Migrator([
        .init(version: 1, sql: version1),
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

        CREATE TABLE maintenance_item (
            id TEXT PRIMARY KEY CHECK (id <> ''),
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            name TEXT NOT NULL CHECK (name <> ''),
            every_months INTEGER CHECK (every_months > 0),
            every_distance INTEGER CHECK (every_distance > 0),
            first_due_day TEXT,
            first_due_distance INTEGER,
            warn_days INTEGER CHECK (warn_days >= 0),
            warn_distance INTEGER CHECK (warn_distance >= 0)
        );
        CREATE UNIQUE INDEX maintenance_item_by_name ON maintenance_item (vehicle_id, name COLLATE NOCASE);

        CREATE TABLE maintenance_service (
            id INTEGER PRIMARY KEY,
            item_id TEXT NOT NULL REFERENCES maintenance_item (id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            odometer INTEGER
        );
        CREATE INDEX maintenance_service_by_item_day ON maintenance_service (item_id, day);

        -- At most one postponement per item: it moves the current occurrence and is deleted
        -- when a service is logged.
        CREATE TABLE maintenance_postponement (
            item_id TEXT PRIMARY KEY REFERENCES maintenance_item (id) ON DELETE CASCADE,
            by_days INTEGER,
            by_distance INTEGER,
            until_day TEXT,
            until_distance INTEGER,
            CHECK ((by_days IS NOT NULL) + (by_distance IS NOT NULL)
                 + (until_day IS NOT NULL) + (until_distance IS NOT NULL) = 1)
        ) WITHOUT ROWID;

        CREATE TABLE expense (
            id INTEGER PRIMARY KEY,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            amount TEXT NOT NULL,
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            category TEXT NOT NULL CHECK (category IN
                ('fuel', 'service', 'repair', 'insurance', 'tax', 'parking', 'tolls', 'other')),
            note TEXT,
            odometer INTEGER,
            fuel_quantity TEXT,
            user_rate TEXT,
            service_id INTEGER REFERENCES maintenance_service (id) ON DELETE CASCADE
        );
        CREATE INDEX expense_by_vehicle_day ON expense (vehicle_id, day);
        CREATE INDEX expense_by_day ON expense (day);

        -- Every reading, whatever recorded it; a reading that came with an expense or a service
        -- goes when that record goes.
        CREATE TABLE odometer_reading (
            id INTEGER PRIMARY KEY,
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            value INTEGER NOT NULL CHECK (value >= 0),
            is_correction INTEGER NOT NULL DEFAULT 0 CHECK (is_correction IN (0, 1)),
            note TEXT,
            expense_id INTEGER REFERENCES expense (id) ON DELETE CASCADE,
            service_id INTEGER REFERENCES maintenance_service (id) ON DELETE CASCADE
        );
        CREATE INDEX odometer_reading_by_vehicle_day ON odometer_reading (vehicle_id, day);
        CREATE INDEX odometer_reading_by_expense ON odometer_reading (expense_id);
        CREATE INDEX odometer_reading_by_service ON odometer_reading (service_id);
        CREATE INDEX expense_by_service ON expense (service_id);

        CREATE TABLE deadline (
            id TEXT PRIMARY KEY CHECK (id <> ''),
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('insurance', 'inspection', 'road-tax', 'registration',
                                              'driving-licence', 'warranty', 'custom')),
            title TEXT NOT NULL CHECK (title <> ''),
            due_day TEXT NOT NULL,
            warn_days INTEGER CHECK (warn_days >= 0),
            every_months INTEGER CHECK (every_months > 0)
        );
        CREATE INDEX deadline_by_vehicle_due ON deadline (vehicle_id, due_day);
        CREATE UNIQUE INDEX deadline_by_title ON deadline (vehicle_id, title COLLATE NOCASE);

        -- Units of `currency` per 1 EUR, as published for `day`.
        CREATE TABLE exchange_rate (
            currency TEXT NOT NULL CHECK (length(currency) = 3),
            day TEXT NOT NULL,
            rate TEXT NOT NULL,
            PRIMARY KEY (currency, day)
        ) WITHOUT ROWID;
        """
}
