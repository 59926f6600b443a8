import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import PostgresClient
import Testing

extension HouseholdServerTests.SyncCommand {
    /// How many rounds each kill test runs: the issue's fifty.
    static let killRounds = 50

    /// One round's offline work on `home`: ten new readings (from `round`'s own days), a note on
    /// one earlier reading and the removal of another, so that a push carries inserts, edits and
    /// tombstones (twelve outbox rows: three pages of four).
    func offlineWork(_ home: GloveboxHome, round: Int, readings count: Int = 10) throws {
        let earlier = try recordIDs(home, "odometer_entry")
        logReadings(home, count, from: round * count)
        if earlier.count >= 2 {
            succeed(home, "odometer", "edit", earlier[round % earlier.count], "--note", "round \(round)")
            succeed(home, "odometer", "remove", earlier[(round + 1) % earlier.count])
        }
    }

    /// Where a round kills its child: a named moment in turn (`glovebox-with-faults --at`), every
    /// fifth round a random delay instead.
    func killPoint(round: Int, points: [String], pages: Bool) -> String? {
        guard round % 5 != 4 else { return nil }
        let point = points[round % points.count]
        return pages ? "\(point):\(1 + (round / points.count) % 3)=kill" : "\(point)=kill"
    }

    /// Runs one killed sync of `home` and then one that must complete; returns whether the kill
    /// landed while the sync ran.
    func killedSync(_ home: GloveboxHome, at moment: String?, random: inout SplitMix, round: Int) throws -> Bool {
        let child = try SyncChild(home, at: moment)
        if moment == nil {
            // Anywhere at all: the named moments are not the only ones a crash can hit.
            usleep(useconds_t(Int.random(in: 0..<150, using: &random) * 1_000))
            kill(child.process.processIdentifier, SIGKILL)
        }
        let (status, errors) = child.finish()
        if moment != nil {
            #expect(status == nil, "round \(round): the sync was to be killed at \(moment ?? ""), it exited \(status ?? 0): \(errors)")
        }
        // The next sync completes.
        let next = home.run("sync")
        #expect(next.status == 0, "round \(round) (\(moment ?? "random delay")): the sync after the kill failed: \(next.errors)")
        return status == nil
    }

    /// The server's live (not deleted) odometer entries, one line each, sorted: the id, the value and
    /// whether it has a note (the server holds notes sealed; their text is compared between devices).
    func serverReadings(_ account: TestAccount) throws -> [String] {
        try account.connect().query(
            "SELECT id || ' ' || value || ' ' || (note IS NOT NULL)::text FROM glovebox.odometer_entry WHERE NOT deleted ORDER BY id"
        ).rows.compactMap { $0[0] }
    }

    /// The home's odometer entries, in the form of ``serverReadings(_:)``.
    func localReadings(_ home: GloveboxHome) throws -> [String] {
        try localReadings(home, notes: false)
    }

    /// The home's odometer entries, one line each, sorted: the id, the value and the note's text (or
    /// whether there is one, to compare with the server).
    func localReadings(_ home: GloveboxHome, notes: Bool) throws -> [String] {
        let app = home.session()
        defer { app.close() }
        let note = notes ? "coalesce(note, '')" : "CASE WHEN note IS NULL THEN 'false' ELSE 'true' END"
        return try app.store().database.rows(
            "SELECT id || ' ' || value || ' ' || \(note) FROM odometer_entry ORDER BY id") { $0.text(0) }
    }

    @Test func aSyncKilledFiftyTimesDuringItsPushLosesNothingAndDuplicatesNothing() throws {
        let homes = try TwoHomes("kill-push")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(phone, "vehicle", "add", "Clio")
        sync(phone)
        var random = SplitMix(seed: 2026)
        var killed = 0
        for round in 0..<Self.killRounds {
            try offlineWork(phone, round: round)
            let before = try logbook(phone)
            let moment = killPoint(round: round, points: ["push-sent", "push-committed", "push-acknowledged"], pages: true)
            if try killedSync(phone, at: moment, random: &random, round: round) { killed += 1 }
            // Nothing of this device's was lost or changed by the kill and the sync after it, and
            // everything reached the server once: its live rows are exactly this device's.
            #expect(try logbook(phone) == before, "round \(round)")
            #expect(try pendingChanges(phone) == 0, "round \(round)")
            #expect(try serverReadings(homes.account) == localReadings(phone), "round \(round)")
        }
        // What the rounds wrote in their notes reached the server sealed, never as typed.
        #expect(try homes.account.connect().query("SELECT count(*) FROM glovebox.odometer_entry WHERE note LIKE '%round%'").scalar == "0")
        print("push kill test: \(killed) of \(Self.killRounds) syncs killed while running")
        #expect(killed >= Self.killRounds * 4 / 5, "every round with a named moment kills its sync")
        try converge([laptop]) { try localReadings(laptop, notes: true) == localReadings(phone, notes: true) }
        #expect(try logbook(laptop) == logbook(phone))
        #expect(try localReadings(phone).count == Self.killRounds * 10 - (Self.killRounds - 1))
    }

    @Test func aSyncKilledFiftyTimesDuringItsPullLosesNothingAndDuplicatesNothing() throws {
        let homes = try TwoHomes("kill-pull")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(laptop, "vehicle", "add", "Clio")
        sync(laptop)
        try converge([phone]) { try recordIDs(phone, "vehicle").count == 1 }
        var random = SplitMix(seed: 1992)
        var killed = 0
        for round in 0..<Self.killRounds {
            // The laptop's work reaches the server; the phone adds an expense of its own, pushed
            // before the pull that is killed.
            try offlineWork(laptop, round: round, readings: 4)
            sync(laptop)
            let day = String(format: "2020-%02d-%02d", 1 + round % 12, 1 + round % 28)
            succeed(phone, "expense", "add", "clio", "\(round).25", "EUR", "--date", day, "--category", "parking")
            let moment = killPoint(round: round, points: ["pull-read", "pull-applying", "pull-committed"], pages: false)
            if try killedSync(phone, at: moment, random: &random, round: round) { killed += 1 }
            #expect(try pendingChanges(phone) == 0, "round \(round)")
            #expect(try recordIDs(phone, "expense").count == round + 1, "round \(round)")
        }
        print("pull kill test: \(killed) of \(Self.killRounds) syncs killed while running")
        #expect(killed >= Self.killRounds * 4 / 5, "every round with a named moment kills its sync")
        try converge([phone, laptop]) {
            try localReadings(phone, notes: true) == localReadings(laptop, notes: true) && recordIDs(laptop, "expense").count == Self.killRounds
        }
        #expect(try logbook(phone) == logbook(laptop))
        #expect(try serverReadings(homes.account) == localReadings(phone))
        #expect(try localReadings(phone).count == Self.killRounds * 4 - (Self.killRounds - 1))
        #expect(try homes.account.connect().query("SELECT count(*) FROM glovebox.expense").scalar == String(Self.killRounds))
    }
}
