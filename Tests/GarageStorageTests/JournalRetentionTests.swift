import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// The journal keeps what an undo may need and no more: an account's latest 1,000 entries, none
/// older than 90 days, dropped oldest first so that no kept entry names a dropped one.
@Suite struct JournalRetentionTests {
    let directory = TemporaryDirectory(prefix: "glovebox-journal")
    let start = Pinned.instant("2026-01-01T00:00:00Z")

    func store() throws -> GarageStore {
        let store = try GarageStore(path: directory.path + "/glovebox.sqlite")
        try store.write { try $0.accounts.signIn(try Account(name: "ana@example.com"), now: start) }
        return store
    }

    func sequences(_ store: GarageStore) throws -> [Int] {
        try store.journal.summaries(limit: 10_000).map(\.sequence)
    }

    @Test func anAccountKeepsItsLatestThousandEntries() throws {
        let store = try store()
        try store.write { store in
            for index in 0..<(GarageStore.journalEntryLimit + 5) {
                try store.journal.append(label: "change \(index)", changes: [], at: start.addingTimeInterval(Double(index)))
            }
        }
        let kept = try sequences(store)
        #expect(kept.count == GarageStore.journalEntryLimit)
        #expect(kept.first == GarageStore.journalEntryLimit + 5 && kept.last == 6)
    }

    @Test func entriesOlderThanNinetyDaysGoWithTheNextChange() throws {
        let store = try store()
        let old = try store.write { try $0.journal.append(label: "old", changes: [], at: start) }
        let undo = try store.write { try $0.journal.append(label: "undo old", changes: [], at: start.addingTimeInterval(60), isUndo: true) }
        try store.write { try $0.journal.markUndone([old], by: undo) }
        let later = start.addingTimeInterval(GarageStore.journalRetention - 1)
        _ = try store.write { try $0.journal.append(label: "within", changes: [], at: later) }
        #expect(try sequences(store) == [3, 2, 1])
        _ = try store.write { try $0.journal.append(label: "much later", changes: [], at: start.addingTimeInterval(GarageStore.journalRetention + 120)) }
        #expect(try sequences(store) == [4, 3])
    }

    @Test func anotherAccountsEntriesAreNeverDropped() throws {
        let store = try store()
        _ = try store.write { try $0.journal.append(label: "ana's", changes: [], at: start) }
        try store.write { try $0.accounts.signIn(try Account(name: "rui@example.com"), now: start) }
        _ = try store.write { try $0.journal.append(label: "rui's", changes: [], at: start.addingTimeInterval(GarageStore.journalRetention * 2)) }
        try store.write { try $0.accounts.signIn(try Account(name: "ana@example.com"), now: start) }
        #expect(try store.journal.summaries(limit: 10).map(\.label) == ["ana's"])
    }
}
