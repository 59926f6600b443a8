import Foundation
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The libpq client against a real server: how each failure is told apart, values that stay
    /// values, and transactions.
    @Suite struct Connections {
        @Test func anAccountConnectsOverVerifiedTLSWithTheURLTheServerPrints() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("tls")
            let connection = try account.connect()
            #expect(connection.usesTLS == cluster.configuration.usesTLS)
            #expect(connection.serverVersion >= 150_000)
            #expect(try connection.query("SELECT current_user").scalar == account.role)
        }

        @Test func aWrongPasswordAnUnknownAccountAndNoPasswordAreAuthenticationFailures() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("auth")
            for (user, password) in [(account.name, "not-the-password"), ("nobody-\(UUID().uuidString)", "whatever"), (account.name, "")] {
                let error = #expect(throws: PostgresError.self) {
                    _ = try PostgresConnection(connectionString: account.url, user: user, password: password)
                }
                #expect(error?.kind == .authenticationFailed, "\(error.map(String.init(describing:)) ?? "")")
            }
        }

        @Test func aConnectionWithoutTLSIsTurnedAway() throws {
            let cluster = try TestCluster.shared()
            try #require(cluster.configuration.usesTLS, "this machine has openssl, so the test server has TLS")
            let account = try cluster.addAccount("plain")
            let error = #expect(throws: PostgresError.self) {
                _ = try PostgresConnection(
                    connectionString: "postgresql://localhost:\(cluster.configuration.port)/glovebox?sslmode=disable",
                    user: account.role, password: account.password)
            }
            #expect(error?.kind == .authenticationFailed)
            #expect(error?.message.contains("no pg_hba.conf entry") == true)
        }

        @Test func anAccountReachesNoOtherDatabase() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("elsewhere")
            let url = account.url.replacingOccurrences(of: "/glovebox?", with: "/postgres?")
            let error = #expect(throws: PostgresError.self) {
                _ = try PostgresConnection(connectionString: url, user: account.role, password: account.password)
            }
            #expect(error?.kind == .authenticationFailed)
        }

        @Test func noServerOnThePortIsAConnectionFailure() throws {
            let port = try TestCluster.freePort()
            let error = #expect(throws: PostgresError.self) {
                _ = try PostgresConnection(connectionString: "postgresql://localhost:\(port)/glovebox", user: "x", password: "y")
            }
            #expect(error?.kind == .connectionFailed)
        }

        @Test func aConnectionEndedByTheServerIsAConnectionFailureOnTheNextStatement() throws {
            let cluster = try TestCluster.shared()
            let connection = try cluster.addAccount("lost").connect()
            let administrator = try cluster.administrator()
            try administrator.query("SELECT pg_terminate_backend($1)", [connection.serverProcessID])
            let error = #expect(throws: PostgresError.self) { try connection.query("SELECT 1") }
            #expect(error?.kind == .connectionFailed)
            #expect(connection.isConnected == false)
        }

        @Test func parametersAreValuesNeverSQL() throws {
            let connection = try TestCluster.shared().addAccount("values").connect()
            let hostile = "x'); DROP TABLE glovebox.vehicle; --"
            let row = try #require(try connection.query(
                "SELECT $1::text, $2::text IS NULL, $3::integer + 1, $4::numeric * 2, $5::boolean, $6::text",
                [hostile, PostgresNull(), 41, Decimal(string: "22.75")!, true, "Ação 🚗"]).rows.first)
            #expect(row.values == [hostile, "t", "42", "45.50", "t", "Ação 🚗"])
            #expect(try connection.visibleRows("schema_version") == ServerSchema.migrations.count)
            let error = #expect(throws: PostgresError.self) { try connection.query("SELECT $1::text", ["a\u{0}b"]) }
            #expect(error?.kind == .misuse)
        }

        @Test func aTransactionCommitsWhatItDidOrNothing() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let id = Household.newID("tx")
            struct Abandon: Error {}
            #expect(throws: Abandon.self) {
                try owner.transaction { db in
                    try db.run(ServerRecordTable.odometerEntry.insert(id: id, vehicle: household.edited, item: nil, device: "owner-phone"))
                    throw Abandon()
                }
            }
            #expect(owner.isInTransaction == false)
            #expect(try owner.query("SELECT count(*) FROM glovebox.odometer_entry WHERE id = $1", [id]).scalar == "0")
            // A statement that failed inside, even when the body caught it, leaves nothing to commit.
            #expect(throws: PostgresError.self) {
                try owner.transaction { db in
                    try db.run(ServerRecordTable.odometerEntry.insert(id: id, vehicle: household.edited, item: nil, device: "owner-phone"))
                    _ = try? db.run(ServerRecordTable.odometerEntry.insert(id: id, vehicle: household.edited, item: nil, device: "owner-phone"))
                }
            }
            #expect(try owner.query("SELECT count(*) FROM glovebox.odometer_entry WHERE id = $1", [id]).scalar == "0")
            try owner.transaction { db in
                try db.run(ServerRecordTable.odometerEntry.insert(id: id, vehicle: household.edited, item: nil, device: "owner-phone"))
            }
            #expect(try owner.query("SELECT count(*) FROM glovebox.odometer_entry WHERE id = $1", [id]).scalar == "1")
        }

        @Test func constraintRefusalsNameTheirConstraint() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let expense = household.record(.expense, on: household.edited)
            let duplicate = #expect(throws: PostgresError.self) {
                try owner.run(ServerRecordTable.expense.insert(id: expense, vehicle: household.edited, item: nil, device: "owner-phone"))
            }
            #expect(duplicate?.isUniqueViolation == true)
            #expect(duplicate?.constraint == "expense_pkey")
            let badCurrency = #expect(throws: PostgresError.self) {
                try owner.execute(
                    "UPDATE glovebox.expense SET currency = 'euro', hlc = $2, device_id = '6f776e65722d70686f6e650000000000' WHERE id = $1",
                    [expense, PinnedClock.next()])
            }
            // The field rules refuse it first (a trigger before the row's own checks), naming the field.
            #expect(badCurrency?.isCheckViolation == true)
            #expect(badCurrency?.constraint == "field_rule")
            #expect(badCurrency?.message.hasPrefix("expense.currency ") == true)
        }
    }
}
