import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Logbook schema step 15: what `glovebox remind` sent, per account and channel, and its last run.
@Suite struct ReminderRepositoryTests {
    let directory = TemporaryDirectory(prefix: "glovebox-reminders")
    let epoch = Date(timeIntervalSince1970: 0)

    func openStore(signedInAs name: String) throws -> GarageStore {
        let store = try GarageStore(path: directory.appending("app/glovebox.sqlite").path)
        try store.write { try $0.accounts.signIn(try Account(name: name), now: epoch) }
        return store
    }

    func key(_ channel: String = "desktop-1", state: String = "dueSoon") -> ReminderLedgerKey {
        ReminderLedgerKey(channel: channel, subject: "deadline:d1", state: state, due: "day:2026-12-03")
    }

    @Test func aSentReminderIsRecordedOncePerChannelAndAccountWithoutAdvancingTheGeneration() throws {
        let store = try openStore(signedInAs: "ana@example.com")
        defer { store.close() }
        #expect(try store.schemaVersion() == LogbookSchema.migrator.latestVersion)
        let generation = try store.generation()
        try store.write(advancingGeneration: false) { store in
            try store.reminders.recordSent(key(), at: "2026-11-29T09:00:00Z")
            try store.reminders.recordSent(key(), at: "2026-11-29T09:01:00Z")
            try store.reminders.recordSent(key(state: "overdue"), at: "2026-12-04T09:00:00Z")
            try store.reminders.recordSent(key("ntfy-2"), at: "2026-11-29T09:00:00Z")
        }
        #expect(try store.generation() == generation)
        #expect(try store.reminders.sent(on: "desktop-1") == [key(), key(state: "overdue")])
        #expect(try store.reminders.sent(on: "ntfy-2") == [key("ntfy-2")])

        // Another account on the device sees none of it; back again, it is all there.
        try store.write { try $0.accounts.signIn(try Account(name: "ben@example.com"), now: epoch) }
        #expect(try store.reminders.sent(on: "desktop-1").isEmpty)
        try store.write { try $0.accounts.signIn(try Account(name: "ana@example.com"), now: epoch) }
        #expect(try store.reminders.sent(on: "desktop-1").count == 2)

        try store.write(advancingGeneration: false) { try $0.reminders.forget(channel: "desktop-1") }
        #expect(try store.reminders.sent(on: "desktop-1").isEmpty)
        #expect(try store.reminders.sent(on: "ntfy-2").count == 1)
    }

    @Test func aRecordIsRefusedOutsideAWriteAndAStateOutsideTheThree() throws {
        let store = try openStore(signedInAs: "ana@example.com")
        defer { store.close() }
        #expect(throws: StoreError.self) { try store.reminders.recordSent(key(), at: "2026-11-29T09:00:00Z") }
        #expect(throws: (any Error).self) {
            try store.write(advancingGeneration: false) { try $0.reminders.recordSent(key(state: "ok"), at: "x") }
        }
        #expect(try store.reminders.sent(on: "desktop-1").isEmpty)
    }

    @Test func theLastRunIsReplacedByTheNext() throws {
        let store = try openStore(signedInAs: "ana@example.com")
        defer { store.close() }
        #expect(try store.reminders.lastRun() == nil)
        let first = ReminderRunRecord(generation: 3, day: "2026-11-29", ranAt: "2026-11-29T09:00:00Z", failedChannels: 1)
        let second = ReminderRunRecord(generation: 5, day: "2026-11-30", ranAt: "2026-11-30T09:00:00Z", failedChannels: 0)
        try store.write(advancingGeneration: false) { try $0.reminders.recordRun(first) }
        #expect(try store.reminders.lastRun() == first)
        try store.write(advancingGeneration: false) { try $0.reminders.recordRun(second) }
        #expect(try store.reminders.lastRun() == second)
    }
}
