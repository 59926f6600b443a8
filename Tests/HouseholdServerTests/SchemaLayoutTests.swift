import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The schema's security as the catalogs show it: row-level security forced everywhere, objects
    /// owned by roles that cannot log in, privileges only through the accounts' group.
    @Suite struct SchemaLayout {
        @Test func everyTableHasRowLevelSecurityEnabledAndForced() throws {
            let administrator = try TestCluster.shared().administrator()
            let rows = try administrator.query("""
                SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity FROM pg_class c
                JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'glovebox' AND c.relkind IN ('r', 'p') ORDER BY c.relname
                """).rows
            #expect(rows.map { $0[0] } == ServerSchema.tables.sorted())
            for row in rows {
                #expect(row.bool(1) == true && row.bool(2) == true, "\(row[0] ?? "")")
            }
            // And no view, which would read its tables as its owner.
            #expect(try administrator.query("""
                SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'glovebox' AND c.relkind IN ('v', 'm')
                """).scalar == "0")
        }

        /// The licence plate never leaves the app: no column of the server's could hold it.
        @Test func theOnlyColumnThatCanHoldALicencePlateTakesItSealedAlone() throws {
            let administrator = try TestCluster.shared().administrator()
            let columns = try administrator.query("""
                SELECT table_name || '.' || column_name FROM information_schema.columns
                WHERE table_schema = 'glovebox' AND (column_name ILIKE '%plate%' OR column_name ILIKE '%registration%')
                """).rows.map { $0[0] ?? "" }
            #expect(columns == ["vehicle.plate"], "\(columns)")
            // A plate in clear, as the app takes one, is refused by the column's rule.
            let account = try TestCluster.shared().addAccount("layout-plate")
            let connection = try account.connect()
            let id = Household.newID("v")
            let error = FieldRules.outcome { () throws(PostgresError) in
                try connection.execute(
                    "INSERT INTO glovebox.vehicle (id, name, unit, plate, hlc, device_id) VALUES ($1, 'Clio', 'km', 'AB-12-CD', $2, $3)",
                    [id, PinnedClock.next(), TestDevice.id("layout")])
            }
            #expect(error?.constraint == "field_rule" && error?.message.contains("is not a sealed value") == true, "\(String(describing: error))")
        }

        @Test func theSchemaIsOwnedByTheNoLoginOwnerAndTheDefinerFunctionsByTheSystemRole() throws {
            let administrator = try TestCluster.shared().administrator()
            #expect(try administrator.query(
                "SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'glovebox'").scalar == "glovebox_owner")
            let relationOwners = try administrator.query("""
                SELECT DISTINCT pg_get_userbyid(c.relowner) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'glovebox'
                """).rows.map { $0[0] }
            #expect(relationOwners == ["glovebox_owner"])
            let functions = try administrator.query("""
                SELECT p.proname, pg_get_userbyid(p.proowner), p.prosecdef, array_to_string(p.proconfig, ',')
                FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'glovebox' ORDER BY p.proname
                """).rows
            let definers = functions.filter { $0.bool(2) == true }
            #expect(definers.map { $0[0] } == [
                "add_owner_membership", "add_usage", "change_password", "check_plan_limit", "count_deleted", "count_inserted",
                "count_updated", "current_account", "delete_account", "drop_retired_accounts", "end_stalled_sessions", "forget_member_keys",
                "guard_vehicle_removal", "is_member", "log_change",
                "merge_deadline", "merge_expense", "merge_maintenance_item", "merge_maintenance_service", "merge_odometer_entry",
                "merge_vehicle", "owned_vehicles", "public_key_of", "readable_vehicles", "writable_vehicles",
            ])
            // An account's deletion (its row, then its role) and its password are the registrar's; ending
            // stalled sessions the warden's; the rest the system's.
            let registrars: Set = ["delete_account", "drop_retired_accounts", "change_password"]
            for function in functions {
                let name = function[0] ?? ""
                let definer = registrars.contains(name) ? "glovebox_registrar"
                    : name == "end_stalled_sessions" ? "glovebox_warden" : "glovebox_system"
                #expect(function[1] == (function.bool(2) == true ? definer : "glovebox_owner"), "\(name)")
                #expect(function[3] == "search_path=pg_catalog, pg_temp", "\(name) must fix its search_path")
            }
        }

        @Test func theServersOwnRolesCannotLogInAndNothingBypassesRowSecurity() throws {
            let administrator = try TestCluster.shared().administrator()
            let roles = try administrator.query("""
                SELECT rolname, rolcanlogin, rolsuper, rolbypassrls, rolcreaterole FROM pg_roles
                WHERE rolname IN ('glovebox_owner', 'glovebox_system', 'glovebox_account') ORDER BY rolname
                """).rows
            #expect(roles.count == 3)
            for role in roles {
                #expect([role.bool(1), role.bool(2), role.bool(3), role.bool(4)] == [false, false, false, false], "\(role[0] ?? "")")
            }
            #expect(try administrator.query("SELECT count(*) FROM pg_roles WHERE rolbypassrls AND NOT rolsuper").scalar == "0")
            // The registrar may alter and drop roles (an account's deletion), nothing else, and nobody
            // can become it.
            let registrar = try #require(try administrator.query("""
                SELECT rolcanlogin, rolsuper, rolbypassrls, rolcreatedb, rolcreaterole,
                       (SELECT count(*) FROM pg_auth_members m WHERE m.roleid = r.oid)
                FROM pg_roles r WHERE rolname = 'glovebox_registrar'
                """).rows.first)
            #expect((0..<5).map { registrar.bool($0) } == [false, false, false, false, true])
            #expect(registrar.int(5) == 0)
            // The warden may end sessions and see their states (pg_signal_backend never reaches a
            // superuser's), nothing else, and nobody can become it.
            let warden = try #require(try administrator.query("""
                SELECT rolcanlogin, rolsuper, rolbypassrls, rolcreatedb, rolcreaterole,
                       (SELECT count(*) FROM pg_auth_members m WHERE m.roleid = r.oid),
                       (SELECT string_agg(g.rolname, ',' ORDER BY g.rolname) FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid
                        WHERE m.member = r.oid)
                FROM pg_roles r WHERE rolname = 'glovebox_warden'
                """).rows.first)
            #expect((0..<5).map { warden.bool($0) } == [false, false, false, false, false])
            #expect(warden.int(5) == 0)
            #expect(warden[6] == "pg_read_all_stats,pg_signal_backend")
        }

        @Test func anAccountIsALoginRoleWithAScramPasswordThatOwnsAndIsGrantedNothing() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("layout")
            let administrator = try cluster.administrator()
            let role = try #require(try administrator.query("""
                SELECT rolcanlogin, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolpassword LIKE 'SCRAM-SHA-256$%',
                       (SELECT array_to_string(array_agg(g.rolname ORDER BY g.rolname), ',') FROM pg_auth_members m
                        JOIN pg_roles g ON g.oid = m.roleid WHERE m.member = a.oid)
                FROM pg_authid a WHERE rolname = $1
                """, [account.role]).rows.first)
            #expect((0..<6).map { role.bool($0) } == [true, false, false, false, false, true])
            #expect(role[6] == "glovebox_account")
            // No privilege anywhere names a login role: accounts get theirs through glovebox_account.
            let grantees = try administrator.query("""
                WITH grants AS (
                    SELECT (aclexplode(relacl)).grantee FROM pg_class WHERE relacl IS NOT NULL
                    UNION ALL SELECT (aclexplode(attacl)).grantee FROM pg_attribute WHERE attacl IS NOT NULL
                    UNION ALL SELECT (aclexplode(proacl)).grantee FROM pg_proc WHERE proacl IS NOT NULL
                    UNION ALL SELECT (aclexplode(nspacl)).grantee FROM pg_namespace WHERE nspacl IS NOT NULL
                    UNION ALL SELECT (aclexplode(datacl)).grantee FROM pg_database WHERE datacl IS NOT NULL)
                SELECT DISTINCT r.rolname FROM grants JOIN pg_roles r ON r.oid = grants.grantee WHERE r.rolcanlogin AND NOT r.rolsuper
                """).rows
            #expect(grantees.isEmpty, "\(grantees.map { $0[0] ?? "" })")
            let owned = try administrator.query("""
                SELECT count(*) FROM (
                    SELECT relowner AS owner FROM pg_class UNION ALL SELECT proowner FROM pg_proc
                    UNION ALL SELECT nspowner FROM pg_namespace UNION ALL SELECT typowner FROM pg_type) o
                JOIN pg_roles r ON r.oid = o.owner WHERE r.rolcanlogin AND NOT r.rolsuper
                """).scalar
            #expect(owned == "0")
        }

        @Test func accountsHoldOnlyTheTableGrantsThePoliciesNeed() throws {
            let administrator = try TestCluster.shared().administrator()
            let grants = try administrator.query("""
                SELECT table_name || ':' || string_agg(privilege_type, ',' ORDER BY privilege_type)
                FROM information_schema.role_table_grants
                WHERE grantee = 'glovebox_account' AND table_schema = 'glovebox' GROUP BY table_name ORDER BY table_name
                """).rows.map { $0[0] ?? "" }
            // Inserts and updates are granted column by column (never the owner, the writer, the
            // vehicle of a record); only vehicles and memberships may be deleted, by their policies.
            // (The account table is readable column by column, its guard column left out.)
            // (Its own key row: read whole, public key and wrapped key written column by column.)
            // (Vehicle keys: the owner removes copies when a key is replaced; nobody changes one.)
            // (Reminder claims: an account's devices release and prune their own.)
            #expect(grants == [
                "account_key:SELECT", "change:SELECT", "conflict:SELECT", "deadline:SELECT", "expense:SELECT", "maintenance_item:SELECT",
                "maintenance_service:SELECT", "membership:DELETE,SELECT", "odometer_entry:SELECT", "plan:SELECT",
                "reminder_claim:DELETE,SELECT", "schema_version:SELECT", "vehicle:DELETE,SELECT", "vehicle_key:DELETE,SELECT",
            ])
            let updatable = try administrator.query("""
                SELECT table_name || '.' || column_name FROM information_schema.column_privileges
                WHERE grantee = 'glovebox_account' AND table_schema = 'glovebox' AND privilege_type = 'UPDATE'
                  AND column_name IN ('id', 'vehicle_id', 'owner', 'changed_by', 'account', 'granted_by')
                """).rows
            #expect(updatable.isEmpty, "\(updatable.map { $0[0] ?? "" })")
        }
    }
}
