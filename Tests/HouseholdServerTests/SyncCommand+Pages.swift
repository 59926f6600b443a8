import Foundation
import Testing

extension HouseholdServerTests.SyncCommand {
    /// Runs `sync` on `home` in a process of its own that pulls (and pushes) `pageSize` records a page.
    func pagedSync(_ home: GloveboxHome, pageSize: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let errors = Pipe()
        let process = try home.spawn(["sync"], faults: ["--sync-page-size", String(pageSize)], errors: errors)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func aPullInSmallPagesBringsWhatAPullInOnePageBrings() throws {
        let homes = try TwoHomes("paged-pull")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(phone, "vehicle", "add", "Clio")
        succeed(phone, "vehicle", "add", "Zoe")
        succeed(phone, "maintenance", "add", "clio", "Oil", "--every-distance", "15000")
        for day in 1...12 {
            succeed(phone, "odometer", "log", day % 2 == 0 ? "clio" : "zoe", String(1_000 + day * 37), "--date", String(format: "2026-10-%02d", day))
            succeed(phone, "expense", "add", "clio", "\(day).40", "EUR", "--date", String(format: "2026-10-%02d", day), "--category", "parking")
        }
        sync(phone)
        // The first pull: vehicles, the item and 24 records, in pages of 3 (parents always first).
        try pagedSyncUntilEqual(laptop, phone)
        #expect(try recordIDs(laptop, "expense").count == 12)
        // Then a feed of edits and removals, in pages of 2.
        let readings = try recordIDs(phone, "odometer_entry")
        for id in readings.prefix(5) { succeed(phone, "odometer", "edit", id, "--note", "checked") }
        succeed(phone, "odometer", "remove", readings[6])
        succeed(phone, "vehicle", "remove", "zoe", "--yes")
        sync(phone)
        try pagedSyncUntilEqual(laptop, phone, pageSize: 2)
        #expect(try recordIDs(laptop, "vehicle").count == 1)
    }

    /// Syncs `home` in pages of `pageSize` until it holds what `other` holds (a change pushed a moment
    /// ago may come one sync later), and at most 20 times.
    private func pagedSyncUntilEqual(
        _ home: GloveboxHome, _ other: GloveboxHome, pageSize: Int = 3, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for _ in 0..<20 {
            try pagedSync(home, pageSize: pageSize, sourceLocation: sourceLocation)
            if try logbook(home) == logbook(other) { return }
            usleep(50_000)
        }
        #expect(try logbook(home) == logbook(other), sourceLocation: sourceLocation)
    }
}
