import Foundation
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// What an administrator does with `glovebox-server` beyond making the server: passwords,
    /// removing an account, the check, and what `init` and `migrate` refuse.
    @Suite struct ServerAdministration {
        @Test func passwordGivesAnAccountANewOneAndTheOldStopsWorking() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("admin-password")
            let file = try ServerCommands.passwordFile("the administrator's new one")
            defer { try? FileManager.default.removeItem(atPath: file.directory) }
            let result = try ServerProcess.run("password", cluster.layout.root, account.name, "--password-file", file.file)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output == "'\(account.name)' has a new password; its devices ask for it at their next sync\n")
            #expect(throws: PostgresError.self) { _ = try account.connect() }
            let renewed = TestAccount(name: account.name, password: "the administrator's new one", url: account.url)
            #expect(try renewed.connect().query("SELECT current_user").scalar == account.role)
            // The tools set it: the check leaves it alone.
            #expect(try !ServerCheck(address: cluster.address).run().restoredPasswords.contains(account.name))
            let unknown = try ServerProcess.run("password", cluster.layout.root, "nobody-here@example.com", "--password-file", file.file)
            #expect(unknown.status == 2)
            #expect(unknown.errors == "glovebox-server: no account named 'nobody-here@example.com' on this server\n")
        }

        @Test func removeAccountAsksFirstThenTakesTheAccountItsVehiclesAndItsLogin() throws {
            let household = try Household.make()
            let root = try TestCluster.shared().layout.root
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            // Without a terminal and without --yes, nothing happens.
            let refused = try ServerProcess.run("remove-account", root, household.owner.name)
            #expect(refused.status == 2)
            #expect(refused.errors.contains("run it on a terminal to be asked, or add --yes"), "\(refused.errors)")
            #expect(try administrator.query("SELECT count(*) FROM glovebox.vehicle WHERE owner = $1", [household.owner.name]).scalar == "2")
            // A connected session of the account is ended with it.
            let connected = try household.owner.connect()
            let removed = try ServerProcess.run("remove-account", root, household.owner.name, "--yes")
            #expect(removed.status == 0, "\(removed.errors)")
            #expect(removed.output.hasPrefix("removed the account '\(household.owner.name)' with its 2 vehicle(s)"), "\(removed.output)")
            #expect(throws: PostgresError.self) { _ = try connected.query("SELECT 1") }
            #expect(try administrator.query("SELECT count(*) FROM glovebox.vehicle WHERE owner = $1", [household.owner.name]).scalar == "0")
            #expect(try administrator.query("SELECT count(*) FROM glovebox.account WHERE name = $1", [household.owner.name]).scalar == "0")
            #expect(try administrator.query("SELECT count(*) FROM pg_roles WHERE rolname = $1", [household.owner.role]).scalar == "0")
            #expect(throws: PostgresError.self) { _ = try household.owner.connect() }
            // The member it shared with learns the vehicles left, and keeps its own account.
            #expect(try household.member.connect().query("SELECT count(*) FROM glovebox.vehicle").scalar == "0")
            let again = try ServerProcess.run("remove-account", root, household.owner.name, "--yes")
            #expect(again.status == 2)
            #expect(again.errors == "glovebox-server: no account named '\(household.owner.name)' on this server\n")
        }

        @Test func checkSaysWhenThereIsNothingToPutRight() throws {
            let cluster = try TestCluster.shared()
            let result = try ServerProcess.run("check", cluster.layout.root)
            #expect(result.status == 0, "\(result.errors)")
            // Other tests run beside this one and may leave something for it: each line is one of the kinds it reports.
            let lines = result.output.split(separator: "\n")
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy {
                $0 == "nothing to put right" || $0.contains("changed its password with ALTER ROLE") || $0.hasPrefix("ended ")
            }, "\(result.output)")
        }

        @Test func aFailedInitLeavesNothingBehindAndCanBeRunAgain() throws {
            let cluster = try TestCluster.shared()
            let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-failed-init-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let directory = (scratch as NSString).appendingPathComponent("household")
            // The port is the shared test server's: PostgreSQL cannot start on it.
            let failed = try ServerProcess.run("init", directory, "--port", String(cluster.configuration.port))
            #expect(failed.status == 1)
            #expect(failed.errors.contains("port \(cluster.configuration.port) may be taken"), "\(failed.errors)")
            #expect(!FileManager.default.fileExists(atPath: directory), "init made the directory, so it takes it away")
            // In a directory that was there (and empty), it empties it again.
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            let inExisting = try ServerProcess.run("init", directory, "--port", String(cluster.configuration.port))
            #expect(inExisting.status == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
            // The shared server was not touched.
            #expect(try cluster.administrator().query("SELECT 1").scalar == "1")
        }

        @Test func initWithoutOpensslIsRefusedBeforeAnythingIsWritten() throws {
            let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-no-tls-\(UUID().uuidString)")
            let setup = ClusterSetup(
                directory: directory, port: 1, user: try ServiceUser.resolve(requested: nil, environment: ProcessInfo.processInfo.environment),
                programs: try PostgresInstallation.locate(environment: ProcessInfo.processInfo.environment), openssl: nil)
            #expect(throws: ServerError.runtime(
                "openssl was not found: a household server needs TLS (the app connects only over verified TLS); "
                    + "install it (apt-get install openssl) and run init again")) {
                try setup.run(log: { _ in })
            }
            #expect(!FileManager.default.fileExists(atPath: directory))
        }

        @Test func migrateRefusesAServerOfAnotherMajorVersion() throws {
            #expect(throws: ServerError.validation(
                "the server runs PostgreSQL 16, and this glovebox-server is made for PostgreSQL 15 (16 changed the role rules "
                    + "that deleting an account relies on): nothing was migrated")) {
                try PostgresInstallation.checkRunning(serverVersion: 160_004)
            }
            try PostgresInstallation.checkRunning(serverVersion: 150_014)
            // The test server is one it was made for.
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            try PostgresInstallation.checkRunning(serverVersion: administrator.serverVersion)
        }
    }
}
