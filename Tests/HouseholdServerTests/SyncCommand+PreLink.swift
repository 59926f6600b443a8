import Foundation
@testable import GarageStorage
import PostgresClient
import Testing

extension HouseholdServerTests.SyncCommand {
    /// Vehicles made on a device before it was linked take their name as their id (`clio`); the
    /// server's ids are global. Each such vehicle reaches the server under an id of its own, and keeps
    /// `clio` on its device (`VehicleIDAliases`).
    @Suite struct PreLink {
        /// `home` signed in to `account` without a server, with a vehicle named `name` and a reading.
        func unlinked(_ home: GloveboxHome, _ account: TestAccount, vehicle name: String, reading: String) {
            succeed(home, "login", account.name)
            succeed(home, "vehicle", "add", name)
            succeed(home, "odometer", "log", name.lowercased(), reading, "--date", "2026-11-01")
        }

        func link(_ home: GloveboxHome, _ account: TestAccount, sourceLocation: SourceLocation = #_sourceLocation) throws {
            succeed(home, "login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password),
                    sourceLocation: sourceLocation)
        }

        func succeed(_ home: GloveboxHome, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
            let result = home.run(arguments)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.errors)", sourceLocation: sourceLocation)
        }

        func column(_ home: GloveboxHome, _ sql: String) throws -> [String] {
            let app = home.session()
            defer { app.close() }
            return try app.store().database.rows(sql) { $0.optionalText(0) ?? "NULL" }
        }

        /// The server's vehicles of `account`, as `id|name`, read by the administrator.
        func serverVehicles(of account: TestAccount) throws -> [String] {
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            return try administrator.query(
                "SELECT id || '|' || name FROM glovebox.vehicle WHERE owner = $1 ORDER BY id", [account.name]
            ).rows.compactMap { $0[0] }
        }

        func converge(_ homes: [GloveboxHome], sourceLocation: SourceLocation = #_sourceLocation, until done: () throws -> Bool) throws {
            try syncUntil(homes, sourceLocation: sourceLocation, done)
        }

