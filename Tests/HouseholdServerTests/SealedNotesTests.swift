import Foundation
@testable import GarageStorage
import HouseholdCrypto
import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The notes, sealed end to end (server schema 15): the notes of readings, expenses and services go
    /// to the server sealed with their vehicle's key, as the plate does; a note the server still holds
    /// in clear (written before) is read as it is and sealed again by the next device with the key,
    /// at the same version and without a conflict; one changed on the server keeps its record aside.
    @Suite struct SealedNotes {
        static let options = SyncOptions(keyCost: .interactive)
        static let notes = ["public charger", "Main St, after work", "garage Dupont, ask for Luc"]
        /// The notes ``writeNotes(on:)`` leaves in a logbook: the service's cost is an expense whose
        /// note names the item serviced.
        static let written = (notes + ["Oil"]).sorted()

        func run(_ home: GloveboxHome, _ arguments: String...) -> GloveboxHome.Result {
            home.run(arguments, sync: Self.options)
        }

        func succeed(_ home: GloveboxHome, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
            let result = home.run(arguments, sync: Self.options)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        }

        /// A home signed in to `account`, its key made or opened at the sign-in with `passphrase`.
        func signedIn(_ account: TestAccount, ids: String, passphrase: String = "a long passphrase") throws -> GloveboxHome {
            let home = GloveboxHome(ids: ids)
            succeed(
                home, "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password),
                "--passphrase-file", try home.passwordFile(passphrase))
            return home
        }

        /// Every note `home` holds, sorted.
        func notes(_ home: GloveboxHome) throws -> [String] {
            let app = home.session()
            defer { app.close() }
            return try app.store().database.rows(
                """
                SELECT note FROM odometer_entry WHERE note IS NOT NULL UNION ALL SELECT note FROM expense WHERE note IS NOT NULL
                UNION ALL SELECT note FROM maintenance_service WHERE note IS NOT NULL ORDER BY 1
                """) { $0.text(0) }
        }

        /// Every row of every table of the server's schema, as text, read by the cluster's superuser.
        func everythingTheServerHolds() throws -> String {
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            let tables = try administrator.query(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'glovebox' ORDER BY tablename").rows.compactMap { $0[0] }
            #expect(tables.contains("expense") && tables.contains("odometer_entry") && tables.contains("maintenance_service"))
            return try tables.map { table in
                try administrator.query("SELECT coalesce(string_agg(t::text, E'\\n'), '') FROM glovebox.\(table) t").scalar ?? ""
            }.joined(separator: "\n")
        }

        /// Writes a reading, an expense and a service with the notes of ``notes`` on `home`'s Clio.
        func writeNotes(on home: GloveboxHome) {
            succeed(home, "odometer", "log", "clio", "12000", "--date", "2026-11-01", "--note", Self.notes[0])
            succeed(home, "expense", "add", "clio", "45.90", "EUR", "--date", "2026-11-02", "--category", "fuel", "--note", Self.notes[1])
            succeed(home, "maintenance", "add", "clio", "Oil", "--every-months", "12")
            succeed(home, "maintenance", "done", "clio", "oil", "--date", "2026-11-03", "--cost", "80.00", "EUR", "--note", Self.notes[2])
        }

        @Test func notesReachEveryDeviceOfTheAccountWhileTheServerHoldsNoneOfThem() throws {
            let account = try TestCluster.shared().addAccount("notes-two")
            // The first sign-in makes the key and prints its recovery key once.
            let phone = GloveboxHome(ids: "p")
            let first = run(
                phone, "login", account.name, "--server", account.url, "--password-file", try phone.passwordFile(account.password),
                "--passphrase-file", try phone.passwordFile("a long passphrase"))
            #expect(first.status == 0, "\(first.errors)")
            let recoveryKey = try #require(AccountKeys.recoveryKey(in: first.output), "\(first.output)")
            succeed(phone, "vehicle", "add", "Clio")
            writeNotes(on: phone)
            succeed(phone, "sync")
            let held = try everythingTheServerHolds()
            for note in Self.notes { #expect(!held.contains(note), "\(note)") }
            #expect(!held.contains("Dupont") && !held.contains("charger"))
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            let onPhone = try notes(phone)
            #expect(onPhone == Self.written, "\(onPhone)")
            for (table, count) in [("odometer_entry", 1), ("expense", 2), ("maintenance_service", 1)] {
                let sealed = try administrator.query(
                    "SELECT note FROM glovebox.\(table) e JOIN glovebox.vehicle v ON v.id = e.vehicle_id WHERE v.owner = $1 AND note IS NOT NULL",
                    [account.name]).rows.compactMap { $0[0] }
                #expect(sealed.count == count && sealed.allSatisfy { $0.hasPrefix("s1.") }, "\(table): \(sealed)")
            }

            // A second device, whose sign-in opens the key with the passphrase, reads them; so does a third
            // opened with the recovery key alone.
            let laptop = try signedIn(account, ids: "l")
            try syncUntil([laptop]) { try notes(laptop) == Self.written }
            let tablet = GloveboxHome(ids: "t")
            succeed(
                tablet, "login", account.name, "--server", account.url, "--password-file", try tablet.passwordFile(account.password),
                "--recovery-key-file", try tablet.passwordFile(recoveryKey))
            try syncUntil([tablet]) { try notes(tablet) == Self.written }
            // A note changed on one reaches the others, sealed.
            let expense = try #require(try laptop.session().store().database.firstRow("SELECT id FROM expense") { $0.text(0) })
            succeed(laptop, "expense", "edit", expense, "--note", "the other charger")
            try syncUntil([laptop, phone]) { try notes(phone).contains("the other charger") }
            #expect(try !everythingTheServerHolds().contains("other charger"))
        }

        @Test func theServerRefusesANoteInClearAndTakesOneSealed() throws {
            let account = try TestCluster.shared().addAccount("notes-rules")
            let phone = try signedIn(account, ids: "p")
            succeed(phone, "vehicle", "add", "Clio")
            succeed(phone, "odometer", "log", "clio", "12000", "--date", "2026-11-01", "--note", "sealed one")
            succeed(phone, "sync")
            let connection = try account.connect()
            defer { connection.close() }
            let id = try #require(try connection.query("SELECT id FROM glovebox.odometer_entry").scalar)
            // An account writing a note in clear is refused, with the field named.
            let refusal = refusalMessage {
                try connection.execute(
                    """
                    UPDATE glovebox.odometer_entry SET note = 'in clear', hlc = hlc + 65536,
                        incoming = jsonb_build_object('note', glovebox.stamp_text(hlc + 65536, device_id))
                    WHERE id = $1
                    """, [id])
            }
            #expect(refusal?.contains("odometer_entry.note is not a sealed value") == true, "\(refusal ?? "accepted")")
        }

        @Test func aNoteStillInClearOnTheServerIsSealedByTheNextSyncAtItsVersionAndNobodyIsTold() throws {
            let account = try TestCluster.shared().addAccount("notes-upgrade")
            let phone = try signedIn(account, ids: "p")
            succeed(phone, "vehicle", "add", "Clio")
            succeed(phone, "odometer", "log", "clio", "12000", "--date", "2026-11-01", "--note", Self.notes[0])
            succeed(phone, "sync")
            // The server as schema 14 left it: the note in clear (put there by the superuser, around
            // every trigger), and the phone's logbook as step 18 left one synced before (not queued).
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            func serverNote() throws -> String? {
                try administrator.query("SELECT note FROM glovebox.odometer_entry e JOIN glovebox.vehicle v ON v.id = e.vehicle_id WHERE v.owner = $1", [account.name]).scalar
            }
            func version() throws -> String? {
                try administrator.query(
                    "SELECT e.hlc::text || e.device_id || coalesce(e.field_versions::text, '') FROM glovebox.odometer_entry e JOIN glovebox.vehicle v ON v.id = e.vehicle_id WHERE v.owner = $1",
                    [account.name]).scalar
            }
            try administrator.transaction { db in
                try db.execute("SET LOCAL session_replication_role = replica")
                try db.execute(
                    "UPDATE glovebox.odometer_entry e SET note = $2 FROM glovebox.vehicle v WHERE v.id = e.vehicle_id AND v.owner = $1",
                    [account.name, Self.notes[0]])
            }
            let before = try version()
            do {
                let app = phone.session()
                defer { app.close() }
                try app.store().database.execute("UPDATE sync_state SET sealed_notes = 0")
            }
            // A new device reads the note in clear as it is (it was written before notes were sealed)…
            let laptop = try signedIn(account, ids: "l")
            try syncUntil([laptop]) { try notes(laptop) == [Self.notes[0]] }
            // …and the phone's next sync sends it sealed, at the version it has: the server takes it.
            succeed(phone, "sync")
            let resealed = try #require(try serverNote())
            #expect(resealed.hasPrefix("s1."), "\(resealed)")
            #expect(try version() == before)
            #expect(try administrator.query("SELECT count(*) FROM glovebox.conflict c JOIN glovebox.vehicle v ON v.id = c.vehicle_id WHERE v.owner = $1", [account.name]).scalar == "0")
            // Every device still reads it, and nobody has a conflict to look at.
            try syncUntil([laptop, phone]) { try notes(laptop) == [Self.notes[0]] && notes(phone) == [Self.notes[0]] }
            for home in [phone, laptop] {
                #expect(home.run("conflicts", "list").output == "no conflicts\n")
            }
            // Done once: a later sync queues nothing more.
            let app = phone.session()
            defer { app.close() }
            #expect(try app.store().database.firstRow("SELECT sealed_notes FROM sync_state") { $0.int(0) } == 1)
            #expect(try app.store().database.firstRow("SELECT count(*) FROM outbox") { $0.int(0) } == 0)
        }

        @Test func aNoteChangedOnTheServerKeepsItsRecordAsideWithTheReasonAndNothingElseStops() throws {
            let account = try TestCluster.shared().addAccount("notes-tamper")
            let phone = try signedIn(account, ids: "p")
            succeed(phone, "vehicle", "add", "Clio")
            writeNotes(on: phone)
            succeed(phone, "sync")
            // The superuser flips one byte of the expense's sealed note, around every trigger.
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            try administrator.transaction { db in
                try db.execute("SET LOCAL session_replication_role = replica")
                try db.execute(
                    """
                    UPDATE glovebox.expense e SET note = overlay(note placing (CASE WHEN substr(note, 10, 1) = 'A' THEN 'B' ELSE 'A' END) from 10 for 1)
                    FROM glovebox.vehicle v WHERE v.id = e.vehicle_id AND v.owner = $1
                    """, [account.name])
            }
            // A new device of the account gets the reading and the service, and keeps the expense aside.
            let laptop = try signedIn(account, ids: "l")
            try syncUntil([laptop]) { try notes(laptop) == [Self.notes[0], Self.notes[2]].sorted() }
            let listed = laptop.run("conflicts", "list")
            #expect(listed.output.contains("note does not open with the vehicle's key"), "\(listed.output)")
            succeed(laptop, "sync")
        }

        @Test func aRevocationSealsEveryNoteAgainWithTheNewKeyAtItsVersion() throws {
            let cluster = try TestCluster.shared()
            let (ana, ben) = (try cluster.addAccount("notes-revoke-ana"), try cluster.addAccount("notes-revoke-ben"))
            let anaPhone = try signedIn(ana, ids: "a", passphrase: "ana's long passphrase")
            let benPhone = try signedIn(ben, ids: "b", passphrase: "ben's long passphrase")
            succeed(anaPhone, "vehicle", "add", "Clio")
            writeNotes(on: anaPhone)
            succeed(anaPhone, "sync")
            succeed(anaPhone, "share", "clio", ben.name, "--role", "viewer")
            try syncUntil([benPhone]) { try notes(benPhone) == Self.written }
            // The key Ben's device could open, kept by the test as a removed member could keep it.
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            let vehicleID = try #require(try administrator.query("SELECT id FROM glovebox.vehicle WHERE owner = $1", [ana.name]).scalar)
            let bensCopy = try #require(try administrator.query(
                "SELECT sealed FROM glovebox.vehicle_key WHERE account = $1 AND generation = 1", [ben.name]).scalar)
            let bensKeyPair = try #require(try AccountKeyFile.load(account: ben.name, server: ben.url, in: benPhone.session()))
            let bensKey = try SealedVehicleKey(text: bensCopy).open(with: bensKeyPair)
            func openedByBen() throws -> [String] {
                try ["odometer_entry", "expense", "maintenance_service"].flatMap { table in
                    try administrator.query("SELECT id, note FROM glovebox.\(table) WHERE vehicle_id = $1 AND note IS NOT NULL", [vehicleID])
                        .rows.compactMap { row -> String? in
                            let kind = ["odometer_entry": "odometer-entry", "expense": "expense", "maintenance_service": "service"][table]!
                            let location = FieldLocation(vehicleID: vehicleID, kind: kind, recordID: row[0]!, field: "note")
                            return try? bensKey.open(row[1]!, at: location)
                        }
                }.sorted()
            }
            #expect(try openedByBen() == Self.written)
            let versions = try administrator.query(
                "SELECT string_agg(hlc::text, ',' ORDER BY id) FROM glovebox.expense WHERE vehicle_id = $1", [vehicleID]).scalar

            succeed(anaPhone, "unshare", "clio", ben.name)
            // Every note the server holds is sealed again with the new key, at the version it had.
            #expect(try openedByBen().isEmpty)
            #expect(try administrator.query(
                "SELECT string_agg(hlc::text, ',' ORDER BY id) FROM glovebox.expense WHERE vehicle_id = $1", [vehicleID]).scalar == versions)
            // Ana's other device reads them all with the new key.
            let anaLaptop = try signedIn(ana, ids: "l", passphrase: "ana's long passphrase")
            try syncUntil([anaLaptop]) { try notes(anaLaptop) == Self.written }
        }

        /// The message of the error `body` throws, if any.
        func refusalMessage(_ body: () throws -> Void) -> String? {
            do {
                try body()
                return nil
            } catch {
                return "\(error)"
            }
        }
    }
}
