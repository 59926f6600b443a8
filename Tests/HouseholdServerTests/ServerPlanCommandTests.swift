import Foundation
import HouseholdServer
import Testing

extension HouseholdServerTests {
    /// `glovebox-server plan`: the administrator changes an account's plan, which the server enforces
    /// and the account's devices take at their next sync; a linked device cannot change it itself.
    @Suite struct ServerPlanCommand {
        @Test func theAdministratorChangesAPlanAndTheDeviceTakesItAtItsNextSync() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("server-plan")
            let home = GloveboxHome(ids: "sp")
            let login = home.run("login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
            #expect(login.status == 0, "\(login.errors)")
            // On the device: refused, with who can change it and how.
            let refused = home.run("plan", "plus")
            #expect(refused.status == 2)
            #expect(refused.errors.contains("ask the server's administrator ('glovebox-server plan DIR ACCOUNT PLAN')"), "\(refused.errors)")
            #expect(home.run("plan").output.contains("plan: free"))
            // On the server: changed, and the server lets a third vehicle in.
            let changed = try ServerProcess.run("plan", cluster.layout.root, account.name, "plus")
            #expect(changed.status == 0, "\(changed.errors)")
            #expect(changed.output == "'\(account.name)' is now on the plus plan (was free)\n")
            let again = try ServerProcess.run("plan", cluster.layout.root, account.name, "plus")
            #expect(again.output == "'\(account.name)' is already on the plus plan\n")
            #expect(home.run("sync").status == 0)
            #expect(home.run("plan").output.contains("plan: plus"), "\(home.run("plan").output)")
            for name in ["One", "Two", "Three"] { #expect(home.run("vehicle", "add", name).status == 0) }
            let synced = home.run("sync")
            #expect(synced.status == 0 && !synced.errors.contains("refused"), "\(synced.errors)")
            #expect(try account.connect().query("SELECT count(*) FROM glovebox.vehicle").scalar == "3")
        }

        @Test func anUnknownAccountOrPlanIsRefusedAndChangesNothing() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("server-plan-refused")
            let unknown = try ServerProcess.run("plan", cluster.layout.root, "nobody@example.com", "plus")
            #expect(unknown.status == 2)
            #expect(unknown.errors == "glovebox-server: no account named 'nobody@example.com' on this server\n")
            let badPlan = try ServerProcess.run("plan", cluster.layout.root, account.name, "gold")
            #expect(badPlan.status == 2)
            #expect(badPlan.errors.contains("unknown plan 'gold'"), "\(badPlan.errors)")
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            #expect(try administrator.query("SELECT plan FROM glovebox.account WHERE name = $1", [account.name]).scalar == "free")
        }
    }
}