        @Test func twoHouseholdsClioMadeBeforeTheirLinkBothReachTheServerUnderIdsOfTheirOwn() throws {
            let cluster = try TestCluster.shared()
            let (ana, ben) = (try cluster.addAccount("prelink-ana"), try cluster.addAccount("prelink-ben"))
            let (anaPhone, benPhone, anaLaptop) = (GloveboxHome(ids: "ap"), GloveboxHome(ids: "bp"), GloveboxHome(ids: "al"))
            unlinked(anaPhone, ana, vehicle: "Clio", reading: "1000")
            unlinked(benPhone, ben, vehicle: "Clio", reading: "7000")
            try link(anaPhone, ana)
            try link(benPhone, ben)
            // Before: the second push was refused ("taken on the server by another account's vehicle"),
            // and the refusal told Ben that another account has a vehicle called clio.
            succeed(anaPhone, "sync")
            succeed(benPhone, "sync")
            let (anaOnServer, benOnServer) = (try serverVehicles(of: ana), try serverVehicles(of: ben))
            #expect(anaOnServer.count == 1 && benOnServer.count == 1, "\(anaOnServer) \(benOnServer)")
            for row in anaOnServer + benOnServer {
                #expect(row.hasPrefix("clio-") && row.hasSuffix("|Clio"), "\(row)")
            }
            #expect(anaOnServer != benOnServer)
            // On the devices that made them, each is still `clio`, and nothing is left to push.
            #expect(try column(anaPhone, "SELECT id FROM vehicle") == ["clio"])
            #expect(try column(benPhone, "SELECT id FROM vehicle") == ["clio"])
            #expect(try column(anaPhone, "SELECT count(*) FROM outbox") == ["0"])

            // Ana's laptop gets hers under the household's id, with its reading; what each device then
            // changes reaches the other, whichever id it knows the vehicle by.
            try link(anaLaptop, ana)
            let serverID = String(try #require(anaOnServer.first?.split(separator: "|").first))
            try converge([anaLaptop]) { try column(anaLaptop, "SELECT vehicle_id || ':' || value FROM odometer_entry") == ["\(serverID):1000"] }
            succeed(anaLaptop, "vehicle", "edit", "Clio", "--model", "Clio IV")
            succeed(anaPhone, "odometer", "log", "clio", "1500", "--date", "2026-11-20")
            try converge([anaLaptop, anaPhone]) {
                try column(anaPhone, "SELECT coalesce(model, '') FROM vehicle") == ["Clio IV"]
                    && column(anaLaptop, "SELECT count(*) FROM odometer_entry") == ["2"]
            }
            #expect(try column(anaPhone, "SELECT DISTINCT vehicle_id FROM odometer_entry") == ["clio"])
            #expect(try column(anaLaptop, "SELECT DISTINCT vehicle_id FROM odometer_entry") == [serverID])
            // Ben's Clio was never touched by any of it.
            #expect(try column(benPhone, "SELECT coalesce(model, '') || '|' || (SELECT count(*) FROM odometer_entry) FROM vehicle") == ["|1"])
            #expect(try serverVehicles(of: ben) == benOnServer)
        }

        @Test func twoDevicesOfOneAccountThatEachMadeAClioBeforeTheLinkKeepTwoVehicles() throws {
            let account = try TestCluster.shared().addAccount("prelink-two")
            let (phone, laptop) = (GloveboxHome(ids: "p"), GloveboxHome(ids: "l"))
            unlinked(phone, account, vehicle: "Clio", reading: "1000")
            unlinked(laptop, account, vehicle: "Clio", reading: "5000")
            try link(phone, account)
            try link(laptop, account)
            succeed(phone, "sync")
            // Before: the laptop's `clio` was pushed over the phone's, and the two cars became one with
            // both readings. Now they are two vehicles of one name, refused clearly until one is renamed.
            let refused = laptop.run("sync")
            #expect(refused.status == 1)
            #expect(refused.errors.contains("another device added a vehicle named 'Clio' too"), "\(refused.errors)")
            succeed(laptop, "vehicle", "edit", "clio", "--name", "Clio 2")
            try converge([laptop, phone]) {
                try column(phone, "SELECT count(*) FROM vehicle") == ["2"] && column(laptop, "SELECT count(*) FROM vehicle") == ["2"]
            }
            for home in [phone, laptop] {
                let readings = try column(
                    home, "SELECT v.name || ':' || o.value FROM odometer_entry o JOIN vehicle v ON v.id = o.vehicle_id ORDER BY v.name")
                #expect(readings == ["Clio:1000", "Clio 2:5000"], "\(readings)")
            }
            #expect(try serverVehicles(of: account).count == 2)
        }

        @Test func aClioMadeAfterSigningOutIsNotSentAsTheOneTheServerKeeps() throws {
            let account = try TestCluster.shared().addAccount("prelink-again")
            let phone = GloveboxHome(ids: "p")
            unlinked(phone, account, vehicle: "Clio", reading: "1000")
            try link(phone, account)
            succeed(phone, "sync")
            succeed(phone, "logout", "--yes")
            // Signed in again without the server, a new Clio is `clio` here again; linked again, it is
            // a second vehicle on the server, not an edit of the first.
            unlinked(phone, account, vehicle: "Clio", reading: "3000")
            succeed(phone, "vehicle", "edit", "clio", "--name", "Clio 2")
            try link(phone, account)
            try converge([phone]) { try column(phone, "SELECT count(*) FROM vehicle") == ["2"] }
            #expect(try serverVehicles(of: account).map { $0.split(separator: "|").last.map(String.init) ?? "" }.sorted() == ["Clio", "Clio 2"])
            let readings = try column(
                phone, "SELECT v.name || ':' || o.value FROM odometer_entry o JOIN vehicle v ON v.id = o.vehicle_id ORDER BY v.name")
            #expect(readings == ["Clio:1000", "Clio 2:3000"], "\(readings)")
        }

        @Test func aVehicleMadeBeforeTheLinkIsSharedEditedRemovedAndBroughtBackUnderItsHouseholdID() throws {
            let cluster = try TestCluster.shared()
            let (ana, ben) = (try cluster.addAccount("prelink-share-ana"), try cluster.addAccount("prelink-share-ben"))
            let (anaPhone, benPhone) = (GloveboxHome(ids: "ap"), GloveboxHome(ids: "bp"))
            unlinked(anaPhone, ana, vehicle: "Jeep", reading: "1000")
            try link(anaPhone, ana)
            try link(benPhone, ben)
            succeed(anaPhone, "sync")
            let serverID = String(try #require(try serverVehicles(of: ana).first?.split(separator: "|").first))
            #expect(serverID != "jeep" && serverID.hasPrefix("jeep-"))
            // Shared by the name and id Ana knows; `members` answers in them too.
            succeed(anaPhone, "share", "jeep", ben.name, "--role", "editor")
            let members = anaPhone.run("members", "jeep", "--json")
            #expect(members.status == 0, "\(members.errors)")
            let listed = try #require(try JSONSerialization.jsonObject(with: Data(members.output.utf8)) as? [String: Any])
            #expect(listed["vehicle"] as? String == "jeep", "\(listed)")
            try converge([benPhone]) { try column(benPhone, "SELECT id FROM vehicle") == [serverID] }
            // Ben's edit reaches Ana's `jeep`; Ana's reading reaches Ben's copy.
            succeed(benPhone, "vehicle", "edit", "jeep", "--make", "Jeep")
            succeed(anaPhone, "odometer", "log", "jeep", "1200", "--date", "2026-11-15")
            try converge([benPhone, anaPhone]) {
                try column(anaPhone, "SELECT coalesce(make, '') FROM vehicle") == ["Jeep"]
                    && column(benPhone, "SELECT count(*) FROM odometer_entry") == ["2"]
            }
            // Removed on Ana's phone: it goes from the server and from Ben's device.
            succeed(anaPhone, "vehicle", "remove", "jeep", "--yes")
            try converge([anaPhone, benPhone]) { try column(benPhone, "SELECT count(*) FROM vehicle") == ["0"] }
            #expect(try serverVehicles(of: ana).isEmpty)
            // Brought back by an undo: on the server under the same household id, on the phone as `jeep`.
            succeed(anaPhone, "undo")
            succeed(anaPhone, "sync")
            #expect(try serverVehicles(of: ana) == ["\(serverID)|Jeep"])
            #expect(try column(anaPhone, "SELECT id FROM vehicle") == ["jeep"])
            #expect(try column(anaPhone, "SELECT count(*) FROM outbox") == ["0"])
        }

        @Test func aRestoredVehicleWhoseIDAnotherAccountHasOnTheServerIsGivenOneOfItsOwn() throws {
            let cluster = try TestCluster.shared()
            let (ana, ben) = (try cluster.addAccount("prelink-restore-ana"), try cluster.addAccount("prelink-restore-ben"))
            // Ben's Clio went up under `clio` (as an earlier glovebox sent a vehicle made before its link).
            let benPhone = GloveboxHome(ids: "bp")
            unlinked(benPhone, ben, vehicle: "Clio", reading: "7000")
            try link(benPhone, ben)
            do {
                let app = benPhone.session()
                defer { app.close() }
                try app.store().write { store in try store.database.execute("DELETE FROM sync_vehicle_alias", []) }
            }
            succeed(benPhone, "sync")
            #expect(try serverVehicles(of: ben) == ["clio|Clio"])
            // Ana exports a logbook made before her link, and restores it on a linked device.
            let old = GloveboxHome(ids: "ao")
            unlinked(old, ana, vehicle: "Clio", reading: "1000")
            let file = old.directory.url.appendingPathComponent("export.json").path
            succeed(old, "export", "--out", file)
            let anaPhone = GloveboxHome(ids: "ap")
            try link(anaPhone, ana)
            succeed(anaPhone, "restore", file, "--yes")
            // Before: "a vehicle id of this logbook is taken on the server by another account's vehicle",
            // at every sync. Now it goes up under an id of its own, and Ben's stays as it was.
            succeed(anaPhone, "sync")
            let anaOnServer = try serverVehicles(of: ana)
            #expect(anaOnServer.count == 1 && anaOnServer.first?.hasPrefix("clio-") == true, "\(anaOnServer)")
            #expect(try serverVehicles(of: ben) == ["clio|Clio"])
            #expect(try column(anaPhone, "SELECT id FROM vehicle") == ["clio"])
            #expect(try column(anaPhone, "SELECT count(*) FROM outbox") == ["0"])
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            #expect(try administrator.query(
                "SELECT value::text FROM glovebox.odometer_entry WHERE vehicle_id = 'clio'").rows.compactMap { $0[0] } == ["7000"])
        }
    }
}
