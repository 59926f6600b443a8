import Foundation
import HouseholdServer
import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests.SyncCommand {
    /// What the server still holds of `account`, as the administrator sees it.
    func serverTrace(of account: String, vehicles: [String]) throws -> [String: String] {
        let administrator = try TestCluster.shared().administrator()
        var trace: [String: String] = [:]
        for (name, sql) in [
            ("account", "SELECT count(*) FROM glovebox.account WHERE name = $1"),
            ("owned", "SELECT count(*) FROM glovebox.vehicle WHERE owner = $1"),
            ("memberships", "SELECT count(*) FROM glovebox.membership WHERE account = $1"),
            ("accountGroup", "SELECT count(*) FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member WHERE r.rolname = $1"),
            ("canLogIn", "SELECT count(*) FROM pg_roles WHERE rolname = $1 AND rolcanlogin"),
            ("role", "SELECT count(*) FROM pg_roles WHERE rolname = $1"),
        ] {
            // The role queries name the account's login role, the others its name.
            let key = sql.contains("rolname") ? LoginRole.of(account: account) : account
            trace[name] = try administrator.query(sql, [key]).scalar
        }
        trace["vehicleRecords"] = try administrator.query(
            "SELECT count(*) FROM glovebox.odometer_entry WHERE vehicle_id = ANY($1::text[])",
            ["{" + vehicles.joined(separator: ",") + "}"]).scalar
        // What the feed keeps of the deleted vehicles: the deletion's own notices only (one transaction).
        trace["feedTransactions"] = try administrator.query(
            "SELECT count(DISTINCT txid) FROM glovebox.change WHERE vehicle_id = ANY($1::text[])",
            ["{" + vehicles.joined(separator: ",") + "}"]).scalar
        return trace
    }

    @Test func deletingALinkedAccountDeletesItsServerDataThenItsLocalData() throws {
        let homes = try TwoHomes("leave-delete")
        let (phone, laptop) = (homes.phone, homes.laptop)
        let account = homes.account
        try phone.installWidgets()
        succeed(phone, "vehicle", "add", "Clio")
        logReadings(phone, 3)
        sync(phone)
        let clio = try #require(try recordIDs(phone, "vehicle").first)
        // Another account shares its vehicle with this one as an editor, who logs a reading on it;
        // this one shares Clio with the other as a viewer.
        let other = try TestCluster.shared().addAccount("leave-other")
        let otherConnection = try other.connect()
        let jeep = Household.newID("jeep")
        try Household.insertVehicle(id: jeep, name: "Jeep", on: otherConnection, device: "other-phone")
        try otherConnection.execute(
            "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, 'editor')", [jeep, account.name])
        let ownConnection = try account.connect()
        try ownConnection.execute(
            "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, 'viewer')", [clio, other.name])
        let shared = try ownConnection.run(
            ServerRecordTable.odometerEntry.insert(id: Household.newID("on-jeep"), vehicle: jeep, item: nil, device: "phone"))
        #expect(shared == 1)
        ownConnection.close()
        #expect(try serverTrace(of: account.name, vehicles: [clio])["memberships"] == "2")

        let result = phone.run("delete-account", "--yes")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("none of its records are left on this device or on the household server"), "\(result.output)")

        // On the server: the account, its vehicle with its records and shares, its memberships, its
        // place in the accounts' group and its login are gone; the feed keeps only the notices.
        let trace = try serverTrace(of: account.name, vehicles: [clio])
        #expect(trace["account"] == "0" && trace["owned"] == "0" && trace["memberships"] == "0", "\(trace)")
        #expect(trace["vehicleRecords"] == "0" && trace["accountGroup"] == "0" && trace["canLogIn"] == "0", "\(trace)")
        #expect(trace["feedTransactions"] == "1", "\(trace)")
        // The other account keeps its vehicle and what this one wrote on it, and no longer sees Clio.
        #expect(try otherConnection.visibleRows("vehicle") == 1)
        #expect(try otherConnection.query("SELECT count(*) FROM glovebox.odometer_entry WHERE vehicle_id = $1", [jeep]).scalar == "1")
        // The other device of the deleted account is turned away, as a stranger would be: its name or
        // password refused, without saying which.
        let turnedAway = laptop.run("sync")
        #expect(turnedAway.status == 2)
        #expect(turnedAway.errors.contains("refused the name or password of \(account.name)"), "\(turnedAway.errors)")
        #expect(turnedAway.errors.contains("does not say which"), "\(turnedAway.errors)")
        // The next session of anyone else drops the role itself.
        otherConnection.close()
        let session = try HouseholdServerSession(link: ServerLink(server: other.url, account: other.name, password: other.password))
        session.close()
        #expect(try serverTrace(of: account.name, vehicles: [clio])["role"] == "0")

        // On this device: its data, its link and every snapshot.
        #expect(try kept(phone).vehicles == 0)
        #expect(try !hasLink(phone))
        #expect(!FileManager.default.fileExists(atPath: phone.snapshotPath))
        #expect(shortcutsSnapshot(phone) == nil)
        // The name is free again on the server.
        try ServerAccounts(address: TestCluster.shared().address).add(name: account.name, password: account.password)
    }

    @Test func anAccountDeletionThatCannotReachTheServerDeletesNothing() throws {
        let homes = try TwoHomes("leave-delete-away")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        sync(phone)
        let before = try logbook(phone)
        try withServerStopped {
            let result = phone.run("delete-account", "--yes")
            #expect(result.status == 1)
            #expect(result.errors.contains("cannot reach the household server"), "\(result.errors)")
            let after = try logbook(phone)
            #expect(after == before)
            #expect(try hasLink(phone))
        }
        #expect(try homes.account.connect().visibleRows("vehicle") == 1)
        #expect(phone.run("plan").output.contains("account: \(homes.account.name)"))
    }

    /// A deletion whose process stopped after the server's part finishes when it is run again.
    @Test func aDeletionStoppedAfterTheServersPartFinishesOnTheNextRun() throws {
        let homes = try TwoHomes("leave-delete-again")
        let phone = homes.phone
        succeed(phone, "vehicle", "add", "Clio")
        sync(phone)
        let app = phone.session()
        let link = try #require(try ServerLinkFile.load(in: app))
        app.close()
        #expect(try HouseholdAccountDeletion.run(link: link) == .deleted)
        #expect(try kept(phone).vehicles == 1)
        let result = phone.run("delete-account", "--yes")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("no longer knows \(homes.account.name)"), "\(result.output)")
        #expect(try kept(phone).vehicles == 0)
    }

    @Test func deletingALinkedAccountAsksFirstAndNamesTheServer() throws {
        let homes = try TwoHomes("leave-delete-ask")
        let result = homes.phone.run("delete-account")
        #expect(result.status == 2)
        #expect(result.errors.contains("and from the household server at \(homes.account.url)"), "\(result.errors)")
        #expect(try homes.account.connect().query("SELECT count(*) FROM glovebox.account").scalar == "1")
    }
}
