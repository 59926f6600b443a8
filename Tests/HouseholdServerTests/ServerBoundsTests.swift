import Foundation
import GarageRules
import HouseholdServer
import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// What one account, connected with `psql` and its own credentials, can no longer do to the
    /// others (schema 10): flood a vehicle, store a row of any size, read who else is on the server or
    /// how much they keep, hold a lock past the household's bounds, or change its password behind the
    /// tools.
    @Suite struct ServerBounds {
        /// Inserts `count` readings on `vehicle` in one statement, as an account could from `psql`.
        static func flood(_ count: Int, on vehicle: String, note: String = ServerRecordTable.seededNote, as connection: PostgresConnection) throws {
            try connection.execute(
                """
                INSERT INTO glovebox.odometer_entry (id, vehicle_id, day, value, note, hlc, device_id)
                SELECT 'flood-' || md5(random()::text || g), $1, DATE '2026-01-01', g, $3, $2::bigint + g, $4
                FROM generate_series(1, $5::integer) AS g
                """, [vehicle, PinnedClock.next() + 1_000_000, note, TestDevice.id("flooder"), count])
        }

        /// What the usage table says a vehicle keeps, and what a count of its rows says.
        static func usage(of vehicle: String, on administrator: PostgresConnection) throws -> (counted: [String?], kept: [String?]) {
            let kept = try administrator.query(
                "SELECT coalesce(sum(records), 0), coalesce(sum(bytes), 0) FROM glovebox.vehicle_usage WHERE vehicle_id = $1", [vehicle]
            ).rows[0]
            let counted = try administrator.query(
                """
                SELECT coalesce(sum(n), 0), coalesce(sum(b), 0) FROM (
                    \(ServerSchema.recordTables.map { "SELECT count(*) AS n, sum(octet_length(r::text)) AS b FROM glovebox.\($0) r WHERE vehicle_id = $1" }
                        .joined(separator: " UNION ALL "))
                ) AS t
                """, [vehicle]
            ).rows[0]
            return ([counted[0], counted[1]], [kept[0], kept[1]])
        }

        /// Has the vehicle's counts stand `records` and `bytes` higher, as if that much were stored
        /// (the administrator's doing: writing a hundred thousand rows would take the test minutes).
        static func pretendStored(records: Int, bytes: Int = 0, on vehicle: String, administrator: PostgresConnection) throws {
            try administrator.execute(
                "INSERT INTO glovebox.vehicle_usage (vehicle_id, records, bytes) VALUES ($1, $2, $3)", [vehicle, records, bytes])
        }

        @Test func aFloodIsRefusedWholeAtTheVehiclesLimitAndWhatFitsGoesIn() throws {
            let household = try Household.make()
            let member = try household.member.connect()
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            // The vehicle holds one record of each kind; it now counts 5 short of its limit.
            let seeded = ServerRecordTable.allCases.count
            try Self.pretendStored(records: HouseholdLimits.recordsPerVehicle - seeded - 5, on: household.edited, administrator: administrator)
            let before = try administrator.query("SELECT count(*) FROM glovebox.odometer_entry WHERE vehicle_id = $1", [household.edited]).scalar
            let error = #expect(throws: PostgresError.self) { try Self.flood(6, on: household.edited, as: member) }
            #expect(error?.sqlState == .programLimitExceeded)
            #expect(
                error?.message == "the vehicle \(household.edited) holds \(HouseholdLimits.recordsPerVehicle + 1) records on the household "
                    + "server, more than the \(HouseholdLimits.recordsPerVehicle) it keeps for one vehicle", "\(String(describing: error))")
            #expect(try administrator.query(
                "SELECT count(*) FROM glovebox.odometer_entry WHERE vehicle_id = $1", [household.edited]).scalar == before, "refused whole")
            // Exactly up to the limit goes in; one more does not; another vehicle is not held back.
            try Self.flood(5, on: household.edited, as: member)
            #expect(throws: PostgresError.self) { try Self.flood(1, on: household.edited, as: member) }
            try Self.flood(1, on: household.viewed, as: try household.owner.connect())
        }

        @Test func theVehiclesBytesAndTheAccountsRecordsAreBoundedToo() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            try Self.pretendStored(records: 0, bytes: HouseholdLimits.bytesPerVehicle, on: household.edited, administrator: administrator)
            let bytes = #expect(throws: PostgresError.self) { try Self.flood(1, on: household.edited, as: owner) }
            #expect(bytes?.sqlState == .programLimitExceeded)
            #expect(bytes?.message.contains("bytes on the household server, more than the \(HouseholdLimits.bytesPerVehicle)") == true)
            // The owner's two vehicles together: one record past the account's limit, on the other vehicle.
            try Self.pretendStored(
                records: HouseholdLimits.recordsPerAccount - 2 * ServerRecordTable.allCases.count, on: household.edited,
                administrator: administrator)
            let records = #expect(throws: PostgresError.self) { try Self.flood(1, on: household.viewed, as: owner) }
            #expect(records?.sqlState == .programLimitExceeded)
            #expect(records?.message.contains("more than the \(HouseholdLimits.recordsPerAccount) it keeps for one account") == true,
                "\(String(describing: records))")
            // Removing is always allowed, and frees room.
            try owner.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [household.edited])
            try Self.flood(1, on: household.viewed, as: owner)
        }

        @Test func theCountsFollowEditsRemovalsAndAVehiclesRemoval() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            try Self.flood(300, on: household.edited, as: owner)
            // Notes made longer, some removed: the bytes follow.
            try owner.execute(
                """
                UPDATE glovebox.odometer_entry SET note = 's1.' || repeat('x', 400), hlc = $2, device_id = $3,
                    incoming = jsonb_build_object('note', glovebox.stamp_text($2, $3))
                WHERE vehicle_id = $1 AND id LIKE 'flood-%'
                """, [household.edited, PinnedClock.next() + 5_000_000, TestDevice.id("owner-phone")])
            let usage = try Self.usage(of: household.edited, on: administrator)
            #expect(usage.kept == usage.counted, "\(usage)")
            try owner.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [household.edited])
            #expect(try administrator.query("SELECT count(*) FROM glovebox.vehicle_usage WHERE vehicle_id = $1", [household.edited]).scalar == "0")
        }

        @Test func anAccountCannotLowerItsOwnCounts() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            for sql in [
                "SELECT glovebox.add_usage('\(household.edited)', -1000000, -1000000)",
                "DELETE FROM glovebox.vehicle_usage", "SELECT * FROM glovebox.vehicle_usage", "SELECT * FROM glovebox.account_password",
                "UPDATE glovebox.account_password SET verifier = 'SCRAM-SHA-256$x'",
            ] {
                #expect(performing: { _ = try owner.query(sql) }, throws: { ($0 as? PostgresError)?.sqlState == .insufficientPrivilege })
            }
        }

        @Test func aFewCharactersCarryingThousandsOfMarksAreRefusedByTheirBytes() throws {
            let household = try Household.make()
            let member = try household.member.connect()
            // One visible character, 1,603 bytes: within a deadline title's 100 characters, past its
            // bytes. (Notes are sealed, so the server bounds their sealed form instead: FieldRuleTests.)
            let limit = VisibleText.byteLimit(forCharacters: 100)
            let title = "a" + String(repeating: "\u{0301}", count: limit / 2 + 1)
            #expect(VisibleText.length(of: title) == 1)
            let error = #expect(throws: PostgresError.self) {
                try member.execute(
                    """
                    INSERT INTO glovebox.deadline (id, vehicle_id, kind, title, due_day, schedule_anchor_day, hlc, device_id)
                    VALUES ('marks', $1, 'insurance', $2, '2026-12-10', '2026-12-10', $3, $4)
                    """, [household.edited, title, PinnedClock.next(), TestDevice.id("member-phone")])
            }
            #expect(error?.sqlState == .checkViolation)
            #expect(error?.message.contains("deadline.title takes more than \(limit) bytes") == true, "\(String(describing: error))")
        }

        @Test func theCatalogsNameNoOtherAccountAndCountNoOnesRows() throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            for sql in [
                "SELECT rolname FROM pg_roles", "SELECT usename FROM pg_user", "SELECT roleid FROM pg_auth_members",
                "SELECT usename FROM pg_stat_activity", "SELECT * FROM pg_stat_get_activity(NULL)",
                "SELECT n_live_tup FROM pg_stat_user_tables", "SELECT n_tup_ins FROM pg_stat_all_tables",
                "SELECT tup_inserted FROM pg_stat_database", "SELECT heap_blks_read FROM pg_statio_user_tables",
                "SELECT reltuples FROM pg_class", "SELECT * FROM pg_class", "SELECT pg_stat_get_live_tuples('glovebox.vehicle'::regclass)",
                "SELECT pg_get_userbyid(10)", "SELECT pg_relation_size('glovebox.expense')",
                "SELECT pg_database_size(current_database())", "SELECT * FROM pg_locks",
            ] {
                let error = #expect(throws: PostgresError.self, "\(sql)") { _ = try stranger.query(sql) }
                #expect(error?.sqlState == .insufficientPrivilege, "\(sql): \(String(describing: error))")
            }
            // What a client reads of the catalog to work still answers.
            #expect(try stranger.query("SELECT relname FROM pg_class WHERE relname = 'vehicle'").scalar == "vehicle")
            // Column statistics of tables under row-level security are PostgreSQL's own to withhold.
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            try administrator.execute("ANALYZE glovebox.vehicle")
            #expect(try stranger.query("SELECT count(*) FROM pg_stats WHERE schemaname = 'glovebox'").scalar == "0")
        }

        @Test func aLockHeldPastTheBoundsIsEndedWhenAMembersNextSyncOpens() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let member = try household.member.connect()
            let reading = household.record(.odometerEntry, on: household.edited)
            // The member lifts its own timeouts and holds the reading's row in an open transaction.
            try member.execute("SET idle_in_transaction_session_timeout = 0")
            try member.execute("BEGIN")
            _ = try member.run(ServerRecordTable.odometerEntry.update(id: reading, device: "member-phone"))
            let held = Date()
            // The owner's edit waits 5 s (its lock timeout) and fails.
            let blocked = #expect(throws: PostgresError.self) {
                _ = try owner.run(ServerRecordTable.odometerEntry.update(id: reading, device: "owner-phone"))
            }
            #expect(blocked?.sqlState == .lockNotAvailable, "\(String(describing: blocked))")
            // Past 15 s idle in its transaction, the next session any member opens ends the holder's.
            Thread.sleep(forTimeInterval: max(0, 16 - Date().timeIntervalSince(held)))
            let session = try HouseholdServerSession(
                link: ServerLink(server: household.owner.url, account: household.owner.name, password: household.owner.password))
            session.close()
            #expect(try owner.run(ServerRecordTable.odometerEntry.update(id: reading, device: "owner-phone")) == 1)
            #expect(throws: PostgresError.self) { _ = try member.query("SELECT 1") }
        }

        @Test func aPasswordChangedWithAlterRoleIsPutBackByTheServersCheck() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("alter-role")
            let connection = try account.connect()
            _ = try connection.query(try connection.query(
                "SELECT format('ALTER ROLE %I PASSWORD %L', current_user, 'chosen behind the tools')").scalar!)
            connection.close()
            #expect(throws: PostgresError.self) { _ = try account.connect() }
            let findings = try ServerCheck(address: cluster.address).run()
            #expect(findings.restoredPasswords.contains(account.name))
            #expect(findings.report.contains { $0.hasPrefix("'\(account.name)' changed its password with ALTER ROLE") })
            #expect(try account.connect().query("SELECT current_user").scalar == account.role)
            #expect(throws: PostgresError.self) {
                _ = try PostgresConnection(connectionString: account.url, user: account.role, password: "chosen behind the tools")
            }
            // Put right once: the next check finds nothing of it.
            #expect(try !ServerCheck(address: cluster.address).run().restoredPasswords.contains(account.name))
        }

        @Test func anAccountChangesItsOwnPasswordThroughTheServerFunctionOnly() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("own-password")
            let other = try cluster.addAccount("own-password-other")
            let connection = try account.connect()
            let verifier = try connection.scramVerifier(password: "a new long password", user: account.name)
            try connection.query("SELECT glovebox.change_password($1)", [verifier])
            connection.close()
            let renewed = TestAccount(name: account.name, password: "a new long password", url: account.url)
            #expect(try renewed.connect().query("SELECT current_user").scalar == account.role)
            #expect(try !ServerCheck(address: cluster.address).run().restoredPasswords.contains(account.name))
            // A password in clear (it would land in the server's logs) is refused.
            let plain = #expect(throws: PostgresError.self) { try renewed.connect().query("SELECT glovebox.change_password('plain text')") }
            #expect(plain?.sqlState == .invalidParameterValue)
            // And the other account's password is out of reach: the function knows only its caller.
            #expect(try other.connect().query("SELECT current_user").scalar == other.role)
        }
    }
}
