import Foundation
import HouseholdServer
import HouseholdSync
import LinuxPlatform
import Testing

extension HouseholdServerTests {
    /// `glovebox login NAME --server URL`: the credentials are checked on the server before anything
    /// is written, then kept in the app's private directory, mode 0600.
    @Suite struct LoginCommand {
        @Test func aLoginWithTheRightPasswordKeepsTheLinkPrivately() throws {
            let account = try TestCluster.shared().addAccount("login")
            let home = GloveboxHome(ids: "a")
            let result = home.run(
                "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("linked to \(account.url)"))
            let path = try home.privatePath(ServerLinkFile.fileName)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let app = home.session()
            defer { app.close() }
            let link = try #require(try ServerLinkFile.load(in: app))
            #expect(link.server == account.url && link.account == account.name && link.password == account.password)
            // Sync lets libpq read the password from the password file.
            #expect(link.passwordFile == (try home.privatePath(PasswordFileCredentialStore.fileName)))
            // No temporary file is left beside it.
            let names = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
            #expect(!names.contains { $0.hasSuffix(".partial") }, "\(names)")
            #expect(home.run("plan").output.contains("account: \(account.name)"))
        }

        @Test func deletingTheAccountFromTheDeviceForgetsItsPassword() throws {
            let account = try TestCluster.shared().addAccount("login-delete")
            let home = GloveboxHome(ids: "a")
            #expect(home.run(
                "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password)
            ).status == 0)
            let path = try home.privatePath(ServerLinkFile.fileName)
            #expect(FileManager.default.fileExists(atPath: path))
            let credentials = try home.privatePath(PasswordFileCredentialStore.fileName)
            #expect(FileManager.default.fileExists(atPath: credentials))
            let deleted = home.run("delete-account", "--yes")
            #expect(deleted.status == 0, "\(deleted.errors)")
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(!FileManager.default.fileExists(atPath: credentials), "the password goes with the link")
        }

        @Test func theServersPlanIsTheOneSignedInWith() throws {
            let account = try TestCluster.shared().addAccount("login-plus", plan: "plus")
            let home = GloveboxHome(ids: "a")
            let result = home.run(
                "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
            #expect(result.status == 0, "\(result.errors)")
            #expect(home.run("plan").output.contains("plan: plus"))
        }

        @Test func aWrongPasswordIsRefusedAndChangesNothing() throws {
            let account = try TestCluster.shared().addAccount("login-wrong")
            let home = GloveboxHome(ids: "a")
            #expect(home.run("login", "local@example.com").status == 0)
            #expect(home.run("vehicle", "add", "Clio").status == 0)
            let before = try fingerprint(home)
            let result = home.run(
                "login", account.name, "--server", account.url, "--password-file", try home.passwordFile("not-the-password"))
            #expect(result.status == 2)
            #expect(result.errors.contains("refused the name or password of \(account.name)"), "\(result.errors)")
            #expect(result.errors.contains("nothing was changed on this device"))
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName)))
            #expect(home.run("plan").output.contains("account: local@example.com"))
            #expect(try fingerprint(home) == before)
        }

        @Test func anUnreachableServerIsRefusedAndChangesNothing() throws {
            let account = try TestCluster.shared().addAccount("login-away")
            let home = GloveboxHome(ids: "a")
            // A port nobody listens on (the policy adds verify-full; nobody answers to verify).
            let url = "postgresql://localhost:\(try TestCluster.freePort())/glovebox"
            let result = home.run(
                "login", account.name, "--server", url, "--password-file", try home.passwordFile(account.password))
            #expect(result.status == 1)
            #expect(result.errors.contains("cannot reach the household server at \(url)"), "\(result.errors)")
            #expect(!FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName)))
            #expect(home.run("plan").status == 2, "nobody is signed in")
        }

        @Test func aPasswordFileThatCannotBeReadIsBadInput() throws {
            let account = try TestCluster.shared().addAccount("login-file")
            let home = GloveboxHome(ids: "a")
            let result = home.run("login", account.name, "--server", account.url, "--password-file", "/nonexistent/pw")
            #expect(result.status == 2)
            #expect(result.errors.contains("cannot read the password file '/nonexistent/pw'"), "\(result.errors)")
            // Without a terminal and without a file there is nobody to ask.
            let asked = home.run("login", account.name, "--server", account.url)
            #expect(asked.status == 2)
            #expect(asked.errors.contains("needs a password"), "\(asked.errors)")
            #expect(home.run("login", account.name, "--password-file", "/nonexistent/pw").status == 2)
        }

        @Test func theClientSpeaksTheServersSchemaVersion() {
            #expect(HouseholdServerSession.schemaVersion == ServerSchema.latestVersion)
        }

        func fingerprint(_ home: GloveboxHome) throws -> String {
            let app = home.session()
            defer { app.close() }
            return try app.store().contentFingerprint()
        }
    }
}
