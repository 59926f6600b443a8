import Foundation
import HouseholdServer
import HouseholdSync
import LinuxPlatform
import PostgresClient
import Testing

extension HouseholdServerTests.SyncCommand {
    /// Logs `count` odometer readings on `vehicle` in `home`, one a day from 2026-10-01.
    func logReadings(_ home: GloveboxHome, _ count: Int, vehicle: String = "clio", from start: Int = 0) {
        for day in start..<(start + count) {
            let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: Self.firstDay)!
            succeed(home, "odometer", "log", vehicle, String(1_000 + day * 10), "--date", Self.dayFormat.string(from: date))
        }
    }

    static let firstDay = ISO8601DateFormatter().date(from: "2020-01-01T12:00:00Z")!
    static let dayFormat: DateFormatter = {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd"
        return format
    }()

    func pendingChanges(_ home: GloveboxHome) throws -> Int {
        let app = home.session()
        defer { app.close() }
        return try app.store().sync.pendingChangeCount()
    }

    /// Stops the suite's server, runs `body`, and starts the server again whatever happened.
    func withServerStopped(_ body: () throws -> Void) throws {
        let cluster = try TestCluster.shared()
        try cluster.control.stop()
        defer { _ = try? cluster.control.start() }
        try body()
    }

    @Test func aServerStoppedBetweenPushPagesLosesNothingAndALaterSyncCompletes() throws {
        let homes = try TwoHomes("outage-push")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(phone, "vehicle", "add", "Clio")
        logReadings(phone, 9)
        let before = try logbook(phone)
        // Four rows a page: the vehicle and 9 readings make three pages. The child stops once the
        // server committed the first; the server goes; the child goes on into the second.
        let child = try SyncChild(phone, at: "push-committed:1=stop")
        try child.waitUntilStopped()
        try withServerStopped {
            child.resume()
            let (status, errors) = child.finish()
            #expect(status == 1, "\(errors)")
            #expect(errors.contains("the household server at \(homes.account.url) went away during the sync"), "\(errors)")
            #expect(errors.contains("nothing on this device was lost"), "\(errors)")
            let after = try logbook(phone)
            #expect(after == before)
            // The first page was acknowledged (the server had committed it); the rest wait.
            let pending = try pendingChanges(phone)
            #expect(pending == 6)
            let away = phone.run("sync")
            #expect(away.status == 1)
            #expect(away.errors.contains("cannot reach the household server"), "\(away.errors)")
        }
        try converge([phone, laptop]) { try recordIDs(laptop, "odometer_entry").count == 9 }
        #expect(try logbook(laptop) == logbook(phone))
        #expect(try logbook(phone) == before)
        #expect(try pendingChanges(phone) == 0)
        #expect(try homes.account.connect().query("SELECT count(*) FROM glovebox.odometer_entry").scalar == "9")
    }

    @Test func aServerStoppedDuringThePullLosesNothingAndALaterSyncCompletes() throws {
        let homes = try TwoHomes("outage-pull")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(laptop, "vehicle", "add", "Clio")
        logReadings(laptop, 5)
        sync(laptop)
        let before = try logbook(phone)
        let child = try SyncChild(phone, at: "pull-started=stop")
        try child.waitUntilStopped()
        try withServerStopped {
            child.resume()
            let (status, errors) = child.finish()
            #expect(status == 1, "\(errors)")
            #expect(errors.contains("went away during the sync"), "\(errors)")
            // Nothing pulled, nothing applied, the cursor where it was.
            let after = try logbook(phone)
            #expect(after == before)
        }
        try converge([phone]) { try recordIDs(phone, "odometer_entry").count == 5 }
        #expect(try logbook(phone) == logbook(laptop))
    }

    @Test func aPasswordChangedOnTheServerIsRefusedClearlyAndLosesNothing() throws {
        let homes = try TwoHomes("outage-password")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        let newPassword = "changed-\(UUID().uuidString)"
        // The administrator's tool, as `glovebox-server password` runs it.
        try ServerAccounts(address: TestCluster.shared().address).changePassword(of: homes.account.name, to: newPassword)
        let before = try logbook(phone)
        let refused = phone.run("sync")
        #expect(refused.status == 2)
        #expect(refused.errors.contains("refused the name or password of \(homes.account.name)"), "\(refused.errors)")
        // Signing out would need the final push: refused the same way, everything kept.
        let signOut = phone.run("logout")
        #expect(signOut.status == 2)
        #expect(signOut.errors.contains("cannot sign out: 1 change"), "\(signOut.errors)")
        #expect(signOut.errors.contains("refused the name or password"), "\(signOut.errors)")
        #expect(try logbook(phone) == before)
        #expect(try pendingChanges(phone) == 1)
        #expect(phone.run("plan").output.contains("account: \(homes.account.name)"))
        // Signing in again with the new password is all it takes.
        succeed(phone, "login", homes.account.name, "--server", homes.account.url, "--password-file", try phone.passwordFile(newPassword))
        sync(phone)
        #expect(try pendingChanges(phone) == 0)
    }

    /// Moves the server's recorded schema version for the length of `body` (the suite runs one test
    /// at a time): `older` removes the client's version and every later one, else a version one
    /// newer than the client's is added.
    func withServerSchema(older: Bool, _ body: () throws -> Void) throws {
        let administrator = try TestCluster.shared().administrator()
        let client = HouseholdServerSession.schemaVersion
        if older {
            let removed = try administrator.query(
                "DELETE FROM glovebox.schema_version WHERE version >= $1 RETURNING version, description, applied_at::text", [client]).rows
            defer {
                for row in removed {
                    _ = try? administrator.execute(
                        "INSERT INTO glovebox.schema_version (version, description, applied_at) VALUES ($1::integer, $2, $3::timestamptz)",
                        [row[0], row[1], row[2]])
                }
            }
            try body()
        } else {
            try administrator.execute(
                "INSERT INTO glovebox.schema_version (version, description) VALUES ($1, 'a step of a newer glovebox')", [client + 1])
            defer { _ = try? administrator.execute("DELETE FROM glovebox.schema_version WHERE version = $1", [client + 1]) }
            try body()
        }
    }

    @Test(arguments: [true, false]) func aServerOnAnotherSchemaVersionSaysWhichSideToUpdate(older: Bool) throws {
        let homes = try TwoHomes("outage-schema")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        let before = try logbook(phone)
        try withServerSchema(older: older) {
            let result = phone.run("sync")
            #expect(result.status == 1)
            if older {
                #expect(result.errors.contains(
                    "needs version \(HouseholdServerSession.schemaVersion): run 'glovebox-server migrate DIR' on the server"),
                    "\(result.errors)")
            } else {
                #expect(result.errors.contains("newer than this glovebox knows"), "\(result.errors)")
                #expect(result.errors.contains("update glovebox"), "\(result.errors)")
            }
            #expect(result.errors.contains("nothing was changed on this device"), "\(result.errors)")
            let login = phone.run("login", homes.account.name, "--server", homes.account.url, "--password-file", try phone.passwordFile(homes.account.password))
            #expect(login.status == 1, "\(login.errors)")
        }
        #expect(try logbook(phone) == before)
        #expect(try pendingChanges(phone) == 1)
        sync(phone)
    }
}
