import AppCore
import Foundation
@testable import GarageStorage
import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests.SyncCommand {
    /// What a home keeps of the account: its vehicles, its journal entries and its sync state.
    func kept(_ home: GloveboxHome) throws -> (vehicles: Int, journal: Int, syncState: Int) {
        let app = home.session()
        defer { app.close() }
        let database = try app.store().database
        func count(_ table: String) throws -> Int {
            try database.firstRow("SELECT count(*) FROM \(table)") { $0.int(0) } ?? -1
        }
        return (try count("vehicle"), try count("journal"), try count("sync_state"))
    }

    func hasLink(_ home: GloveboxHome) throws -> Bool {
        FileManager.default.fileExists(atPath: try home.privatePath(ServerLinkFile.fileName))
    }

    func shortcutsSnapshot(_ home: GloveboxHome) -> Data? {
        let app = home.session()
        defer { app.close() }
        return app.shortcutsSnapshotBytes()
    }

    @Test func signingOutPushesFirstThenRemovesThisDevicesCopyAndEverySnapshot() throws {
        let homes = try TwoHomes("leave-signout")
        let (phone, laptop) = (homes.phone, homes.laptop)
        try phone.installWidgets()
        succeed(phone, "vehicle", "add", "Clio")
        succeed(phone, "odometer", "log", "clio", "84210", "--date", "2026-11-01")
        succeed(phone, "expense", "add", "clio", "45.90", "EUR", "--date", "2026-11-02", "--category", "fuel")
        // Never synced: the three changes wait in the outbox.
        #expect(try pendingChanges(phone) == 3)
        #expect(FileManager.default.fileExists(atPath: phone.snapshotPath))
        #expect(shortcutsSnapshot(phone) != nil)
        let before = try logbook(phone)

        let result = phone.run("logout")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("removed this device's copy of 1 vehicle (the household server keeps them)"), "\(result.output)")
        // The final push reached the server before anything went.
        let server = try homes.account.connect()
        #expect(try server.query("SELECT count(*) FROM glovebox.odometer_entry").scalar == "1")
        #expect(try server.query("SELECT count(*) FROM glovebox.expense").scalar == "1")
        // Then this device's copy, its undo history, its cursor, its password and every snapshot went.
        let left = try kept(phone)
        #expect(left.vehicles == 0 && left.journal == 0 && left.syncState == 0, "\(left)")
        #expect(try pendingChanges(phone) == 0)
        #expect(try !hasLink(phone))
        #expect(!FileManager.default.fileExists(atPath: phone.snapshotPath))
        #expect(shortcutsSnapshot(phone) == nil)
        #expect(phone.run("plan").status == 2, "nobody is signed in")

        // Signing in again brings the logbook back from the server, as the other device has it.
        let again = try homes.signIn(phone)
        #expect(again.status == 0, "\(again.errors)")
        try converge([phone, laptop]) { try recordIDs(phone, "expense").count == 1 && recordIDs(laptop, "expense").count == 1 }
        #expect(try logbook(phone) == logbook(laptop))
        let back = try logbook(phone)
        #expect(back == before, "\(zip(back.split(separator: "\n"), before.split(separator: "\n")).filter { $0 != $1 })")
        #expect(try recordIDs(phone, "odometer_entry").count == 1)
    }

    @Test func signingOutWhileTheServerIsAwayIsRefusedUnlessLosingTheChangesIsConfirmed() throws {
        let homes = try TwoHomes("leave-away")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        let before = try logbook(phone)
        try withServerStopped {
            let refused = phone.run("logout")
            #expect(refused.status == 1)
            #expect(refused.errors.contains("cannot sign out: 1 change made on this device has not reached the household server"),
                    "\(refused.errors)")
            #expect(refused.errors.contains("cannot reach the household server"), "\(refused.errors)")
            #expect(refused.errors.contains("--discard-unsynced"), "\(refused.errors)")
            // Without a terminal to ask, discarding needs --yes too.
            let unconfirmed = phone.run("logout", "--discard-unsynced")
            #expect(unconfirmed.status == 2)
            #expect(unconfirmed.errors.contains("pass --yes to confirm (nothing was changed)"), "\(unconfirmed.errors)")
            let after = try logbook(phone)
            #expect(after == before)
            let pending = try pendingChanges(phone)
            #expect(pending == 1)
            #expect(try hasLink(phone))
            #expect(phone.run("plan").output.contains("account: \(homes.account.name)"))

            let discarded = phone.run("logout", "--discard-unsynced", "--yes")
            #expect(discarded.status == 0, "\(discarded.errors)")
            #expect(discarded.output.contains("and 1 change the household server never took"), "\(discarded.output)")
            let left = try kept(phone)
            #expect(left.vehicles == 0, "\(left)")
            #expect(try !hasLink(phone))
        }
        // What was discarded never reached the server.
        #expect(try homes.account.connect().visibleRows("vehicle") == 0)
    }

    @Test func signingOutWithNothingLeftToPushNeedsNoServer() throws {
        let homes = try TwoHomes("leave-synced")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        sync(phone)
        try withServerStopped {
            let result = phone.run("logout")
            #expect(result.status == 0, "\(result.errors)")
            let left = try kept(phone)
            #expect(left.vehicles == 0, "\(left)")
        }
        #expect(try homes.account.connect().visibleRows("vehicle") == 1)
    }

    /// A change written by another process after the final push is found in the removal's own
    /// transaction: the sign-out is refused and nothing goes.
    @Test func theRemovalItselfRefusesWhileTheOutboxHoldsChanges() throws {
        let homes = try TwoHomes("leave-race")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        let app = phone.session()
        defer { app.close() }
        #expect(throws: UnsyncedChanges(count: 1)) {
            try app.perform(SignOut(removingSyncedCopy: true))
        }
        #expect(try app.store().accounts.signedIn()?.name == homes.account.name)
        #expect(try app.store().sync.pendingChangeCount() == 1)
    }

    @Test func signingOutOfALogbookWithoutAServerKeepsItsRecords() throws {
        let home = GloveboxHome(ids: "x")
        succeed(home, "login", "local@example.com")
        succeed(home, "vehicle", "add", "Clio")
        let result = home.run("logout")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try kept(home).vehicles == 1)
    }
}
