import Foundation
import HouseholdServer
import HouseholdSync
import LinuxPlatform
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// What `login --server` accepts: a URL that asks for no less than the connection policy gives,
    /// without a password in it; the password from a file, standard input or a hidden question; kept
    /// in a password file that libpq reads itself.
    @Suite struct LoginPolicy {
        /// A weak variant of the server's URL and what the refusal must say.
        struct WeakURL: Sendable, CustomTestStringConvertible {
            let name: String
            let make: @Sendable (TestAccount) -> String
            let says: String

            var testDescription: String { name }
        }

        static let weakURLs: [WeakURL] = {
            var cases = ["disable", "allow", "prefer", "require", "verify-ca"].map { mode in
                WeakURL(
                    name: "sslmode=\(mode)",
                    make: { $0.url.replacingOccurrences(of: "sslmode=verify-full", with: "sslmode=\(mode)") },
                    says: "asks for sslmode=\(mode), but glovebox connects to a household server only with sslmode=verify-full")
            }
            cases += ["disable", "prefer"].map { binding in
                WeakURL(
                    name: "channel_binding=\(binding)", make: { $0.url + "&channel_binding=\(binding)" },
                    says: "asks for channel_binding=\(binding), but glovebox always requires channel binding")
            }
            cases += [
                // libpq decodes percent escapes in a parameter's value: `%72equire` is `require`.
                WeakURL(
                    name: "sslmode=%72equire",
                    make: { $0.url.replacingOccurrences(of: "sslmode=verify-full", with: "sslmode=%72equire") },
                    says: "asks for sslmode=require"),
                WeakURL(
                    name: "user:password@",
                    make: { $0.url.replacingOccurrences(of: "postgresql://", with: "postgresql://someone:hunter2@") },
                    says: "the --server URL holds a password"),
                WeakURL(name: "password=", make: { $0.url + "&password=hunter2" }, says: "the --server URL holds a password"),
                WeakURL(
                    name: "keywords", make: { _ in "host=localhost dbname=glovebox password=hunter2" },
                    says: "is not a household server's connection string"),
                WeakURL(
                    name: "http://", make: { $0.url.replacingOccurrences(of: "postgresql://", with: "http://") },
                    says: "is not a household server's connection string"),
                WeakURL(
                    name: "unknown parameter", make: { $0.url + "&sslmod=disable" },
                    says: "cannot be read as a PostgreSQL connection URL"),
            ]
            return cases
        }()

        @Test(arguments: weakURLs)
        func aURLThatAsksForLessIsRefusedAndNothingIsWritten(_ weak: WeakURL) throws {
            let account = try TestCluster.shared().addAccount("login-weak")
            let home = GloveboxHome(ids: "a")
            let result = home.run(
                "login", account.name, "--server", weak.make(account), "--password-file", try home.passwordFile(account.password))
            #expect(result.status == 2)
            #expect(result.errors.contains(weak.says), "\(result.errors)")
            #expect(result.errors.contains("nothing was changed on this device"), "\(result.errors)")
            #expect(!result.errors.contains("hunter2"), "the refusal does not repeat a password")
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName)))
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(PasswordFileCredentialStore.fileName)))
            #expect(home.run("plan").status == 2, "nobody is signed in")
        }

        @Test func aURLThatNamesNoSSLModeIsAcceptedAndConnectsVerified() throws {
            let account = try TestCluster.shared().addAccount("login-nomode")
            let url = account.url.replacingOccurrences(of: "sslmode=verify-full&", with: "")
            try #require(url != account.url && !url.contains("sslmode"))
            let home = GloveboxHome(ids: "a")
            let result = home.run("login", account.name, "--server", url, "--password-file", try home.passwordFile(account.password))
            #expect(result.status == 0, "\(result.errors)")
            let app = home.session()
            defer { app.close() }
            let session = try HouseholdServerSession(link: try #require(try ServerLinkFile.load(in: app)))
            defer { session.close() }
            #expect(session.connection.usesTLS)
            #expect(session.link.server == url)
        }

        @Test func anUnknownAccountAndAWrongPasswordGetOneMessage() throws {
            let account = try TestCluster.shared().addAccount("login-one")
            let unknown = "nobody-\(UUID().uuidString.prefix(8).lowercased())@example.com"
            var messages: [String] = []
            for (name, password) in [(account.name, "not-the-password"), (unknown, account.password)] {
                let home = GloveboxHome(ids: "a")
                let result = home.run("login", name, "--server", account.url, "--password-file", try home.passwordFile(password))
                #expect(result.status == 2)
                #expect(!FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName)))
                messages.append(result.errors.replacingOccurrences(of: name, with: "NAME"))
            }
            #expect(messages[0] == messages[1], "\(messages)")
            #expect(messages[0].contains("refused the name or password of NAME"), "\(messages[0])")
            #expect(messages[0].contains("an unknown account and a wrong password alike"), "\(messages[0])")
        }

        @Test func thePasswordCanComeFromStandardInput() throws {
            let account = try TestCluster.shared().addAccount("login-stdin")
            let home = GloveboxHome(ids: "a")
            let result = home.run(
                ["login", account.name, "--server", account.url, "--password-stdin"],
                standardInput: account.password + "\nwhat follows is not read\n")
            #expect(result.status == 0, "\(result.errors)")
            #expect(home.run("sync").status == 0)
            let wrong = GloveboxHome(ids: "b")
            let refused = wrong.run(
                ["login", account.name, "--server", account.url, "--password-stdin"], standardInput: "not-the-password\n")
            #expect(refused.status == 2)
            #expect(refused.errors.contains("refused the name or password"), "\(refused.errors)")
        }

        @Test func standardInputAndAPasswordFileTogetherAreRefused() throws {
            let account = try TestCluster.shared().addAccount("login-both")
            let home = GloveboxHome(ids: "a")
            let both = home.run(
                ["login", account.name, "--server", account.url, "--password-stdin", "--password-file",
                 try home.passwordFile(account.password)],
                standardInput: account.password + "\n")
            #expect(both.status == 2)
            #expect(both.errors.contains("--password-stdin and --password-file cannot go together"), "\(both.errors)")
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName)))
            let empty = home.run(["login", account.name, "--server", account.url, "--password-stdin"], standardInput: "")
            #expect(empty.status == 2)
            #expect(empty.errors.contains("no password on standard input"), "\(empty.errors)")
            let blank = home.run(["login", account.name, "--server", account.url, "--password-stdin"], standardInput: "\n")
            #expect(blank.status == 2)
            #expect(blank.errors.contains("the password is empty"), "\(blank.errors)")
            let alone = home.run(["login", account.name, "--password-stdin"], standardInput: account.password + "\n")
            #expect(alone.status == 2)
            #expect(alone.errors.contains("--password-stdin goes with --server"), "\(alone.errors)")
            #expect(home.run("plan").status == 2, "nobody is signed in")
        }

        @Test func withNoWayToAskTheRefusalNamesTheOptions() throws {
            let account = try TestCluster.shared().addAccount("login-noask")
            let home = GloveboxHome(ids: "a")
            let result = home.run("login", account.name, "--server", account.url)
            #expect(result.status == 2)
            #expect(result.errors.contains("give --password-file FILE or --password-stdin"), "\(result.errors)")
        }

        /// The kept password is a line of libpq's password file, escaped, and libpq reads it: a
        /// connection that names the file and gives no password signs in.
        @Test func theKeptPasswordIsALineOfAPasswordFileThatLibpqReads() throws {
            let cluster = try TestCluster.shared()
            let suffix = UUID().uuidString.prefix(8).lowercased()
            let name = #"pass:file\\#(suffix)@example.com"#
            let password = #"pw:with\colon-\#(UUID().uuidString)"#
            try ServerAccounts(address: cluster.address).add(name: name, password: password)
            let home = GloveboxHome(ids: "a")
            let login = home.run(["login", name, "--server", cluster.address.clientURL, "--password-stdin"], standardInput: password)
            #expect(login.status == 0, "\(login.errors)")

            let path = try home.privatePath(PasswordFileCredentialStore.fileName)
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o600)
            // The line names the account's login role, which libpq connects as (letters and digits only).
            let role = LoginRole.of(account: name)
            let escapedPassword = password.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: ":", with: #"\:"#)
            #expect(
                try String(contentsOfFile: path, encoding: .utf8)
                    == "localhost:\(cluster.configuration.port):glovebox:\(role):\(escapedPassword)\n")
            #expect(!(try String(contentsOfFile: try home.privatePath(ServerLinkFile.fileName), encoding: .utf8)).contains(password))

            // libpq alone: the file named, no password given.
            let connection = try PostgresConnection(keywords: [
                ("dbname", cluster.address.clientURL), ("user", role), ("passfile", path),
            ])
            defer { connection.close() }
            #expect(try connection.query("SELECT current_user").scalar == role)
            #expect(connection.usesTLS)
            // And the app's own connection, which names the file the same way.
            #expect(home.run("sync").status == 0)
        }
    }
}
