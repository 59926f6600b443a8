extension ServerSchema {
    /// Version 1: the household's shared data and the row-level security that is its authorization.
    ///
    /// Tables (schema `glovebox`, all owned by `glovebox_owner`, row-level security enabled and forced):
    /// - `account` (name = the login role, plan) and `plan` (the owned-vehicle limit of each plan:
    ///   free 2, plus none, which the app's `Plan.vehicleLimit` must agree with).
    /// - `vehicle`: a client-generated id, its owner (an account, never changed), the vehicle's fields.
    /// - `membership`: (vehicle, account, role owner|editor|viewer). The owner's row is written by a
    ///   trigger when the vehicle is inserted; accounts write only editor and viewer rows.
    /// - the records the app keeps: `odometer_entry`, `maintenance_item` (with its postponement),
    ///   `maintenance_service`, `expense`, `deadline`. Same fields as the app's SQLite tables (days as
    ///   `date`, money and rates as `numeric`), plus what the sync needs:
    ///   - `id`: client-generated, so that pushing one change twice finds the row it made the first time;
    ///   - `hlc`: the hybrid logical clock of the version, `(unix milliseconds << 16) | counter`, with
    ///     `device_id` (the device that wrote the version, a deleting one included) as the tie-break.
    ///     A trigger refuses an update whose `(hlc, device_id)` is not above the stored one
    ///     (`hlc_must_advance`) and a clock more than a day ahead of the server's (`hlc_not_in_future`),
    ///     so the last writer wins on the server whatever a client does;
    ///   - `deleted`: the tombstone. Records are never deleted by accounts (no `DELETE` grant): a delete
    ///     is an update that sets `deleted`, so that it travels like any edit and beats older ones;
    ///   - `changed_by`: the account that wrote the version, set by the trigger (it cannot be forged).
    ///   Cross-record references (a service's item, an expense's service) are foreign keys that
    ///   include the vehicle, so a record can never point into another vehicle.
    /// - `change`: the feed the sync pulls. One row per inserted, updated or deleted vehicle,
    ///   membership or record, written by a trigger: what changed (`kind`, `record_id`, its clock and
    ///   tombstone) and `txid`, the writing transaction's id. A reader sees the rows of the vehicles
    ///   it is a member of, and the membership rows about itself (`audience`), so a revoked share or a
    ///   deleted vehicle still reaches the member it leaves.
    ///
    /// The feed's cursor is a transaction id, not the row number: `seq` follows the order in which
    /// rows were written, not the order in which their transactions committed, so a cursor on it could
    /// step over a change that commits late. A pull reads, in one repeatable-read transaction,
    /// `glovebox.feed_horizon()` (the snapshot's oldest running transaction) and every row with
    /// `txid >= cursor AND txid < horizon`; every transaction below the horizon has ended, so no row can
    /// appear there later, and the horizon is the next cursor. No lock is shared by writers.
    ///
    /// Policies (for members of `glovebox_account`; the account is `session_user`, which `SET ROLE`
    /// cannot change):
    /// - a member reads the vehicle, its memberships and its records; an account reads its own account row;
    /// - an editor or the owner inserts and updates records (tombstones included) and the vehicle's fields;
    /// - only the owner deletes the vehicle (its records and memberships go with it) and inserts,
    ///   updates or deletes editor and viewer memberships; nobody touches the owner's row;
    /// - a vehicle is inserted only with the inserting account as its owner; the owner column is not
    ///   updatable; the plan's limit is checked by a trigger that first bumps the owner's account row,
    ///   so two concurrent inserts for one owner queue on that row lock and the second counts the
    ///   first (`plan_owned_vehicle_limit`, a check violation).
    /// A refused insert is `42501` ("new row violates row-level security policy"); a refused update or
    /// delete changes 0 rows; a missing grant (a record's hard delete, the owner column) is `42501`
    /// "permission denied".
    static let version1 = #"""
        -- Roles. Cluster-wide, so created only when missing, then given their attributes explicitly.
        DO $roles$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'glovebox_owner') THEN
                CREATE ROLE glovebox_owner;
            END IF;
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'glovebox_system') THEN
                CREATE ROLE glovebox_system;
            END IF;
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'glovebox_account') THEN
                CREATE ROLE glovebox_account;
            END IF;
        END
        $roles$;
        ALTER ROLE glovebox_owner NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
        ALTER ROLE glovebox_system NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
        ALTER ROLE glovebox_account NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;

        -- The database: accounts connect, nothing more (no temporary tables, no schemas of their own).
        DO $database$
        BEGIN
            EXECUTE pg_catalog.format('REVOKE ALL ON DATABASE %I FROM PUBLIC', pg_catalog.current_database());
            EXECUTE pg_catalog.format('GRANT CONNECT ON DATABASE %I TO glovebox_account', pg_catalog.current_database());
        END
        $database$;
        REVOKE ALL ON SCHEMA public FROM PUBLIC;
        -- Functions are callable by everyone unless told otherwise; here each grant is explicit.
        ALTER DEFAULT PRIVILEGES FOR ROLE glovebox_owner REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;

        CREATE SCHEMA glovebox AUTHORIZATION glovebox_owner;
        GRANT USAGE ON SCHEMA glovebox TO glovebox_account, glovebox_system;

        SET LOCAL ROLE glovebox_owner;

        -- Who is asking: the login role, which SET ROLE cannot change (current_user would follow it).
        CREATE FUNCTION glovebox.current_account() RETURNS text
            LANGUAGE sql STABLE PARALLEL SAFE
            SET search_path = pg_catalog, pg_temp
            RETURN session_user::text;

        CREATE TABLE glovebox.schema_version (
            version integer PRIMARY KEY CHECK (version > 0),
            description text NOT NULL,
            applied_at timestamptz NOT NULL DEFAULT now()
        );

        CREATE TABLE glovebox.plan (
            name text PRIMARY KEY,
            owned_vehicle_limit integer CHECK (owned_vehicle_limit >= 0)
        );

        CREATE TABLE glovebox.account (
            name text PRIMARY KEY,
            plan text NOT NULL DEFAULT 'free' REFERENCES glovebox.plan (name),
            created_at timestamptz NOT NULL DEFAULT now(),
            vehicle_guard bigint NOT NULL DEFAULT 0
        );

        -- No licence plate: it never leaves the app, not even for the household's own server; each
        -- device keeps the plate its user typed.
        CREATE TABLE glovebox.vehicle (
            id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
            owner text NOT NULL DEFAULT glovebox.current_account()
                REFERENCES glovebox.account (name) ON DELETE CASCADE,
            name text NOT NULL CHECK (name <> '' AND length(name) <= 100),
            make text CHECK (length(make) <= 60),
            model text CHECK (length(model) <= 60),
            year integer CHECK (year BETWEEN 1886 AND 2100),
            unit text NOT NULL CHECK (unit IN ('km', 'mi')),
            hlc bigint NOT NULL CHECK (hlc > 0),
            device_id text NOT NULL CHECK (device_id ~ '^[a-z0-9-]{1,64}$'),
            changed_by text NOT NULL DEFAULT glovebox.current_account()
        );
        CREATE INDEX vehicle_by_owner ON glovebox.vehicle (owner);

        CREATE TABLE glovebox.membership (
            vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
            account text NOT NULL REFERENCES glovebox.account (name) ON DELETE CASCADE,
            role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
            granted_by text NOT NULL DEFAULT glovebox.current_account(),
            granted_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (vehicle_id, account)
        );
        CREATE UNIQUE INDEX membership_one_owner ON glovebox.membership (vehicle_id) WHERE role = 'owner';
        CREATE INDEX membership_by_account ON glovebox.membership (account, vehicle_id);

        CREATE TABLE glovebox.odometer_entry (
            id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
            vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
            day date NOT NULL,
            value integer NOT NULL CHECK (value >= 0),
            is_correction boolean NOT NULL DEFAULT false,
            note text CHECK (length(note) <= 1000),
            hlc bigint NOT NULL CHECK (hlc > 0),
            device_id text NOT NULL CHECK (device_id ~ '^[a-z0-9-]{1,64}$'),
            deleted boolean NOT NULL DEFAULT false,
            changed_by text NOT NULL DEFAULT glovebox.current_account()
        );
        CREATE INDEX odometer_entry_by_vehicle ON glovebox.odometer_entry (vehicle_id, day);

        CREATE TABLE glovebox.maintenance_item (
            id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
            vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
            name text NOT NULL CHECK (name <> '' AND length(name) <= 100),
            every_months integer CHECK (every_months > 0),
            every_distance integer CHECK (every_distance > 0),
            warn_days integer CHECK (warn_days >= 0),
            warn_distance integer CHECK (warn_distance >= 0),
            first_due_day date,
            first_due_odometer integer CHECK (first_due_odometer >= 0),
            start_day date NOT NULL,
            start_odometer integer CHECK (start_odometer >= 0),
            position integer NOT NULL,
            postponed_due_day date,
            postponed_due_odometer integer CHECK (postponed_due_odometer >= 0),
            hlc bigint NOT NULL CHECK (hlc > 0),
            device_id text NOT NULL CHECK (device_id ~ '^[a-z0-9-]{1,64}$'),
            deleted boolean NOT NULL DEFAULT false,
            changed_by text NOT NULL DEFAULT glovebox.current_account(),
            UNIQUE (vehicle_id, id)
        );

        CREATE TABLE glovebox.maintenance_service (
            id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
            vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
            item_id text NOT NULL,
            day date NOT NULL,
            odometer integer CHECK (odometer >= 0),
            odometer_is_correction boolean NOT NULL DEFAULT false,
            note text CHECK (length(note) <= 1000),
            hlc bigint NOT NULL CHECK (hlc > 0),
            device_id text NOT NULL CHECK (device_id ~ '^[a-z0-9-]{1,64}$'),
            deleted boolean NOT NULL DEFAULT false,
            changed_by text NOT NULL DEFAULT glovebox.current_account(),
            UNIQUE (vehicle_id, id),
            FOREIGN KEY (vehicle_id, item_id) REFERENCES glovebox.maintenance_item (vehicle_id, id) ON DELETE CASCADE
        );
        CREATE INDEX maintenance_service_by_item ON glovebox.maintenance_service (vehicle_id, item_id);

        CREATE TABLE glovebox.expense (
            id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
            vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
            day date NOT NULL,
            amount numeric NOT NULL,
            currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
            category text NOT NULL CHECK (category IN
                ('fuel', 'service', 'repair', 'insurance', 'tax', 'parking', 'tolls', 'other')),
            note text CHECK (length(note) <= 1000),
            odometer integer CHECK (odometer >= 0),
            odometer_is_correction boolean NOT NULL DEFAULT false,
            fuel_quantity numeric CHECK (fuel_quantity > 0),
            user_rate numeric CHECK (user_rate > 0),
            user_rate_quote text CHECK (user_rate_quote ~ '^[A-Z]{3}$'),
            service_id text,
            hlc bigint NOT NULL CHECK (hlc > 0),
            device_id text NOT NULL CHECK (device_id ~ '^[a-z0-9-]{1,64}$'),
            deleted boolean NOT NULL DEFAULT false,
            changed_by text NOT NULL DEFAULT glovebox.current_account(),
            CHECK ((user_rate IS NULL) = (user_rate_quote IS NULL)),
            FOREIGN KEY (vehicle_id, service_id) REFERENCES glovebox.maintenance_service (vehicle_id, id) ON DELETE CASCADE
        );
        CREATE INDEX expense_by_vehicle ON glovebox.expense (vehicle_id, day);

        CREATE TABLE glovebox.deadline (
            id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
            vehicle_id text NOT NULL REFERENCES glovebox.vehicle (id) ON DELETE CASCADE,
            kind text NOT NULL CHECK (kind IN
                ('insurance', 'inspection', 'road-tax', 'registration', 'driving-licence', 'warranty', 'custom')),
            title text NOT NULL CHECK (title <> '' AND length(title) <= 100),
            due_day date NOT NULL,
            warn_days integer CHECK (warn_days >= 0),
            every_months integer CHECK (every_months > 0),
            schedule_anchor_day date NOT NULL,
            hlc bigint NOT NULL CHECK (hlc > 0),
            device_id text NOT NULL CHECK (device_id ~ '^[a-z0-9-]{1,64}$'),
            deleted boolean NOT NULL DEFAULT false,
            changed_by text NOT NULL DEFAULT glovebox.current_account()
        );
        CREATE INDEX deadline_by_vehicle ON glovebox.deadline (vehicle_id, due_day);

        CREATE TABLE glovebox.change (
            seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
            vehicle_id text NOT NULL,
            kind text NOT NULL CHECK (kind IN ('vehicle', 'membership', 'odometer_entry', 'maintenance_item',
                                              'maintenance_service', 'expense', 'deadline')),
            record_id text NOT NULL,
            hlc bigint,
            device_id text,
            deleted boolean NOT NULL,
            audience text,
            changed_by text NOT NULL DEFAULT glovebox.current_account(),
            changed_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE INDEX change_by_txid ON glovebox.change (txid, seq);
        CREATE INDEX change_by_vehicle ON glovebox.change (vehicle_id, txid);
        CREATE INDEX change_by_audience ON glovebox.change (audience, txid) WHERE audience IS NOT NULL;

        -- The feed's cursor: every transaction older than the current snapshot's xmin has ended.
        CREATE FUNCTION glovebox.feed_horizon() RETURNS xid8
            LANGUAGE sql STABLE
            SET search_path = pg_catalog, pg_temp
            RETURN pg_snapshot_xmin(pg_current_snapshot());

        -- The highest clock a write may carry: a day ahead of the server's.
        CREATE FUNCTION glovebox.hlc_ceiling() RETURNS bigint
            LANGUAGE sql VOLATILE
            SET search_path = pg_catalog, pg_temp
            RETURN ((floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint + 86400000) << 16) | 65535;

        -- Membership look-ups for the policies (definer: a policy on membership cannot read membership
        -- itself without recursing).
        CREATE FUNCTION glovebox.readable_vehicles() RETURNS SETOF text
            LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
            BEGIN ATOMIC
                SELECT m.vehicle_id FROM glovebox.membership m WHERE m.account = glovebox.current_account();
            END;
        CREATE FUNCTION glovebox.writable_vehicles() RETURNS SETOF text
            LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
            BEGIN ATOMIC
                SELECT m.vehicle_id FROM glovebox.membership m
                WHERE m.account = glovebox.current_account() AND m.role IN ('owner', 'editor');
            END;
        CREATE FUNCTION glovebox.owned_vehicles() RETURNS SETOF text
            LANGUAGE sql STABLE SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
            BEGIN ATOMIC
                SELECT m.vehicle_id FROM glovebox.membership m
                WHERE m.account = glovebox.current_account() AND m.role = 'owner';
            END;

        -- Version stamps: who wrote the version, and a clock that only moves forward.
        CREATE FUNCTION glovebox.stamp_version() RETURNS trigger
            LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            NEW.changed_by := glovebox.current_account();
            IF NEW.hlc > glovebox.hlc_ceiling() THEN
                RAISE EXCEPTION 'the change''s clock is more than a day ahead of the server''s'
                    USING ERRCODE = 'check_violation', CONSTRAINT = 'hlc_not_in_future',
                          SCHEMA = TG_TABLE_SCHEMA, TABLE = TG_TABLE_NAME;
            END IF;
            IF TG_OP = 'UPDATE' AND (NEW.hlc, NEW.device_id COLLATE "C") <= (OLD.hlc, OLD.device_id COLLATE "C") THEN
                RAISE EXCEPTION 'the change is not newer than the stored version'
                    USING ERRCODE = 'check_violation', CONSTRAINT = 'hlc_must_advance',
                          SCHEMA = TG_TABLE_SCHEMA, TABLE = TG_TABLE_NAME,
                          DETAIL = format('stored %s from %s, given %s from %s', OLD.hlc, OLD.device_id, NEW.hlc, NEW.device_id);
            END IF;
            RETURN NEW;
        END
        $$;

        -- The plan's limit (definer: it counts every vehicle the owner has and locks the owner's row).
        CREATE FUNCTION glovebox.check_plan_limit() RETURNS trigger
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            plan_name text;
            plan_limit integer;
            owned bigint;
        BEGIN
            IF NEW.owner IS DISTINCT FROM glovebox.current_account() THEN
                RETURN NEW;
            END IF;
            UPDATE glovebox.account SET vehicle_guard = vehicle_guard + 1 WHERE name = NEW.owner RETURNING plan INTO plan_name;
            IF NOT FOUND THEN
                RETURN NEW;
            END IF;
            SELECT p.owned_vehicle_limit INTO plan_limit FROM glovebox.plan p WHERE p.name = plan_name;
            IF plan_limit IS NOT NULL THEN
                SELECT count(*) INTO owned FROM glovebox.vehicle v WHERE v.owner = NEW.owner;
                IF owned >= plan_limit THEN
                    RAISE EXCEPTION 'the % plan allows % owned vehicles', plan_name, plan_limit
                        USING ERRCODE = 'check_violation', CONSTRAINT = 'plan_owned_vehicle_limit',
                              SCHEMA = 'glovebox', TABLE = 'vehicle',
                              DETAIL = format('%s already owns %s', NEW.owner, owned);
                END IF;
            END IF;
            RETURN NEW;
        END
        $$;

        -- The owner's own membership (definer: no account may insert an owner row).
        CREATE FUNCTION glovebox.add_owner_membership() RETURNS trigger
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            INSERT INTO glovebox.membership (vehicle_id, account, role, granted_by) VALUES (NEW.id, NEW.owner, 'owner', NEW.owner);
            RETURN NULL;
        END
        $$;

        -- The change feed (definer: no account may write it).
        CREATE FUNCTION glovebox.log_change() RETURNS trigger
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

        -- Accounts: a login role of the account's name, with a SCRAM verifier computed by the client.
        CREATE FUNCTION glovebox.create_account(account_name text, password_verifier text, plan_name text DEFAULT 'free')
            RETURNS void
            LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            IF account_name IS NULL OR account_name = '' OR account_name <> btrim(account_name)
               OR account_name ~ '[[:cntrl:]]' THEN
                RAISE EXCEPTION 'an account name must be non-empty text without control characters or surrounding spaces'
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
            IF password_verifier IS NULL OR password_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
                RAISE EXCEPTION 'the password must be given as a SCRAM-SHA-256 verifier'
                    USING ERRCODE = 'invalid_parameter_value';
            END IF;
            EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS'
                           ' INHERIT CONNECTION LIMIT 20 IN ROLE glovebox_account', account_name, password_verifier);
            INSERT INTO glovebox.account (name, plan) VALUES (account_name, plan_name);
        END
        $$;

        CREATE TRIGGER stamp_version BEFORE INSERT OR UPDATE ON glovebox.vehicle
            FOR EACH ROW EXECUTE FUNCTION glovebox.stamp_version();
        CREATE TRIGGER check_plan_limit BEFORE INSERT ON glovebox.vehicle
            FOR EACH ROW EXECUTE FUNCTION glovebox.check_plan_limit();
        CREATE TRIGGER add_owner_membership AFTER INSERT ON glovebox.vehicle
            FOR EACH ROW EXECUTE FUNCTION glovebox.add_owner_membership();
        CREATE TRIGGER log_change AFTER INSERT OR UPDATE OR DELETE ON glovebox.vehicle
            FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();
        CREATE TRIGGER log_change AFTER INSERT OR UPDATE OR DELETE ON glovebox.membership
            FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();
        CREATE TRIGGER stamp_version BEFORE INSERT OR UPDATE ON glovebox.odometer_entry
            FOR EACH ROW EXECUTE FUNCTION glovebox.stamp_version();
        CREATE TRIGGER log_change AFTER INSERT OR UPDATE ON glovebox.odometer_entry
            FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();
        CREATE TRIGGER stamp_version BEFORE INSERT OR UPDATE ON glovebox.maintenance_item
            FOR EACH ROW EXECUTE FUNCTION glovebox.stamp_version();
        CREATE TRIGGER log_change AFTER INSERT OR UPDATE ON glovebox.maintenance_item
            FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();
        CREATE TRIGGER stamp_version BEFORE INSERT OR UPDATE ON glovebox.maintenance_service
            FOR EACH ROW EXECUTE FUNCTION glovebox.stamp_version();
        CREATE TRIGGER log_change AFTER INSERT OR UPDATE ON glovebox.maintenance_service
            FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();
        CREATE TRIGGER stamp_version BEFORE INSERT OR UPDATE ON glovebox.expense
            FOR EACH ROW EXECUTE FUNCTION glovebox.stamp_version();
        CREATE TRIGGER log_change AFTER INSERT OR UPDATE ON glovebox.expense
            FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();
        CREATE TRIGGER stamp_version BEFORE INSERT OR UPDATE ON glovebox.deadline
            FOR EACH ROW EXECUTE FUNCTION glovebox.stamp_version();
        CREATE TRIGGER log_change AFTER INSERT OR UPDATE ON glovebox.deadline
            FOR EACH ROW EXECUTE FUNCTION glovebox.log_change();

        -- Row-level security, enabled and forced on every table: the policies are the authorization.
        ALTER TABLE glovebox.schema_version ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.plan ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.account ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.vehicle ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.membership ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.odometer_entry ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.maintenance_item ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.maintenance_service ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.expense ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.deadline ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
        ALTER TABLE glovebox.change ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;

        CREATE POLICY read ON glovebox.schema_version FOR SELECT TO glovebox_account USING (true);
        CREATE POLICY read ON glovebox.plan FOR SELECT TO glovebox_account, glovebox_system USING (true);

        CREATE POLICY read_own ON glovebox.account FOR SELECT TO glovebox_account
            USING (name = glovebox.current_account());
        CREATE POLICY system_read ON glovebox.account FOR SELECT TO glovebox_system USING (true);
        CREATE POLICY system_guard ON glovebox.account FOR UPDATE TO glovebox_system USING (true) WITH CHECK (true);

        CREATE POLICY read ON glovebox.vehicle FOR SELECT TO glovebox_account
            USING (owner = glovebox.current_account() OR id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY create_owned ON glovebox.vehicle FOR INSERT TO glovebox_account
            WITH CHECK (owner = glovebox.current_account());
        CREATE POLICY edit ON glovebox.vehicle FOR UPDATE TO glovebox_account
            USING (id IN (SELECT glovebox.writable_vehicles()))
            WITH CHECK (id IN (SELECT glovebox.writable_vehicles()));
        CREATE POLICY remove_owned ON glovebox.vehicle FOR DELETE TO glovebox_account
            USING (owner = glovebox.current_account());
        CREATE POLICY system_count ON glovebox.vehicle FOR SELECT TO glovebox_system USING (true);

        CREATE POLICY read ON glovebox.membership FOR SELECT TO glovebox_account
            USING (account = glovebox.current_account() OR vehicle_id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY share ON glovebox.membership FOR INSERT TO glovebox_account
            WITH CHECK (vehicle_id IN (SELECT glovebox.owned_vehicles()) AND role IN ('editor', 'viewer'));
        CREATE POLICY change_role ON glovebox.membership FOR UPDATE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.owned_vehicles()) AND role <> 'owner')
            WITH CHECK (vehicle_id IN (SELECT glovebox.owned_vehicles()) AND role IN ('editor', 'viewer'));
        CREATE POLICY revoke ON glovebox.membership FOR DELETE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.owned_vehicles()) AND role <> 'owner');
        CREATE POLICY system_read ON glovebox.membership FOR SELECT TO glovebox_system USING (true);
        CREATE POLICY system_add_owner ON glovebox.membership FOR INSERT TO glovebox_system WITH CHECK (role = 'owner');

        CREATE POLICY read ON glovebox.odometer_entry FOR SELECT TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY write ON glovebox.odometer_entry FOR INSERT TO glovebox_account
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));
        CREATE POLICY edit ON glovebox.odometer_entry FOR UPDATE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.writable_vehicles()))
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));

        CREATE POLICY read ON glovebox.maintenance_item FOR SELECT TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY write ON glovebox.maintenance_item FOR INSERT TO glovebox_account
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));
        CREATE POLICY edit ON glovebox.maintenance_item FOR UPDATE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.writable_vehicles()))
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));

        CREATE POLICY read ON glovebox.maintenance_service FOR SELECT TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY write ON glovebox.maintenance_service FOR INSERT TO glovebox_account
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));
        CREATE POLICY edit ON glovebox.maintenance_service FOR UPDATE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.writable_vehicles()))
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));

        CREATE POLICY read ON glovebox.expense FOR SELECT TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY write ON glovebox.expense FOR INSERT TO glovebox_account
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));
        CREATE POLICY edit ON glovebox.expense FOR UPDATE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.writable_vehicles()))
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));

        CREATE POLICY read ON glovebox.deadline FOR SELECT TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY write ON glovebox.deadline FOR INSERT TO glovebox_account
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));
        CREATE POLICY edit ON glovebox.deadline FOR UPDATE TO glovebox_account
            USING (vehicle_id IN (SELECT glovebox.writable_vehicles()))
            WITH CHECK (vehicle_id IN (SELECT glovebox.writable_vehicles()));

        CREATE POLICY read ON glovebox.change FOR SELECT TO glovebox_account
            USING (audience = glovebox.current_account() OR vehicle_id IN (SELECT glovebox.readable_vehicles()));
        CREATE POLICY system_log ON glovebox.change FOR INSERT TO glovebox_system WITH CHECK (true);

        -- Privileges: exactly what the policies above need, granted to the group every account is in.
        GRANT SELECT ON glovebox.schema_version, glovebox.plan TO glovebox_account;
        GRANT SELECT (name, plan, created_at) ON glovebox.account TO glovebox_account;
        GRANT SELECT, DELETE ON glovebox.vehicle TO glovebox_account;
        GRANT INSERT (id, owner, name, make, model, year, unit, hlc, device_id) ON glovebox.vehicle TO glovebox_account;
        GRANT UPDATE (name, make, model, year, unit, hlc, device_id) ON glovebox.vehicle TO glovebox_account;
        GRANT SELECT, DELETE ON glovebox.membership TO glovebox_account;
        GRANT INSERT (vehicle_id, account, role) ON glovebox.membership TO glovebox_account;
        GRANT UPDATE (role) ON glovebox.membership TO glovebox_account;
        GRANT SELECT ON glovebox.odometer_entry, glovebox.maintenance_item, glovebox.maintenance_service,
            glovebox.expense, glovebox.deadline, glovebox.change TO glovebox_account;
        GRANT INSERT (id, vehicle_id, day, value, is_correction, note, hlc, device_id, deleted)
            ON glovebox.odometer_entry TO glovebox_account;
        GRANT UPDATE (day, value, is_correction, note, hlc, device_id, deleted)
            ON glovebox.odometer_entry TO glovebox_account;
        GRANT INSERT (id, vehicle_id, name, every_months, every_distance, warn_days, warn_distance, first_due_day,
                      first_due_odometer, start_day, start_odometer, position, postponed_due_day, postponed_due_odometer,
                      hlc, device_id, deleted)
            ON glovebox.maintenance_item TO glovebox_account;
        GRANT UPDATE (name, every_months, every_distance, warn_days, warn_distance, first_due_day, first_due_odometer,
                      start_day, start_odometer, position, postponed_due_day, postponed_due_odometer, hlc, device_id, deleted)
            ON glovebox.maintenance_item TO glovebox_account;
        GRANT INSERT (id, vehicle_id, item_id, day, odometer, odometer_is_correction, note, hlc, device_id, deleted)
            ON glovebox.maintenance_service TO glovebox_account;
        GRANT UPDATE (item_id, day, odometer, odometer_is_correction, note, hlc, device_id, deleted)
            ON glovebox.maintenance_service TO glovebox_account;
        GRANT INSERT (id, vehicle_id, day, amount, currency, category, note, odometer, odometer_is_correction, fuel_quantity,
                      user_rate, user_rate_quote, service_id, hlc, device_id, deleted)
            ON glovebox.expense TO glovebox_account;
        GRANT UPDATE (day, amount, currency, category, note, odometer, odometer_is_correction, fuel_quantity, user_rate,
                      user_rate_quote, service_id, hlc, device_id, deleted)
            ON glovebox.expense TO glovebox_account;
        GRANT INSERT (id, vehicle_id, kind, title, due_day, warn_days, every_months, schedule_anchor_day, hlc, device_id, deleted)
            ON glovebox.deadline TO glovebox_account;
        GRANT UPDATE (kind, title, due_day, warn_days, every_months, schedule_anchor_day, hlc, device_id, deleted)
            ON glovebox.deadline TO glovebox_account;

        GRANT SELECT ON glovebox.plan, glovebox.vehicle, glovebox.membership TO glovebox_system;
        GRANT SELECT (name, plan, vehicle_guard), UPDATE (vehicle_guard) ON glovebox.account TO glovebox_system;
        GRANT INSERT (vehicle_id, account, role, granted_by) ON glovebox.membership TO glovebox_system;
        GRANT INSERT (vehicle_id, kind, record_id, hlc, device_id, deleted, audience) ON glovebox.change TO glovebox_system;

        GRANT EXECUTE ON FUNCTION glovebox.current_account(), glovebox.feed_horizon(), glovebox.hlc_ceiling(),
            glovebox.readable_vehicles(), glovebox.writable_vehicles(), glovebox.owned_vehicles()
            TO glovebox_account;
        GRANT EXECUTE ON FUNCTION glovebox.current_account() TO glovebox_system;

        RESET ROLE;

        -- The definer functions run as glovebox_system, whose powers are the policies written for it.
        ALTER FUNCTION glovebox.readable_vehicles() OWNER TO glovebox_system;
        ALTER FUNCTION glovebox.writable_vehicles() OWNER TO glovebox_system;
        ALTER FUNCTION glovebox.owned_vehicles() OWNER TO glovebox_system;
        ALTER FUNCTION glovebox.check_plan_limit() OWNER TO glovebox_system;
        ALTER FUNCTION glovebox.add_owner_membership() OWNER TO glovebox_system;
        ALTER FUNCTION glovebox.log_change() OWNER TO glovebox_system;
        REVOKE EXECUTE ON FUNCTION glovebox.readable_vehicles(), glovebox.writable_vehicles(), glovebox.owned_vehicles(),
            glovebox.check_plan_limit(), glovebox.add_owner_membership(), glovebox.log_change() FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION glovebox.readable_vehicles(), glovebox.writable_vehicles(), glovebox.owned_vehicles()
            TO glovebox_account;

        INSERT INTO glovebox.plan (name, owned_vehicle_limit) VALUES ('free', 2), ('plus', NULL);
        """#
}
