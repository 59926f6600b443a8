import Foundation
import Testing

extension HouseholdServerTests {
    /// A licence plate never leaves the device that typed it, so signing out of a linked device, which
    /// removes the device's copy, loses it: the sign-out asks first.
    @Suite struct SignOutPlate {
        @Test func aSignOutThatWouldLoseAPlateAsksFirstAndChangesNothingUntilConfirmed() throws {
            let account = try TestCluster.shared().addAccount("plate-logout")
            let home = GloveboxHome(ids: "a")
            #expect(home.run("login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password)).status == 0)
            #expect(home.run("vehicle", "add", "Clio", "--plate", "ZZ-99-AA").status == 0)
            #expect(home.run("vehicle", "add", "Jeep").status == 0)
            #expect(home.run("sync").status == 0)

            // Without a terminal and without --yes: refused, naming what would be lost; nothing changes.
            let refused = home.run("logout")
            #expect(refused.status == 2)
            #expect(refused.errors.contains("lose the licence plate of 'Clio'"), "\(refused.errors)")
            #expect(!refused.errors.contains("'Jeep'"), "\(refused.errors)")
            #expect(home.run("plan").output.contains("account: \(account.name)"), "still signed in")
            #expect(home.run("vehicle", "show", "clio").output.contains("ZZ-99-AA"))

            let confirmed = home.run("logout", "--yes")
            #expect(confirmed.status == 0, "\(confirmed.errors)")
            #expect(confirmed.output.contains("removed this device's copy of 2 vehicles"), "\(confirmed.output)")
            // Signed in again, the household's copy comes back, as the warning said: without the plate.
            #expect(home.run("login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password)).status == 0)
            #expect(home.run("sync").status == 0)
            let shown = home.run("vehicle", "show", "clio")
            #expect(shown.status == 0, "\(shown.errors)")
            #expect(!shown.output.contains("ZZ-99-AA"))
        }

        @Test func withoutAPlateTheSignOutAsksNothingMore() throws {
            let account = try TestCluster.shared().addAccount("plate-none-logout")
            let home = GloveboxHome(ids: "a")
            #expect(home.run("login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password)).status == 0)
            #expect(home.run("vehicle", "add", "Jeep").status == 0)
            #expect(home.run("sync").status == 0)
            let out = home.run("logout")
            #expect(out.status == 0, "\(out.errors)")
        }
    }
}
