import Foundation
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The schema's versions: recorded, applied in order each in its own transaction, idempotent.
    @Suite struct Migrations {
        @Test func theSchemaVersionIsRecordedStepByStep() throws {
            let administrator = try TestCluster.shared().administrator()
            let rows = try administrator.query("SELECT version, description FROM glovebox.schema_version ORDER BY version").rows
            #expect(rows.map { $0.int(0) } == ServerSchema.migrations.map(\.version))
            #expect(rows.map { $0[1] } == ServerSchema.migrations.map(\.description))
            #expect(ServerSchema.latestVersion == ServerSchema.migrations.count)
        }

        @Test func migratingAgainChangesNothing() throws {
            let cluster = try TestCluster.shared()
            let administrator = try cluster.administrator()
            let shape = """
                SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'glovebox')
                    || '/' || (SELECT count(*) FROM pg_policy) || '/' || (SELECT count(*) FROM glovebox.schema_version)
                """
            let before = try administrator.query(shape).scalar
            #expect(try ServerMigrator(address: cluster.address).migrate() == [])
            #expect(try ServerMigrator(address: cluster.address).migrate() == [])
            #expect(try administrator.query(shape).scalar == before)
        }

        @Test func aDatabaseNewerThanTheToolIsRefused() throws {
            let cluster = try TestCluster.shared()
            #expect(throws: ServerError.runtime(
                "the server's schema is at version \(ServerSchema.latestVersion); this glovebox-server knows up to 0: use a newer glovebox-server"
            )) {
                try ServerMigrator(address: cluster.address, migrations: []).migrate()
            }
        }

        @Test func version10RenamesExistingRolesAndKeepsTheirPasswordsAndData() throws {
            let cluster = try TestCluster.shared()
            let database = "glovebox_roles_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(10).lowercased())"
            let name = "before-10-\(UUID().uuidString.prefix(8).lowercased())@example.com"
            let maintenance = try cluster.address.administratorConnection(database: "postgres")
            // Test code: the database name is made above from hexadecimal digits; CREATE DATABASE takes no parameters.
            try maintenance.execute("CREATE DATABASE \(database)")
            defer {
                _ = try? maintenance.execute("DROP DATABASE \(database) WITH (FORCE)")
                for role in [name, LoginRole.of(account: name)] {
                    if let drop = try? maintenance.query("SELECT format('DROP ROLE IF EXISTS %I', $1::text)", [role]).scalar {
                        _ = try? maintenance.execute(drop)
                    }
                }
            }
            // A server at version 9, with an account made as version 9 made them (its role is its name) and a vehicle.
            let before = Array(ServerSchema.migrations.prefix { $0.version <= 9 })
            #expect(try ServerMigrator(address: cluster.address, database: database, migrations: before).migrate() == Array(1...9))
            let db = try cluster.address.administratorConnection(database: database)
            defer { db.close() }
            let verifier = try db.scramVerifier(password: "a password of before", user: name)
            try db.query("SELECT glovebox.create_account($1, $2)", [name, verifier])
            try db.transaction { db in
                try db.execute(try #require(try db.query("SELECT format('SET LOCAL SESSION AUTHORIZATION %I', $1::text)", [name]).scalar))
                try Household.insertVehicle(id: Household.newID("kept"), name: "Kept", on: db)
            }
            #expect(try ServerMigrator(address: cluster.address, database: database).migrate() == Array(10...ServerSchema.latestVersion))
            let role = LoginRole.of(account: name)
            #expect(try db.query("SELECT count(*) FROM pg_roles WHERE rolname = $1", [name]).scalar == "0")
            #expect(try db.query("SELECT rolpassword FROM pg_authid WHERE rolname = $1", [role]).scalar == verifier, "the password survives")
            #expect(try db.query("SELECT role FROM glovebox.account WHERE name = $1", [name]).scalar == role)
            #expect(try db.query("SELECT verifier FROM glovebox.account_password WHERE name = $1", [name]).scalar == verifier)
            // As its role, the account is the same account, with its vehicle.
            let seen = try db.transaction { db -> [String?] in
                try db.execute(try #require(try db.query("SELECT format('SET LOCAL SESSION AUTHORIZATION %I', $1::text)", [role]).scalar))
                return try db.query("SELECT glovebox.current_account(), (SELECT count(*) FROM glovebox.vehicle)::text").rows[0].values
            }
            #expect(seen == [name, "1"])
        }

        @Test func version16KeepsTheDataAndTheRefusalsThenNameTheirRules() throws {
            let cluster = try TestCluster.shared()
            let database = "glovebox_rules_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(10).lowercased())"
            let name = "before-16-\(UUID().uuidString.prefix(8).lowercased())@example.com"
            let maintenance = try cluster.address.administratorConnection(database: "postgres")
            // Test code: the database name is made above from hexadecimal digits; CREATE DATABASE takes no parameters.
            try maintenance.execute("CREATE DATABASE \(database)")
            defer {
                _ = try? maintenance.execute("DROP DATABASE \(database) WITH (FORCE)")
                if let drop = try? maintenance.query("SELECT format('DROP ROLE IF EXISTS %I', $1::text)", [LoginRole.of(account: name)]).scalar {
                    _ = try? maintenance.execute(drop)
                }
            }
            // A server at version 15 with an account that owns as many vehicles as its plan allows, and a record.
            let before = Array(ServerSchema.migrations.prefix { $0.version <= 15 })
            #expect(try ServerMigrator(address: cluster.address, database: database, migrations: before).migrate() == Array(1...15))
            let db = try cluster.address.administratorConnection(database: database)
            defer { db.close() }
            let verifier = try db.scramVerifier(password: "a password of before", user: name)
            try db.query("SELECT glovebox.create_account($1, $2)", [name, verifier])
            let (one, two) = (Household.newID("one"), Household.newID("two"))
            func asAccount<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
                try db.transaction { db in
                    try db.execute(try #require(try db.query("SELECT format('SET LOCAL SESSION AUTHORIZATION %I', $1::text)", [LoginRole.of(account: name)]).scalar))
                    return try body(db)
                }
            }
            try asAccount { db in
                try Household.insertVehicle(id: one, name: "One", on: db)
                try Household.insertVehicle(id: two, name: "Two", on: db)
                try HouseholdServerTests.ServerBounds.flood(3, on: one, as: db)
            }
            let twin = #expect(throws: PostgresError.self) { try db.query("SELECT glovebox.create_account($1, $2)", [name.uppercased(), verifier]) }
            #expect(twin?.constraint == nil, "version 15 names no rule")
            let shape = """
                SELECT (SELECT count(*) FROM glovebox.account) || '/' || (SELECT count(*) FROM glovebox.vehicle) || '/'
                    || (SELECT count(*) FROM glovebox.odometer_entry) || '/' || (SELECT sum(records) FROM glovebox.vehicle_usage) || '/'
                    || (SELECT count(*) FROM glovebox.change) || '/' || (SELECT count(*) FROM glovebox.account_password)
                """
            let kept = try db.query(shape).scalar
            #expect(kept?.hasPrefix("1/2/3/3/") == true, "\(kept ?? "")")

            #expect(try ServerMigrator(address: cluster.address, database: database).migrate() == [16])
            #expect(try db.query(shape).scalar == kept, "every row stays")
            // The functions keep their owners (and so the definers their powers) and their behaviour.
            let owners = try db.query(
                """
                SELECT string_agg(p.proname || '=' || pg_get_userbyid(p.proowner), ',' ORDER BY p.proname) FROM pg_proc p
                WHERE p.pronamespace = 'glovebox'::regnamespace AND p.proname IN
                    ('check_plan_limit', 'create_account', 'delete_account', 'change_password', 'add_usage', 'limit_reminder_claims')
                """).scalar
            #expect(owners == "add_usage=glovebox_system,change_password=glovebox_registrar,check_plan_limit=glovebox_system,"
                + "create_account=glovebox_owner,delete_account=glovebox_registrar,limit_reminder_claims=glovebox_owner")
            let plan = #expect(throws: PostgresError.self) { try asAccount { db in try Household.insertVehicle(id: Household.newID("three"), name: "Three", on: db) } }
            #expect(plan.flatMap(HouseholdRefusal.init) == .planOwnedVehicles(plan: "free", allowed: 2, owned: 2), "\(String(describing: plan))")
            let named = #expect(throws: PostgresError.self) { try db.query("SELECT glovebox.create_account($1, $2)", [name.uppercased(), verifier]) }
            #expect(named.flatMap(HouseholdRefusal.init) == .accountNameTwin(twin: name))
            #expect(named?.message == twin?.message, "the English stays")
            try asAccount { db in try HouseholdServerTests.ServerBounds.flood(2, on: two, as: db) }
            #expect(try db.query("SELECT sum(records)::text FROM glovebox.vehicle_usage").scalar == "5", "still counted")
        }

        @Test func aFreshDatabaseMigratesInOrderAndAFailedStepLeavesTheLastWholeVersion() throws {
            let cluster = try TestCluster.shared()
            let database = "glovebox_migrations_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(10).lowercased())"
            let maintenance = try cluster.address.administratorConnection(database: "postgres")
            // Test code: the name is made above from hexadecimal digits; CREATE DATABASE takes no parameters.
            try maintenance.execute("CREATE DATABASE \(database)")
            defer { _ = try? maintenance.execute("DROP DATABASE \(database) WITH (FORCE)") }

            let first = ServerMigrator(address: cluster.address, database: database)
            let latest = ServerSchema.latestVersion
            #expect(try first.migrate() == Array(1...latest))
            #expect(try first.migrate() == [])

            let failing = ServerMigration(
                version: latest + 1, description: "a step that fails halfway",
                sql: "CREATE TABLE glovebox.half_done (x integer); SELECT 1 / 0;")
            #expect(throws: ServerError.self) {
                try ServerMigrator(address: cluster.address, database: database, migrations: ServerSchema.migrations + [failing]).migrate()
            }
            let check = try cluster.address.administratorConnection(database: database)
            #expect(try check.query("SELECT max(version) FROM glovebox.schema_version").scalar == "\(latest)")
            #expect(try check.query("SELECT to_regclass('glovebox.half_done') IS NULL").rows.first?.bool(0) == true)

            let working = ServerMigration(
                version: latest + 1, description: "a step that works", sql: "CREATE TABLE glovebox.done (x integer);")
            let second = ServerMigrator(address: cluster.address, database: database, migrations: ServerSchema.migrations + [working])
            #expect(try second.migrate() == [latest + 1])
            #expect(try check.query("SELECT string_agg(version::text, ',' ORDER BY version) FROM glovebox.schema_version").scalar
                == (1...latest + 1).map(String.init).joined(separator: ","))
            check.close()
        }
    }
}
