import Foundation
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The server keeps, field by field, the last writer by the version clock, whatever a client sends.
    @Suite struct VersionClock {
        /// A push of the note alone at `clock` from `device`, as the app writes it (`incoming` names
        /// the field's stamp); how many rows it changed.
        static func setNote(_ expense: String, clock: Int64, device: String, on connection: PostgresConnection) throws -> Int {
            try connection.execute(
                """
                UPDATE glovebox.expense SET note = $2, hlc = $3, device_id = $4,
                    incoming = jsonb_build_object('note', glovebox.stamp_text($3, $4)) WHERE id = $1
                """, [expense, Self.sealed("at \(clock)"), clock, TestDevice.id(device)])
        }

        /// `text` in the form a sealed note has on the server (schema 15), all that the server checks.
        static func sealed(_ text: String) -> String { "s1." + Data(text.utf8).base64EncodedString() }

        static func note(_ expense: String, on connection: PostgresConnection) throws -> String? {
            try connection.query("SELECT note FROM glovebox.expense WHERE id = $1", [expense]).scalar
        }

        @Test func anOlderWriteOfAFieldChangesNothingAndALaterOneWins() throws {
            let household = try Household.make()
            let editor = try household.member.connect()
            let expense = household.record(.expense, on: household.edited)
            let stored = try #require(try editor.query("SELECT hlc FROM glovebox.expense WHERE id = $1", [expense]).rows.first?.int(0))
            // An older stamp: the row is left as it was (the update is skipped, no feed row).
            #expect(try Self.setNote(expense, clock: Int64(stored) - 1, device: "member-phone", on: editor) == 0)
            #expect(try Self.note(expense, on: editor) == ServerRecordTable.seededNote)
            // The same clock from a device whose id sorts earlier loses the tie; from one that sorts later it wins.
            #expect(try Self.setNote(expense, clock: Int64(stored), device: "a-device", on: editor) == 0)
            #expect(try Self.setNote(expense, clock: Int64(stored), device: "zz-device", on: editor) == 1)
            #expect(try Self.note(expense, on: editor) == Self.sealed("at \(stored)"))
        }

        @Test func aWriteThatNamesNoStampChangesNothing() throws {
            // `psql` with a newer clock but no stamp for the field: nothing is written.
            let household = try Household.make()
            let editor = try household.member.connect()
            let expense = household.record(.expense, on: household.edited)
            #expect(try editor.execute(
                "UPDATE glovebox.expense SET note = 's1.c25lYWtlZA==', hlc = $2 WHERE id = $1", [expense, PinnedClock.next()]) == 0)
            #expect(try Self.note(expense, on: editor) == ServerRecordTable.seededNote)
        }

        @Test func aClockMoreThanFiveMinutesAheadOfTheServersIsRefused() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            let expense = household.record(.expense, on: household.edited)
            let now = Int64(Date().timeIntervalSince1970 * 1_000)
            let refusal = expectRefused(.check("hlc_not_in_future")) {
                _ = try Self.setNote(expense, clock: (now + 6 * 60_000) << 16, device: "fast-clock", on: owner)
            }
            #expect(refusal?.detail?.hasPrefix("ahead by ") == true, "\(String(describing: refusal?.detail))")
            #expect(try Self.setNote(expense, clock: (now + 4 * 60_000) << 16, device: "fast-clock", on: owner) == 1)
        }

        @Test func aRepeatedOrStalePushChangesNothing() throws {
            // The push idiom: an upsert whose stamps the server merges field by field. Pushing a
            // version twice, or one the server already passed, is a no-op rather than an error.
            let household = try Household.make()
            let editor = try household.member.connect()
            let id = Household.newID("pushed")
            let clock = PinnedClock.next()
            let push = """
                INSERT INTO glovebox.odometer_entry AS stored (id, vehicle_id, day, value, hlc, device_id, incoming)
                VALUES ($1, $2, '2026-04-01', $3, $4, $5, jsonb_build_object('value', glovebox.stamp_text($4, $5)))
                ON CONFLICT (id) DO UPDATE SET day = excluded.day, value = excluded.value, hlc = excluded.hlc,
                    device_id = excluded.device_id, incoming = excluded.incoming
                """
            #expect(try editor.execute(push, [id, household.edited, 85_000, clock, TestDevice.id("member-phone")]) == 1)
            #expect(try editor.execute(push, [id, household.edited, 85_000, clock, TestDevice.id("member-phone")]) == 0)
            #expect(try editor.execute(push, [id, household.edited, 84_999, clock - 5, TestDevice.id("member-laptop")]) == 0)
            #expect(try editor.execute(push, [id, household.edited, 85_100, PinnedClock.next(), TestDevice.id("member-laptop")]) == 1)
            #expect(try editor.query("SELECT value FROM glovebox.odometer_entry WHERE id = $1", [id]).scalar == "85100")
        }

        @Test func theWriterIsRecordedByTheServerAndCannotBeForged() throws {
            let household = try Household.make()
            let editor = try household.member.connect()
            expectRefused(.privilege) {
                try editor.execute(
                    """
                    INSERT INTO glovebox.deadline (id, vehicle_id, kind, title, due_day, schedule_anchor_day, hlc, device_id, changed_by)
                    VALUES ($1, $2, 'custom', 'Forged', '2026-05-01', '2026-05-01', $3, '6d656d6265722d70686f6e6500000000', $4)
                    """, [Household.newID("forged"), household.edited, PinnedClock.next(), household.owner.name])
            }
            let deadline = household.record(.deadline, on: household.edited)
            #expect(try editor.query("SELECT changed_by FROM glovebox.deadline WHERE id = $1", [deadline]).scalar == household.owner.name)
            try editor.run(ServerRecordTable.deadline.update(id: deadline, device: "member-phone"))
            #expect(try editor.query("SELECT changed_by FROM glovebox.deadline WHERE id = $1", [deadline]).scalar == household.member.name)
        }

        @Test func aRecordCannotPointIntoAnotherVehicle() throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            // A service on `edited` for the item of `viewed`: the foreign key includes the vehicle.
            let error = #expect(throws: PostgresError.self) {
                try owner.run(ServerRecordTable.maintenanceService.insert(
                    id: Household.newID("crossed"), vehicle: household.edited, item: household.item(of: household.viewed), device: "owner-phone"))
            }
            #expect(error?.isForeignKeyViolation == true)
        }
    }
}
