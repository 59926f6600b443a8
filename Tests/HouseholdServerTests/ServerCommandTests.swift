import Foundation
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// `glovebox-server` as a user runs it: each command, and what each refuses with exit status 2.
    @Suite struct ServerCommands {
        /// A password file in a fresh temporary directory.
        static func passwordFile(_ password: String) throws -> (directory: String, file: String) {
            let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-password-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let file = (directory as NSString).appendingPathComponent("password")
            try Data((password + "\n").utf8).write(to: URL(fileURLWithPath: file))
            return (directory, file)
        }

        @Test func usageErrorsExitWithTwo() throws {
            for arguments in [["launch"], ["init"], ["init", "/tmp/x", "--port", "70000"], ["url"], ["add-account", "/tmp/x"]] {
                let result = try ServerProcess.run(arguments)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.errors.contains("usage: glovebox-server"), "\(arguments): \(result.errors)")
            }
            let help = try ServerProcess.run()
            #expect(help.status == 0)
            #expect(help.output.contains("add-account DIR NAME"))
        }

        @Test func addAccountWithoutAFileOrATerminalIsRefused() throws {
            let cluster = try TestCluster.shared()
            let result = try ServerProcess.run("add-account", cluster.layout.root, "nobody-asked@example.com")
            #expect(result.status == 2)
            #expect(result.errors == "glovebox-server: add-account needs a password: give --password-file FILE, or run it on a terminal to be asked\n")
            #expect(try cluster.administrator().query(
                "SELECT count(*) FROM pg_roles WHERE rolname = $1", [LoginRole.of(account: "nobody-asked@example.com")]).scalar == "0")
        }

        @Test func refusedAccountsExitWithTwoAndAreNotCreated() throws {
            let cluster = try TestCluster.shared()
            let good = try Self.passwordFile("a good long password")
            let short = try Self.passwordFile("short")
            defer {
                try? FileManager.default.removeItem(atPath: good.directory)
                try? FileManager.default.removeItem(atPath: short.directory)
            }
            let root = cluster.layout.root
            let cases: [([String], String)] = [
                (["add-account", root, "short@example.com", "--password-file", short.file], "a password needs at least 8 characters"),
                (["add-account", root, "x@example.com", "--password-file", "/nonexistent/password"], "cannot read the password file"),
                (["add-account", root, String(repeating: "a", count: 255) + "@x", "--password-file", good.file], "at most 254 bytes"),
                (["add-account", root, LoginRole.of(account: "someone@example.com"), "--password-file", good.file], "has the form of a login role"),
                (["add-account", root, "gold@example.com", "--password-file", good.file, "--plan", "gold"], "unknown plan 'gold'"),
                (["add-account", "/nonexistent/server", "x@example.com", "--password-file", good.file], "is not a household server"),
            ]
            for (arguments, message) in cases {
                let result = try ServerProcess.run(arguments)
                #expect(result.status == 2, "\(arguments): \(result.errors)")
                #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
            }
            let name = "twice-\(UUID().uuidString.prefix(6).lowercased())@example.com"
            #expect(try ServerProcess.run(["add-account", root, name, "--password-file", good.file]).status == 0)
            let again = try ServerProcess.run(["add-account", root, name, "--password-file", good.file])
            #expect(again.status == 2)
            #expect(again.errors == "glovebox-server: an account named '\(name)' already exists on this server\n")
        }

        @Test func initRefusesADirectoryThatIsNotEmpty() throws {
            let cluster = try TestCluster.shared()
            let result = try ServerProcess.run("init", cluster.layout.root)
            #expect(result.status == 2)
            #expect(result.errors.contains("is not empty"))
        }

        @Test func migrateAndURLOnTheRunningServer() throws {
            let cluster = try TestCluster.shared()
            let migrate = try ServerProcess.run("migrate", cluster.layout.root)
            #expect(migrate.status == 0)
            #expect(migrate.output == "the schema is at version \(ServerSchema.latestVersion); nothing to do\n")
            let url = try ServerProcess.run("url", cluster.layout.root)
            #expect(url.status == 0)
            #expect(url.output == cluster.address.clientURL + "\n")
            #expect(url.output.hasPrefix("postgresql://localhost:\(cluster.configuration.port)/glovebox?sslmode="))
        }

        @Test func aServerMadeStartedAndStoppedThroughTheCommands() throws {
            let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-server-command-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            let directory = (scratch as NSString).appendingPathComponent("household")
            let password = try Self.passwordFile("the household's password")
            // Should this test process die, the watchdog stops the server init leaves running.
            let watchdog = try ClusterWatchdog.start(data: ServerLayout(directory: directory).data, scratch: scratch, environment: ProcessInfo.processInfo.environment)
            defer {
                _ = try? ServerProcess.run("stop", directory)
                ClusterWatchdog.end(watchdog)
                try? FileManager.default.removeItem(atPath: scratch)
                try? FileManager.default.removeItem(atPath: password.directory)
            }
            let port = try TestCluster.freePort()
            let created = try ServerProcess.run("init", directory, "--port", String(port))
            #expect(created.status == 0, "\(created.errors)")
            #expect(created.output.contains("the server is running on localhost:\(port)"))
            #expect(try ServerProcess.run("add-account", directory, "sam@example.com", "--password-file", password.file).status == 0)
            let url = try ServerProcess.run("url", directory).output.trimmingCharacters(in: .newlines)
            let connect = { try PostgresConnection(connectionString: url, user: LoginRole.of(account: "sam@example.com"), password: "the household's password") }
            #expect(try connect().query("SELECT current_user").scalar == LoginRole.of(account: "sam@example.com"))

            #expect(try ServerProcess.run("start", directory).output.contains("is already running"))
            let stopped = try ServerProcess.run("stop", directory)
            #expect(stopped.status == 0)
            #expect(stopped.output.contains("stopped the server"))
            let error = #expect(throws: PostgresError.self) { _ = try connect() }
            #expect(error?.kind == .connectionFailed)
            #expect(try ServerProcess.run("stop", directory).output.contains("was not running"))
            let started = try ServerProcess.run("start", directory)
            #expect(started.status == 0)
            #expect(try connect().query("SELECT count(*) FROM glovebox.vehicle").scalar == "0")
        }

        @Test func aPostgreSQLOfAMajorVersionTheServerIsNotMadeForIsRefusedWithTheReason() throws {
            let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-postgres-16-\(UUID().uuidString)")
            let bin = root + "/16/bin"
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: root) }
            for program in ["initdb", "pg_ctl", "postgres"] {
                let path = bin + "/" + program
                try "#!/bin/sh\necho 'postgres (PostgreSQL) 16.4 (Debian 16.4-1)'\n".write(toFile: path, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
            #expect(throws: ServerError.validation(
                "\(bin) is PostgreSQL 16, and this glovebox-server is made for PostgreSQL 15 (16 changed the role rules that "
                    + "deleting an account relies on): install postgresql-15, or point GLOVEBOX_POSTGRES_BIN at its programs"
            )) {
                try PostgresInstallation.locate(environment: ["PATH": root], root: root)
            }
            #expect(throws: ServerError.self) {
                try PostgresInstallation.locate(environment: ["GLOVEBOX_POSTGRES_BIN": bin], root: root)
            }
            // The installed one is taken as it was.
            #expect(try PostgresInstallation.locate(environment: [:]).hasSuffix("/15/bin"))
            #expect(PostgresInstallation.majorVersion(of: "postgres (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)") == 15)
            #expect(PostgresInstallation.majorVersion(of: "no version here") == nil)
        }

        @Test func withoutPostgreSQLTheMessageSaysToInstallIt() throws {
            let empty = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-no-postgres-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: empty) }
            #expect(throws: ServerError.runtime(
                "PostgreSQL's server programs (initdb, pg_ctl, postgres) were not found: install them with "
                    + "'apt-get install postgresql', or point GLOVEBOX_POSTGRES_BIN at their directory"
            )) {
                try PostgresInstallation.locate(environment: ["PATH": empty], root: empty)
            }
        }
    }
}
