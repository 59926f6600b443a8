import Foundation
@testable import GarageStorage
import HouseholdCrypto
import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The licence plate, sealed end to end (schema 12): with the account's key opened, it goes to the
    /// server sealed with the vehicle's key, comes back to every device that opened the key and to
    /// every member the key was sealed to, and the server holds nothing that reads it.
    @Suite struct SealedPlate {
        static let options = SyncOptions(keyCost: .interactive)
        static let plate = "ZZ-99-AA"

        func run(_ home: GloveboxHome, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) -> GloveboxHome.Result {
            home.run(arguments, sync: Self.options)
        }

        func succeed(_ home: GloveboxHome, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
            let result = home.run(arguments, sync: Self.options)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        }

        func linked(_ account: TestAccount, ids: String) throws -> GloveboxHome {
            let home = GloveboxHome(ids: ids)
            succeed(home, "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
            return home
        }

        func plates(_ home: GloveboxHome) throws -> [String] {
            let app = home.session()
            defer { app.close() }
            return try app.store().database.rows("SELECT name || ':' || coalesce(plate, '-') FROM vehicle ORDER BY name") { $0.text(0) }
        }

        func converge(_ homes: [GloveboxHome], sourceLocation: SourceLocation = #_sourceLocation, until done: () throws -> Bool) throws {
            try syncUntil(homes, sourceLocation: sourceLocation, done)
        }

        /// Every row of every table of the server's schema, as text, read by the cluster's superuser.
        func everythingTheServerHolds() throws -> String {
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            let tables = try administrator.query(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'glovebox' ORDER BY tablename").rows.compactMap { $0[0] }
            #expect(tables.contains("vehicle") && tables.contains("vehicle_key"))
            return try tables.map { table in
                try administrator.query("SELECT coalesce(string_agg(t::text, E'\\n'), '') FROM glovebox.\(table) t").scalar ?? ""
            }.joined(separator: "\n")
        }

        @Test func thePlateReachesTheAccountsOtherDevicesAndSurvivesSignOutWhileTheServerCannotReadIt() throws {
            let account = try TestCluster.shared().addAccount("sealed-two")
            let (phone, laptop) = (try linked(account, ids: "p"), try linked(account, ids: "l"))
            let made = run(phone, "keys", "init", "--passphrase-file", try phone.passwordFile("a long passphrase"))
            #expect(made.status == 0, "\(made.errors)")
            let recoveryKey = try #require(AccountKeys.recoveryKey(in: made.output))
            succeed(phone, "vehicle", "add", "Clio", "--plate", Self.plate)
            succeed(phone, "sync")
            // On the server: sealed text in the plate's column, the key only sealed, the plate nowhere.
            let held = try everythingTheServerHolds()
            #expect(!held.contains(Self.plate) && !held.contains("ZZ-99"))
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            let sealed = try #require(try administrator.query(
                "SELECT plate FROM glovebox.vehicle WHERE owner = $1", [account.name]).scalar)
            #expect(sealed.hasPrefix("s1."), "\(sealed)")
            #expect(try administrator.query(
                "SELECT count(*) FROM glovebox.vehicle_key WHERE account = $1 AND sealed LIKE 'k1.%'", [account.name]).scalar == "1")

            // The laptop has not opened the key: it does not sync (it would leave the plate behind).
            let locked = run(laptop, "sync")
            #expect(locked.status == 2)
            #expect(locked.errors.contains("run 'glovebox keys unlock'"), "\(locked.errors)")
            #expect(try plates(laptop).isEmpty)
            succeed(laptop, "keys", "unlock", "--passphrase-file", try laptop.passwordFile("a long passphrase"))
            try converge([laptop]) { try plates(laptop) == ["Clio:\(Self.plate)"] }
            // A change of the plate on the laptop reaches the phone.
            succeed(laptop, "vehicle", "edit", "clio", "--plate", "AB-12-CD")
            try converge([laptop, phone]) { try plates(phone) == ["Clio:AB-12-CD"] }

            // Signed out (nothing to ask: the plate is on the server, sealed) and in again: it comes back.
            let out = run(phone, "logout")
            #expect(out.status == 0, "\(out.errors)")
            // Said before it matters: the passphrase or the recovery key is what opens the plates again.
            #expect(out.errors.contains("needs the account's passphrase or its recovery key"), "\(out.errors)")
            #expect(try plates(phone).isEmpty)
            succeed(phone, "login", account.name, "--server", account.url, "--password-file", try phone.passwordFile(account.password))
            succeed(phone, "keys", "unlock", "--passphrase-file", try phone.passwordFile("a long passphrase"))
            try converge([phone]) { try plates(phone) == ["Clio:AB-12-CD"] }
            #expect(try !everythingTheServerHolds().contains("AB-12-CD"))
            // A new device opened with the recovery key alone reads it too.
            let tablet = try linked(account, ids: "t")
            let recoveryFile = try tablet.passwordFile(recoveryKey)
            succeed(tablet, "keys", "unlock", "--recovery-key-file", recoveryFile)
            try converge([tablet]) { try plates(tablet) == ["Clio:AB-12-CD"] }
        }

        @Test func aMemberReadsThePlateOnceTheVehicleKeyIsSealedToThemAndOneWithoutAKeyLosesNothingOfIt() throws {
            let cluster = try TestCluster.shared()
            let (ana, ben, carl) = (
                try cluster.addAccount("sealed-ana"), try cluster.addAccount("sealed-ben"), try cluster.addAccount("sealed-carl")
            )
            let (anaPhone, benPhone, carlPhone) = (try linked(ana, ids: "a"), try linked(ben, ids: "b"), try linked(carl, ids: "c"))
            succeed(anaPhone, "keys", "init", "--passphrase-file", try anaPhone.passwordFile("ana's long passphrase"))
            succeed(benPhone, "keys", "init", "--passphrase-file", try benPhone.passwordFile("ben's long passphrase"))
            succeed(anaPhone, "vehicle", "add", "Clio", "--plate", Self.plate)
            succeed(anaPhone, "sync")
            let shared = run(anaPhone, "share", "clio", ben.name, "--role", "viewer")
            #expect(shared.status == 0, "\(shared.errors)")
            #expect(shared.output.contains("sealed 'Clio''s key to \(ben.name)'s key"), "\(shared.output)")
            try converge([benPhone]) { try plates(benPhone) == ["Clio:\(Self.plate)"] }

            // Carl has no key: he gets the vehicle without its plate, and his edits leave Ana's plate alone.
            succeed(anaPhone, "share", "clio", carl.name, "--role", "editor")
            try converge([carlPhone]) { try plates(carlPhone) == ["Clio:-"] }
            succeed(carlPhone, "vehicle", "edit", "clio", "--model", "Clio IV")
            try converge([carlPhone, anaPhone]) {
                let app = anaPhone.session()
                defer { app.close() }
                return try app.store().database.rows("SELECT coalesce(model, '') FROM vehicle") { $0.text(0) } == ["Clio IV"]
            }
            #expect(try plates(anaPhone) == ["Clio:\(Self.plate)"])
            // Once Carl makes a key, Ana's next sync seals the vehicle's key to it.
            succeed(carlPhone, "keys", "init", "--passphrase-file", try carlPhone.passwordFile("carl's long passphrase"))
            succeed(anaPhone, "sync")
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            #expect(try administrator.query(
                "SELECT count(*) FROM glovebox.vehicle_key WHERE account = $1", [carl.name]).scalar == "1")
            // And Carl's device, whose copy came before the key, gets the plate at its next sync.
            try converge([carlPhone]) { try plates(carlPhone) == ["Clio:\(Self.plate)"] }
            #expect(try !everythingTheServerHolds().contains(Self.plate))
        }

        @Test func aRemovedMembersKeyOpensNothingWrittenAfterTheRemoval() throws {
            let cluster = try TestCluster.shared()
            let (ana, ben, carl) = (
                try cluster.addAccount("sealed-revoke-ana"), try cluster.addAccount("sealed-revoke-ben"),
                try cluster.addAccount("sealed-revoke-carl")
            )
            let (anaPhone, benPhone, carlPhone) = (try linked(ana, ids: "a"), try linked(ben, ids: "b"), try linked(carl, ids: "c"))
            for (home, who) in [(anaPhone, "ana"), (benPhone, "ben"), (carlPhone, "carl")] {
                succeed(home, "keys", "init", "--passphrase-file", try home.passwordFile("\(who)'s long passphrase"))
            }
            succeed(anaPhone, "vehicle", "add", "Clio", "--plate", Self.plate)
            succeed(anaPhone, "sync")
            succeed(anaPhone, "share", "clio", ben.name, "--role", "viewer")
            succeed(anaPhone, "share", "clio", carl.name, "--role", "viewer")
            try converge([benPhone, carlPhone]) { try plates(benPhone) == ["Clio:\(Self.plate)"] && plates(carlPhone) == ["Clio:\(Self.plate)"] }
            // The key Ben's devices could open, kept by the test as a removed member could keep it.
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            let vehicleID = try #require(try administrator.query("SELECT id FROM glovebox.vehicle WHERE owner = $1", [ana.name]).scalar)
            let bensCopy = try #require(try administrator.query(
                "SELECT sealed FROM glovebox.vehicle_key WHERE account = $1 AND generation = 1", [ben.name]).scalar)
            let bensKeyPair = try #require(try AccountKeyFile.load(account: ben.name, server: ben.url, in: benPhone.session()))
            let bensKey = try SealedVehicleKey(text: bensCopy).open(with: bensKeyPair)
            let location = FieldLocation(vehicleID: vehicleID, kind: "vehicle", recordID: vehicleID, field: "plate")
            func serverPlate() throws -> String { try #require(try administrator.query(
                "SELECT plate FROM glovebox.vehicle WHERE id = $1", [vehicleID]).scalar) }
            #expect(try bensKey.open(try serverPlate(), at: location) == Self.plate)

            let removed = run(anaPhone, "unshare", "clio", ben.name)
            #expect(removed.status == 0, "\(removed.errors)")
            #expect(removed.output.contains("replaced 'Clio''s key (generation 2), sealed to you and \(carl.name)"), "\(removed.output)")
            // Ben's copies went with his membership; the plate is sealed again, and his key opens it no more.
            #expect(try administrator.query("SELECT count(*) FROM glovebox.vehicle_key WHERE account = $1", [ben.name]).scalar == "0")
            #expect(throws: CryptoError.cannotOpen) { try bensKey.open(try serverPlate(), at: location) }
            // Nor what is written afterwards; Carl, who stays, reads it.
            succeed(anaPhone, "vehicle", "edit", "clio", "--plate", "NEW-PLATE")
            succeed(anaPhone, "sync")
            #expect(throws: CryptoError.cannotOpen) { try bensKey.open(try serverPlate(), at: location) }
            try converge([carlPhone]) { try plates(carlPhone) == ["Clio:NEW-PLATE"] }
        }

        @Test func aMembersKeySwappedOnTheServerIsRefusedUntilThePersonAcceptsIt() throws {
            let cluster = try TestCluster.shared()
            let (ana, ben) = (try cluster.addAccount("sealed-swap-ana"), try cluster.addAccount("sealed-swap-ben"))
            let (anaPhone, benPhone) = (try linked(ana, ids: "a"), try linked(ben, ids: "b"))
            succeed(anaPhone, "keys", "init", "--passphrase-file", try anaPhone.passwordFile("ana's long passphrase"))
            succeed(benPhone, "keys", "init", "--passphrase-file", try benPhone.passwordFile("ben's long passphrase"))
            succeed(anaPhone, "vehicle", "add", "Clio", "--plate", Self.plate)
            succeed(anaPhone, "vehicle", "add", "Jeep", "--plate", "JJ-11-KK")
            succeed(anaPhone, "sync")
            succeed(anaPhone, "share", "clio", ben.name, "--role", "viewer")
            // The superuser puts a public key of its own in Ben's place.
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            let swapped = AccountKeyPair.generate()
            try administrator.execute(
                "UPDATE glovebox.account_key SET public_key = $1 WHERE account = $2",
                [Data(swapped.publicKey).base64EncodedString(), ben.name])
            let refused = run(anaPhone, "share", "jeep", ben.name, "--role", "viewer")
            #expect(refused.status == 2)
            #expect(refused.errors.contains("\(ben.name)'s key is not the one this device sealed to before"), "\(refused.errors)")
            #expect(refused.errors.contains(KeyFingerprint(publicKey: swapped.publicKey).description), "\(refused.errors)")
            #expect(try administrator.query(
                "SELECT count(*) FROM glovebox.vehicle_key k JOIN glovebox.vehicle v ON v.id = k.vehicle_id WHERE k.account = $1 AND v.name = 'Jeep'",
                [ben.name]).scalar == "0")
            // The sync says so too, and seals nothing to it.
            let synced = run(anaPhone, "sync")
            #expect(synced.status == 0, "\(synced.errors)")
            #expect(synced.errors.contains("\(ben.name)'s key is not the one this device sealed to before"), "\(synced.errors)")
            // Confirmed, it is sealed to.
            let accepted = run(anaPhone, "share", "jeep", ben.name, "--role", "viewer", "--accept-new-key")
            #expect(accepted.status == 0, "\(accepted.errors)")
            #expect(try administrator.query(
                "SELECT count(*) FROM glovebox.vehicle_key k JOIN glovebox.vehicle v ON v.id = k.vehicle_id WHERE k.account = $1 AND v.name = 'Jeep'",
                [ben.name]).scalar == "1")
        }

        @Test func aPlateChangedOnTheServerKeepsItsVehicleAsideWithTheReasonAndNothingElseStops() throws {
            let account = try TestCluster.shared().addAccount("sealed-tamper")
            let phone = try linked(account, ids: "p")
            succeed(phone, "keys", "init", "--passphrase-file", try phone.passwordFile("a long passphrase"))
            succeed(phone, "vehicle", "add", "Clio", "--plate", Self.plate)
            succeed(phone, "vehicle", "add", "Jeep", "--plate", "JJ-11-KK")
            succeed(phone, "sync")
            // The superuser flips one byte of Clio's sealed plate, around every trigger.
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            try administrator.transaction { db in
                try db.execute("SET LOCAL session_replication_role = replica")
                try db.execute(
                    """
                    UPDATE glovebox.vehicle SET plate = overlay(plate placing (CASE WHEN substr(plate, 10, 1) = 'A' THEN 'B' ELSE 'A' END) from 10 for 1)
                    WHERE owner = $1 AND name = 'Clio'
                    """, [account.name])
            }
            // A new device of the account gets Jeep whole, and keeps Clio aside, saying why.
            let laptop = try linked(account, ids: "l")
            succeed(laptop, "keys", "unlock", "--passphrase-file", try laptop.passwordFile("a long passphrase"))
            try converge([laptop]) { try plates(laptop) == ["Jeep:JJ-11-KK"] }
            let listed = laptop.run("conflicts", "list")
            #expect(listed.output.contains("licence plate does not open with the vehicle's key"), "\(listed.output)")
            // Nothing else stops: the next sync goes through too.
            succeed(laptop, "sync")
        }
    }
}
