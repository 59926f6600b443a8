import Foundation
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// What an account cannot do to pass for another or to store bytes outside the household's tables,
    /// straight in SQL with its own credentials, or through the server tool's account creation.
    @Suite struct AccountLimits {
        @Test func anAccountNameDifferingOnlyInLetterCaseIsRefusedNamingTheAccountItCopies() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("case-twin")
            let twin = account.name.uppercased()
            #expect(twin != account.name)
            #expect(throws: ServerError.validation("an account named '\(account.name)' already exists on this server")) {
                try ServerAccounts(address: cluster.address).add(name: twin, password: "a long password")
            }
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            #expect(try administrator.query("SELECT count(*) FROM pg_roles WHERE rolname = $1", [LoginRole.of(account: twin)]).scalar == "0")
        }

        @Test(arguments: ["\u{202E}moc.elpmaxe@ecila", "ali\u{200B}ce@example.com", "alice\u{2066}@example.com", "\u{FEFF}bob@example.com"])
        func anAccountNameWithInvisibleOrDirectionCharactersIsRefused(_ name: String) throws {
            let cluster = try TestCluster.shared()
            #expect(throws: ServerError.validation(
                "an account name must not hold invisible characters or characters that change the direction of text")) {
                try ServerAccounts(address: cluster.address).add(name: name, password: "a long password")
            }
        }

        @Test func anAccountCannotStoreLargeObjects() throws {
            let account = try TestCluster.shared().addAccount("large-object")
            let connection = try account.connect()
            for sql in ["SELECT lo_create(0)", "SELECT lo_from_bytea(0, 'bytes'::bytea)", "SELECT lo_creat(-1)"] {
                #expect(performing: { _ = try connection.query(sql) }, throws: { error in
                    (error as? PostgresError)?.sqlState == .insufficientPrivilege
                })
            }
        }

        @Test func anAccountsSessionsStartWithTheHouseholdsTimeouts() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("timeouts")
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            let defaults = try administrator.query(
                """
                SELECT array_to_string(s.setconfig, ',') FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole
                JOIN pg_database d ON d.oid = s.setdatabase WHERE r.rolname = $1 AND d.datname = current_database()
                """, [account.role]).scalar
            #expect(defaults == "statement_timeout=60s,lock_timeout=5s,idle_in_transaction_session_timeout=15s")
            // (The tests' own connections ask for a shorter statement timeout; the others are the role's.)
            let connection = try account.connect()
            #expect(try connection.query("SHOW lock_timeout").scalar == "5s")
            #expect(try connection.query("SHOW idle_in_transaction_session_timeout").scalar == "15s")
        }

        @Test func aTransactionLeftIdleIsEnded() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("idle-transaction")
            let idle = try account.connect()
            // An account's session that opens a transaction, reads, and then waits.
            try idle.execute("BEGIN")
            _ = try idle.query("SELECT count(*) FROM glovebox.vehicle")
            let started = Date()
            // The server ends it after 15 s (and with it whatever it held).
            var released = false
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            while Date().timeIntervalSince(started) < 40, !released {
                sleep(1)
                released = (try? administrator.query(
                    "SELECT count(*) FROM pg_stat_activity WHERE usename = $1 AND state = 'idle in transaction'", [account.role]
                ).scalar) == "0"
            }
            #expect(released)
            #expect(Date().timeIntervalSince(started) >= 14)
        }
    }
}
