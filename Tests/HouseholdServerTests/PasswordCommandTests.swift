import Foundation
import HouseholdServer
import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// `glovebox password`: an account changes its own household server password through the server's
    /// function, and the device keeps the new one.
    @Suite struct PasswordCommand {
        /// A home signed in to `account` on the test server.
        static func linkedHome(_ account: TestAccount) throws -> GloveboxHome {
            let home = GloveboxHome(ids: "a")
            let login = home.run("login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
            #expect(login.status == 0, "\(login.errors)")
            return home
        }

        @Test func theNewPasswordIsTheServersAndThisDevicesAndTheOldOneStopsWorking() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("own-new-password")
            let home = try Self.linkedHome(account)
            #expect(home.run("vehicle", "add", "Clio").status == 0)
            let changed = home.run(["password", "--password-stdin"], standardInput: "a brand new password\n")
            #expect(changed.status == 0, "\(changed.errors)")
            #expect(changed.output.contains("changed the password of \(account.name)"), "\(changed.output)")
            // The device syncs with the new one, kept where it keeps passwords.
            let synced = home.run("sync")
            #expect(synced.status == 0, "\(synced.errors)")
            #expect(throws: PostgresError.self) { _ = try account.connect() }
            let renewed = TestAccount(name: account.name, password: "a brand new password", url: account.url)
            #expect(try renewed.connect().query("SELECT count(*) FROM glovebox.vehicle").scalar == "1")
            // Changed through the tools: the administrator's check leaves it.
            #expect(try !ServerCheck(address: cluster.address).run().restoredPasswords.contains(account.name))
        }

        @Test func whatIsRefusedChangesNothing() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("own-password-refused")
            let home = try Self.linkedHome(account)
            for (input, message) in [
                ("short\n", "a password needs at least 8 characters"),
                (account.password + "\n", "the new password is the one the account has"),
                ("", "no password on standard input"),
            ] {
                let result = home.run(["password", "--password-stdin"], standardInput: input)
                #expect(result.status == 2, "\(input)")
                #expect(result.errors.contains(message), "\(result.errors)")
            }
            // Without a way to ask, the options are named.
            let noWay = home.run("password")
            #expect(noWay.status == 2)
            #expect(noWay.errors.contains("password needs a password: give --password-file FILE or --password-stdin"), "\(noWay.errors)")
            #expect(try account.connect().query("SELECT 1").scalar == "1")
            #expect(home.run("sync").status == 0)
            // A device that is not linked has no household password to change.
            let alone = GloveboxHome(ids: "b")
            #expect(alone.run("login", "alone@example.com").status == 0)
            let refused = alone.run(["password", "--password-stdin"], standardInput: "a brand new password\n")
            #expect(refused.status == 2)
            #expect(refused.errors.contains("this device is not linked to a household server"), "\(refused.errors)")
        }
    }
}
