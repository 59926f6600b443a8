import Foundation
@testable import GarageStorage
@testable import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// `glovebox sync`: one account, two devices (two homes), offline edits on both.
    @Suite struct SyncCommand {
        /// Two homes of one account, both linked to the cluster.
        struct TwoHomes {
            let account: TestAccount
            let phone = GloveboxHome(ids: "p")
            let laptop = GloveboxHome(ids: "l")

            /// Made at the first sign-in and opened at the others, as a person's would be, so that notes
            /// and plates travel (sealed) between the homes; `nil` for an account that never made one.
            let passphrase: String?

            init(_ prefix: String, sealed: Bool = true) throws {
                account = try TestCluster.shared().addAccount(prefix)
                passphrase = sealed ? "\(account.name)'s long passphrase" : nil
                for home in [phone, laptop] {
                    let result = try signIn(home)
                    #expect(result.status == 0, "\(result.errors)")
                }
            }

            /// Signs `home` in to the account, with the passphrase when the account has a key (at the
            /// cost tests can afford).
            func signIn(_ home: GloveboxHome) throws -> GloveboxHome.Result {
                var arguments = ["login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password)]
                if let passphrase { arguments += ["--passphrase-file", try home.passwordFile(passphrase)] }
                return home.run(arguments, sync: SyncOptions(keyCost: .interactive))
            }
        }

        @discardableResult
        func sync(_ home: GloveboxHome, sourceLocation: SourceLocation = #_sourceLocation) -> GloveboxHome.Result {
            let result = home.run("sync")
            #expect(result.status == 0, "sync failed: \(result.errors)", sourceLocation: sourceLocation)
            return result
        }

        /// Syncs `homes` in this order, round after round, until `done` (or 30 seconds passed): the
        /// feed's horizon is held back by any transaction open on the shared cluster (other tests'
        /// included), so a change another device pushed may come one sync later.
        func converge(
            _ homes: [GloveboxHome], sourceLocation: SourceLocation = #_sourceLocation, until done: () throws -> Bool
        ) throws {
            let deadline = Date().addingTimeInterval(30)
            repeat {
                for home in homes { sync(home, sourceLocation: sourceLocation) }
                if try done() { return }
                usleep(50_000)
            } while Date() < deadline
            Issue.record("the homes did not converge within 30 seconds", sourceLocation: sourceLocation)
        }

        /// What the logbook holds, without what is each device's own: the session (when it signed
        /// in), the journal (its own undo history), the sync's cursor, what its imports remembered, the
        /// odometer conflicts it noted.
        func logbook(_ home: GloveboxHome, unordered: Bool = false) throws -> String {
            let app = home.session()
            defer { app.close() }
            let store = try app.store()
            var text = try store.contentFingerprint(excluding: [
                "journal", "session", "sync_state", "imported_row", "imported_source", "odometer_conflict", unordered ? "vehicle" : "",
            ])
            if unordered {
                text += try store.database.rows(
                    "SELECT id || '|' || name || '|' || unit || '|' || account FROM vehicle ORDER BY id") { $0.text(0) }
                    .joined(separator: "\n")
            }
            return text
        }

        func succeed(_ home: GloveboxHome, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
            let result = home.run(arguments)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        }

        @Test(arguments: [false, true]) func offlineEditsOnTwoDevicesGiveOneLogbookInEitherOrder(phoneFirst: Bool) throws {
            let homes = try TwoHomes("sync-two")
            let (phone, laptop) = (homes.phone, homes.laptop)
            // The vehicle and its first records, made on the phone and synced to the laptop.
            succeed(phone, "vehicle", "add", "Clio")
            succeed(phone, "odometer", "log", "clio", "84210", "--date", "2026-11-01")
            succeed(phone, "maintenance", "add", "clio", "Oil", "--every-months", "12")
            try converge([phone, laptop]) { try logbook(phone) == logbook(laptop) }
            let (a, b) = (try logbook(phone), try logbook(laptop))
            #expect(a == b, "\(zip(a.split(separator: "\n"), b.split(separator: "\n")).filter { $0 != $1 })")
            #expect(laptop.run("vehicle", "list").output.contains("Clio"))

            // Offline on both: each adds records, both edit the vehicle (the later edit wins).
            succeed(phone, "expense", "add", "clio", "45.90", "EUR", "--date", "2026-11-02", "--category", "fuel")
            succeed(phone, "vehicle", "edit", "clio", "--make", "Renault")
            laptop.now = phone.now.addingTimeInterval(1)
            succeed(laptop, "odometer", "log", "clio", "84500", "--date", "2026-11-10")
            succeed(laptop, "vehicle", "edit", "clio", "--make", "Renault SA")
            succeed(laptop, "deadline", "add", "clio", "insurance", "2027-03-01")

            let (first, second) = phoneFirst ? (phone, laptop) : (laptop, phone)
            try converge([first, second, first]) { try logbook(phone) == logbook(laptop) }
            let (c, d) = (try logbook(phone), try logbook(laptop))
            #expect(c == d, "\(zip(c.split(separator: "\n"), d.split(separator: "\n")).filter { $0 != $1 })")
            // And the same widgets: each home's published snapshot shows the same content, kind by kind.
            for home in [phone, laptop] {
                try home.installWidgets()
                succeed(home, "publish")
            }
            #expect(try phone.publishedContentHashes() == laptop.publishedContentHashes())
            let show = phone.run("vehicle", "show", "clio").output
            #expect(show.contains("Renault SA"), "\(show)")
            #expect(phone.run("expense", "list").output.contains("45.90"))
            #expect(phone.run("odometer", "list").output.contains("84,500") || phone.run("odometer", "list").output.contains("84500"))
        }

        @Test func aRepeatedPushAddsNothingAndASecondSyncPullsNothing() throws {
            let homes = try TwoHomes("sync-repeat")
            let phone = homes.phone
            succeed(phone, "vehicle", "add", "Clio")
            succeed(phone, "odometer", "log", "clio", "1000", "--date", "2026-11-01")
            // The outbox pushed but not acknowledged (as if killed between the commit and the
            // acknowledgement): pushed again, the server's rows stay as they were.
            let app = phone.session()
            let link = try #require(try ServerLinkFile.load(in: app))
            let connection = try homes.account.connect()
            let pushedOnce = try HouseholdSynchronizer.push(app: app, connection: connection, link: link)
            let before = try serverRows(connection)
            app.close()
            #expect(pushedOnce == 0 || before.count == 2)
            let result = sync(phone)
            #expect(try serverRows(connection) == before)
            #expect(before.count == 2, "\(before)")
            #expect(result.output.contains("pulled 0"), "\(result.output)")
            let again = sync(phone)
            #expect(again.output.contains("pushed 0 changes, pulled 0"), "\(again.output)")
        }

        /// A logbook kept before the outbox existed (schema 5 and older: no stamps, no outbox rows)
        /// sends all of it at its first sync once linked, not only the changes made afterwards.
        @Test func recordsWrittenBeforeTheOutboxReachTheServerOnceLinked() throws {
            let account = try TestCluster.shared().addAccount("sync-legacy")
            let (phone, laptop) = (GloveboxHome(ids: "p"), GloveboxHome(ids: "l"))
            succeed(phone, "login", account.name)
            succeed(phone, "vehicle", "add", "Clio")
            succeed(phone, "odometer", "log", "clio", "1000", "--date", "2026-11-01")
            do {
                // What schema 6 found in an older logbook: records without a stamp, an empty outbox.
                let app = phone.session()
                defer { app.close() }
                let store = try app.store()
                try store.write { store in
                    try store.database.execute("DELETE FROM outbox", [])
                    for table in ["vehicle", "odometer_entry"] {
                        try store.database.execute("UPDATE \(table) SET hlc = NULL", [])
                    }
                }
            }
            for home in [phone, laptop] {
                succeed(home, "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
            }
            try converge([phone, laptop]) { try recordIDs(laptop, "odometer_entry").count == 1 }
            #expect(try recordIDs(laptop, "odometer_entry") == recordIDs(phone, "odometer_entry"))
            // Made before the link, the phone's vehicle keeps its name as its id there; the server, and
            // so the laptop, know it by an id no other account can have (`SyncCommand.PreLink`).
            #expect(try recordIDs(phone, "vehicle") == ["clio"])
            #expect(try recordIDs(laptop, "vehicle").first?.hasPrefix("clio-") == true)
        }

        /// Without a key (the account never made one), the plate stays on the device that typed it
        /// (with one, it goes sealed: `SealedPlate`).
        @Test func withoutAKeyTheLicencePlateNeverLeavesTheDevice() throws {
            let homes = try TwoHomes("sync-plate", sealed: false)
            succeed(homes.phone, "vehicle", "add", "Clio")
            succeed(homes.phone, "vehicle", "edit", "clio", "--plate", "AA-11-BB")
            try converge([homes.phone, homes.laptop]) { try recordIDs(homes.laptop, "vehicle").count == 1 }
            #expect(!homes.laptop.run("vehicle", "show", "clio").output.contains("AA-11-BB"))
            #expect(homes.phone.run("vehicle", "show", "clio").output.contains("AA-11-BB"))
        }

        @Test func aDeleteWinsOverAnOlderEdit() throws {
            let homes = try TwoHomes("sync-delete")
            let (phone, laptop) = (homes.phone, homes.laptop)
            succeed(phone, "vehicle", "add", "Clio")
            succeed(phone, "odometer", "log", "clio", "1000", "--date", "2026-11-01")
            try converge([phone, laptop]) { try !recordIDs(laptop, "odometer_entry").isEmpty }
            let id = try #require(try recordIDs(laptop, "odometer_entry").first)
            // The phone edits it; later, offline, the laptop deletes it.
            succeed(phone, "odometer", "edit", id, "--note", "edited")
            laptop.now = phone.now.addingTimeInterval(5)
            succeed(laptop, "odometer", "remove", id)
            try converge([phone, laptop, phone]) {
                try recordIDs(phone, "odometer_entry").isEmpty && recordIDs(laptop, "odometer_entry").isEmpty
            }
            #expect(try recordIDs(phone, "odometer_entry").isEmpty)
            #expect(try recordIDs(laptop, "odometer_entry").isEmpty)
        }

        @Test func aSyncThatChangedWhatTheWidgetsShowRepublishes() throws {
            let homes = try TwoHomes("sync-publish")
            succeed(homes.phone, "vehicle", "add", "Clio")
            sync(homes.phone)
            try homes.laptop.installWidgets()
            let before = try generation(homes.laptop)
            try converge([homes.laptop]) { try generation(homes.laptop) > before }
            // The command ended through the app session: the widgets' snapshot shows the pulled vehicle.
            let snapshot = try String(contentsOfFile: homes.laptop.snapshotPath, encoding: .utf8)
            #expect(snapshot.contains("Clio"))
            let after = try generation(homes.laptop)
            sync(homes.laptop)
            #expect(try generation(homes.laptop) == after, "a sync that pulled nothing commits nothing")
        }

        @Test func aWrongPasswordOrAStoppedServerLosesNothingLocal() throws {
            let homes = try TwoHomes("sync-fail")
            let phone = homes.phone
            succeed(phone, "vehicle", "add", "Clio")
            // The link's password no longer the account's.
            let app = phone.session()
            var link = try #require(try ServerLinkFile.load(in: app))
            link.password = "wrong-password"
            try ServerLinkFile.save(link, in: app)
            let pending = try app.store().sync.pendingChangeCount()
            app.close()
            let before = try logbook(phone)
            let refused = phone.run("sync")
            #expect(refused.status == 2)
            #expect(refused.errors.contains("refused the name or password"), "\(refused.errors)")
            // A server that does not answer.
            link.password = homes.account.password
            link.server = "postgresql://localhost:\(try TestCluster.freePort())/glovebox"
            let reopened = phone.session()
            try ServerLinkFile.save(link, in: reopened)
            reopened.close()
            let away = phone.run("sync")
            #expect(away.status == 1)
            #expect(away.errors.contains("cannot reach the household server"), "\(away.errors)")
            // Asked for JSON, it answers in JSON on standard output too, with the same status.
            let awayJSON = phone.run("sync", "--json")
            #expect(awayJSON.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(awayJSON.output.utf8)) as? [String: Any])
            #expect(object["server"] as? String == link.server)
            #expect((object["error"] as? String)?.contains("cannot reach the household server") == true, "\(object)")
            #expect(object["exitStatus"] as? Int == 1)
            #expect(try logbook(phone) == before)
            let check = phone.session()
            defer { check.close() }
            #expect(try check.store().sync.pendingChangeCount() == pending)
            #expect(pending > 0)
        }

        // A sync killed at any moment: SyncCommand+Kills.swift (fifty kills during the push, fifty during the pull).

        @Test func twoVehiclesOfOneNameAddedApartAreRefusedClearlyUntilOneIsRenamed() throws {
            let homes = try TwoHomes("sync-names")
            let (phone, laptop) = (homes.phone, homes.laptop)
            succeed(phone, "vehicle", "add", "Clio")
            succeed(laptop, "vehicle", "add", "Clio")
            sync(phone)
            let before = try logbook(laptop)
            var refused = laptop.run("sync")
            let deadline = Date().addingTimeInterval(30)
            while refused.status == 0, Date() < deadline {
                usleep(50_000)
                refused = laptop.run("sync")
            }
            #expect(refused.status == 1)
            #expect(refused.errors.contains("another device added a vehicle named 'Clio' too"), "\(refused.errors)")
            #expect(try logbook(laptop) == before)
            succeed(laptop, "vehicle", "edit", "clio", "--name", "Clio 2")
            try converge([laptop, phone]) { try recordIDs(phone, "vehicle").count == 2 && recordIDs(laptop, "vehicle").count == 2 }
            // Each device keeps its own order of the list (`position`): the rest is one logbook.
            let (a, b) = (try logbook(phone, unordered: true), try logbook(laptop, unordered: true))
            #expect(a == b, "\(zip(a.split(separator: "\n"), b.split(separator: "\n")).filter { $0 != $1 })")
            #expect(try recordIDs(phone, "vehicle").count == 2)
        }

        @Test func syncPrintsJSONWhenAsked() throws {
            let homes = try TwoHomes("sync-json")
            succeed(homes.phone, "vehicle", "add", "Clio")
            let result = homes.phone.run("sync", "--json")
            #expect(result.status == 0, "\(result.errors)")
            let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
            #expect(object?["pushed"] as? Int == 1)
            #expect(object?["pulled"] as? Int == 0)
            #expect(object?["server"] as? String == homes.account.url)
        }

        @Test func syncingWithoutALinkIsRefused() {
            let home = GloveboxHome(ids: "x")
            #expect(home.run("login", "local@example.com").status == 0)
            let result = home.run("sync")
            #expect(result.status == 2)
            #expect(result.errors.contains("not linked to a household server"), "\(result.errors)")
        }

        func serverRows(_ connection: PostgresConnection) throws -> [String] {
            try connection.query(
                """
                SELECT 'vehicle ' || id || ' ' || hlc FROM glovebox.vehicle
                UNION ALL SELECT 'odometer ' || id || ' ' || hlc FROM glovebox.odometer_entry ORDER BY 1
                """
            ).rows.compactMap { $0[0] }
        }

        func recordIDs(_ home: GloveboxHome, _ table: String) throws -> [String] {
            let app = home.session()
            defer { app.close() }
            return try app.store().database.rows("SELECT id FROM \(table) ORDER BY id") { $0.text(0) }
        }

        func generation(_ home: GloveboxHome) throws -> Int {
            let app = home.session()
            defer { app.close() }
            return try app.store().generation()
        }
    }
}
