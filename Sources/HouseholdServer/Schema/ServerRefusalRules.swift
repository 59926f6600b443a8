import GarageRules

/// The household schema's refusals that a person meets, each naming its rule (schema version 16).
///
/// PL/pgSQL can only raise one sentence, and the schema's are English: the server's tool and the app
/// translated them by matching that text, or passed it on. Version 16 installs the same functions
/// again (`CREATE OR REPLACE`, the same checks in the same order, the same SQLSTATEs and English
/// messages for `psql` users and the server's log) with each refusal's rule in the error's
/// constraint field and the values it names in its detail field, as a JSON object. Both sides decode
/// them with `HouseholdRefusal` (PostgresClient), whose `Rule` lists the names; they are a contract
/// between a server and its household's apps, so a rule that changes meaning gets a new name.
///
/// The functions are replaced by the superuser, so each keeps its owner (and, for the definers, the
/// powers that go with it); their grants and triggers stay as they are. The versions replaced are
/// the newest each had: `check_plan_limit` of version 1, `create_account` and `delete_account` of
/// version 10 (``ServerAccountRoles``), `change_password` and `add_usage` of version 10
/// (``ServerPasswords``, ``ServerUsageLimits``), `limit_reminder_claims` of version 14
/// (``ServerReminderClaims``). Those files keep the SQL their versions shipped.
///
/// The field rules (``ServerFieldRules``) keep their English: only a client that skips the app's own
/// checks of the same table meets them.
public enum ServerRefusalRules {
    /// The SQL (run as the cluster's superuser).
    public static var sql: String {
        #"""
        CREATE OR REPLACE FUNCTION glovebox.check_plan_limit() RETURNS trigger
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
                              DETAIL = jsonb_build_object('plan', plan_name, 'allowed', plan_limit, 'owned', owned)::text;
                END IF;
            END IF;
            RETURN NEW;
        END
        $$;

        CREATE OR REPLACE FUNCTION glovebox.create_account(account_name text, password_verifier text, plan_name text DEFAULT 'free')
            RETURNS void
            LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            twin text;
            login text := 'a_' || md5(account_name || 'glovebox-account');
        BEGIN
            IF account_name IS NULL OR account_name = '' OR account_name <> btrim(account_name)
               OR account_name ~ '[[:cntrl:]]' THEN
                RAISE EXCEPTION 'an account name must be non-empty text without control characters or surrounding spaces'
                    USING ERRCODE = 'invalid_parameter_value', CONSTRAINT = 'account_name_form', DETAIL = '{}';
            END IF;
            -- Direction marks, embeddings, overrides and isolates; zero-width and invisible characters.
            IF account_name ~ '[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]' THEN
                RAISE EXCEPTION 'an account name must not hold invisible characters or characters that change the direction of text'
                    USING ERRCODE = 'invalid_parameter_value', CONSTRAINT = 'account_name_invisible', DETAIL = '{}';
            END IF;
            -- A name of a login role's form could stand for that role's account once its row is gone
            -- (current_account() then answers the role's name).
            IF account_name ~ '^a_[0-9a-f]{32}$' THEN
                RAISE EXCEPTION 'the account name ''%'' has the form of a login role, which the server keeps for itself', account_name
                    USING ERRCODE = 'invalid_parameter_value', CONSTRAINT = 'account_name_login_role',
                          DETAIL = jsonb_build_object('name', account_name)::text;
            END IF;
            IF octet_length(account_name) > 254 THEN
                RAISE EXCEPTION 'an account name has at most 254 bytes on the server (this one has %)', octet_length(account_name)
                    USING ERRCODE = 'invalid_parameter_value', CONSTRAINT = 'account_name_bytes',
                          DETAIL = jsonb_build_object('bytes', octet_length(account_name), 'limit', 254)::text;
            END IF;
            SELECT name INTO twin FROM glovebox.account WHERE lower(name) = lower(account_name);
            IF FOUND THEN
                RAISE EXCEPTION 'an account named ''%'' already exists on this server', twin
                    USING ERRCODE = 'unique_violation', CONSTRAINT = 'account_name_case_twin',
                          DETAIL = jsonb_build_object('twin', twin)::text;
            END IF;
            IF password_verifier IS NULL OR password_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
                RAISE EXCEPTION 'the password must be given as a SCRAM-SHA-256 verifier'
                    USING ERRCODE = 'invalid_parameter_value', CONSTRAINT = 'password_verifier', DETAIL = '{}';
            END IF;
            EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS'
                           ' INHERIT CONNECTION LIMIT 20 IN ROLE glovebox_account', login, password_verifier);
            PERFORM glovebox.account_settings(login);
            INSERT INTO glovebox.account (name, plan, role) VALUES (account_name, plan_name, login);
        END
        $$;

        CREATE OR REPLACE FUNCTION glovebox.delete_account() RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            me text := glovebox.current_account();
            login text := session_user;
            owned text[];
        BEGIN
            IF me IS NULL OR NOT pg_catalog.pg_has_role(login, 'glovebox_account', 'MEMBER') THEN
                RAISE EXCEPTION '% is not a glovebox account', login
                    USING ERRCODE = 'insufficient_privilege', CONSTRAINT = 'not_an_account',
                          DETAIL = pg_catalog.jsonb_build_object('login', login)::text;
            END IF;
            owned := ARRAY(SELECT glovebox.owned_vehicles());
            -- The cascades take the owned vehicles (their records and shares) and every membership.
            DELETE FROM glovebox.account WHERE name = me;
            IF NOT FOUND THEN
                RAISE EXCEPTION '% is not a glovebox account', login
                    USING ERRCODE = 'insufficient_privilege', CONSTRAINT = 'not_an_account',
                          DETAIL = pg_catalog.jsonb_build_object('login', login)::text;
            END IF;
            DELETE FROM glovebox.change
            WHERE txid <> pg_catalog.pg_current_xact_id() AND (audience = me OR vehicle_id = ANY (owned));
            EXECUTE pg_catalog.format('REVOKE glovebox_account FROM %I', login);
            EXECUTE pg_catalog.format('ALTER ROLE %I NOLOGIN', login);
            INSERT INTO glovebox.retired_account (name) VALUES (login) ON CONFLICT (name) DO NOTHING;
            PERFORM glovebox.drop_retired_accounts();
        END
        $$;

        CREATE OR REPLACE FUNCTION glovebox.change_password(password_verifier text) RETURNS void
            LANGUAGE plpgsql SECURITY DEFINER
            SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            me text := glovebox.current_account();
            login text := session_user;
        BEGIN
            IF me IS NULL OR NOT pg_catalog.pg_has_role(login, 'glovebox_account', 'MEMBER') THEN
                RAISE EXCEPTION '% is not a glovebox account', login
                    USING ERRCODE = 'insufficient_privilege', CONSTRAINT = 'not_an_account',
                          DETAIL = pg_catalog.jsonb_build_object('login', login)::text;
            END IF;
            IF password_verifier IS NULL OR password_verifier NOT LIKE 'SCRAM-SHA-256$%' THEN
                RAISE EXCEPTION 'the password must be given as a SCRAM-SHA-256 verifier'
                    USING ERRCODE = 'invalid_parameter_value', CONSTRAINT = 'password_verifier', DETAIL = '{}';
            END IF;
            EXECUTE pg_catalog.format('ALTER ROLE %I PASSWORD %L', login, password_verifier);
            INSERT INTO glovebox.account_password (name, verifier) VALUES (me, password_verifier)
            ON CONFLICT (name) DO UPDATE SET verifier = excluded.verifier, set_at = now();
        END
        $$;

        CREATE OR REPLACE FUNCTION glovebox.limit_reminder_claims() RETURNS trigger
            LANGUAGE plpgsql
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            IF (SELECT count(*) FROM glovebox.reminder_claim WHERE account = NEW.account) >= \#(ServerReminderClaims.accountLimit) THEN
                RAISE EXCEPTION 'an account may hold at most \#(ServerReminderClaims.accountLimit) reminder claims'
                    USING ERRCODE = 'program_limit_exceeded', CONSTRAINT = 'reminder_claim_limit',
                          DETAIL = jsonb_build_object('limit', \#(ServerReminderClaims.accountLimit))::text;
            END IF;
            RETURN NEW;
        END;
        $$;
        """# + "\n\n" + usageSQL
    }

    /// `add_usage` of ``ServerUsageLimits``, each limit named.
    private static var usageSQL: String {
        """
        CREATE OR REPLACE FUNCTION glovebox.add_usage(target text, added_records bigint, added_bytes bigint) RETURNS void
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
                    target, kept_records, \(HouseholdLimits.recordsPerVehicle)
                    USING ERRCODE = 'program_limit_exceeded', CONSTRAINT = 'vehicle_record_limit',
                          DETAIL = jsonb_build_object('vehicle', target, 'records', kept_records, 'limit', \(HouseholdLimits.recordsPerVehicle))::text;
            END IF;
            IF added_bytes > 0 AND kept_bytes > \(HouseholdLimits.bytesPerVehicle) THEN
                RAISE EXCEPTION 'the vehicle % takes % bytes on the household server, more than the % it keeps for one vehicle',
                    target, kept_bytes, \(HouseholdLimits.bytesPerVehicle)
                    USING ERRCODE = 'program_limit_exceeded', CONSTRAINT = 'vehicle_byte_limit',
                          DETAIL = jsonb_build_object('vehicle', target, 'bytes', kept_bytes, 'limit', \(HouseholdLimits.bytesPerVehicle))::text;
            END IF;
            IF added_records > 0 THEN
                SELECT coalesce(sum(u.records), 0) INTO owned
                FROM glovebox.vehicle_usage u JOIN glovebox.vehicle v ON v.id = u.vehicle_id WHERE v.owner = owner_name;
                IF owned > \(HouseholdLimits.recordsPerAccount) THEN
                    RAISE EXCEPTION 'the vehicles of the account owning vehicle % hold % records on the household server, more than the % it keeps for one account',
                        target, owned, \(HouseholdLimits.recordsPerAccount)
                        USING ERRCODE = 'program_limit_exceeded', CONSTRAINT = 'account_record_limit',
                              DETAIL = jsonb_build_object('vehicle', target, 'records', owned, 'limit', \(HouseholdLimits.recordsPerAccount))::text;
                END IF;
            END IF;
            IF rows_kept > \(ServerUsageLimits.compactionThreshold)
               AND pg_try_advisory_xact_lock(hashtext('glovebox.vehicle_usage'), hashtext(target)) THEN
                WITH folded AS (DELETE FROM glovebox.vehicle_usage u WHERE u.vehicle_id = target RETURNING u.records, u.bytes)
                INSERT INTO glovebox.vehicle_usage (vehicle_id, records, bytes)
                SELECT target, coalesce(sum(folded.records), 0), coalesce(sum(folded.bytes), 0) FROM folded;
            END IF;
        END
        $$;
        """
    }
}
