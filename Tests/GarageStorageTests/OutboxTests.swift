import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// The outbox and the clock, at the store: every record write queues its row in its own
/// transaction, with a stamp the record keeps; the sync reads, pages and acknowledges them.
@Suite struct OutboxTests {
    let directory = TemporaryDirectory(prefix: "glovebox-outbox")
    static let now = Pinned.instant("2026-11-20T10:00:00Z")
    let today = try! CalendarDay(parsing: "2026-11-20")

    func openStore(_ name: String = "app/glovebox.sqlite", now: Date = Self.now) throws -> GarageStore {
        let store = try GarageStore(path: directory.appending(name).path)
        store.now = { now }
        return store
    }

    /// A store holding one record of every kind, written in one transaction, through the rules.
    func seededStore() throws -> (GarageStore, Garage) {
        var garage = Garage(account: try Account(name: "ana@example.com"), homeCurrency: .euro)
        let ids = IdentifierSource.sequential(prefix: "r")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio", make: "Renault", licencePlate: "AA-00-BB"))
        _ = try garage.logOdometer(vehicleID: clio.id, value: 84_000, date: today.adding(days: -40), today: today, ids: ids)
        _ = try garage.addExpense(
            ExpenseDraft(vehicleID: clio.id, date: today.adding(days: -3), amount: try Money(parsing: "45.90", currency: .euro),
                         category: .fuel, odometer: OdometerMark(value: 84_700)),
            today: today, ids: ids)
        let oil = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: clio.id, name: "Oil change", intervalMonths: 12, intervalDistance: 15_000),
            today: today.adding(days: -30), ids: ids)
        _ = try garage.logService(
            vehicleID: clio.id, itemID: oil.id, date: today.adding(days: -2), odometer: OdometerMark(value: 84_750),
            cost: try Money(parsing: "89", currency: .euro), today: today, ids: ids)
        _ = try garage.postpone(vehicleID: clio.id, itemID: oil.id, .days(10), today: today)
        _ = try garage.addDeadline(
            DeadlineDraft(vehicleID: clio.id, kind: .insurance, dueDate: today.adding(days: 20), recurrence: .everyMonths(12)), today: today,
            ids: ids)
        let store = try openStore()
        try store.write { try $0.seed(garage, now: Self.now) }
        return (store, garage)
    }

    static func object(_ change: OutboxChange) throws -> [String: Any] {
        guard case .upsert(let row) = change.operation else { throw OutboxTestFailure.notAnUpsert(change.sequence) }
        // An array of the kind's columns, in their order.
        let values = try #require(try JSONSerialization.jsonObject(with: Data(row.utf8)) as? [Any])
        try #require(values.count == change.kind.syncedColumns.count)
        return Dictionary(uniqueKeysWithValues: zip(change.kind.syncedColumns, values))
    }

    @Test func everyRecordWriteQueuesItsWholeRowWithTheStampTheRecordKeeps() throws {
        let (store, garage) = try seededStore()
        let changes = try store.sync.pendingChanges(after: 0, limit: 100)
        let expected: [(RecordKind, GarageID)] =
            garage.vehicles.map { (.vehicle, $0.id) } + garage.maintenanceItems.map { (.maintenanceItem, $0.id) }
            + garage.services.map { (.service, $0.id) } + garage.expenses.map { (.expense, $0.id) }
            + garage.odometerEntries.map { (.odometerEntry, $0.id) } + garage.deadlines.map { (.deadline, $0.id) }
        #expect(changes.map(\.kind) == expected.map(\.0))
        #expect(changes.map(\.recordID) == expected.map(\.1.rawValue))
        #expect(try store.sync.pendingChangeCount() == expected.count)
        let device = try store.sync.deviceID()
        for (change, (kind, id)) in zip(changes, expected) {
            #expect(change.vehicleID == garage.vehicles[0].id.rawValue)
            #expect(change.deviceID == device && change.stamp.device == device)
            // The record keeps the stamp of its last change.
            #expect(try store.sync.stamp(of: kind, id: id) == change.stamp)
            #expect(change.stamp.milliseconds == HybridLogicalClock.milliseconds(of: Self.now))
        }
        // One instant, so the counter orders them; strictly increasing in outbox order.
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.stamp < $1.stamp })
        #expect(try store.sync.latestStamp() == changes.last?.stamp)

        let vehicle = try Self.object(changes[0])
        #expect(vehicle["name"] as? String == "Clio" && vehicle["unit"] as? String == "km")
        // Per-account fields stay home. The licence plate is queued as typed: the outbox is this device's
        // own, and the sync seals the plate as it leaves (SealedFields; the server tests check it there).
        #expect(vehicle["account"] == nil && vehicle["position"] == nil && vehicle["hlc"] == nil && vehicle["role"] == nil)
        #expect(vehicle["plate"] as? String == "AA-00-BB")
        let item = try Self.object(try #require(changes.first { $0.kind == .maintenanceItem }))
        #expect(item["postponed_due_day"] as? String == garage.maintenanceItems[0].postponement?.dueDate?.isoString)
        #expect(item["every_distance"] as? Int == 15_000)
        let fuel = try Self.object(try #require(changes.first { $0.kind == .expense && $0.recordID == garage.expenses.first { $0.category == .fuel }?.id.rawValue }))
        #expect(fuel["amount"] as? String == "45.90" && fuel["odometer"] as? Int == 84_700 && fuel["currency"] as? String == "EUR")
        #expect(fuel["note"] is NSNull && fuel["id"] as? String == changes.first { $0.kind == .expense && $0.recordID == fuel["id"] as? String }?.recordID)
    }

    @Test func anEditQueuesTheRowAsItNowIsWithALaterStampAndADeletionItsTombstones() throws {
        let (store, garage) = try seededStore()
        let seeded = try store.sync.pendingChangeCount()
        var deadline = garage.deadlines[0]
        let before = try #require(try store.sync.stamp(of: .deadline, id: deadline.id))
        deadline.dueDate = today.adding(days: 50)
        try store.write { try $0.records.update(deadline) }
        // The record is sent once, as it now is, at the place of its first queued upsert, with the
        // edit's stamp; the edit's own row is superseded by it.
        let pending = try store.sync.pendingChanges(after: 0, limit: 100)
        let edit = try #require(pending.first { $0.recordID == deadline.id.rawValue })
        #expect(pending.last?.recordID == deadline.id.rawValue && pending.last?.operation == .superseded)
        #expect(edit.kind == .deadline && edit.sequence < pending.last!.sequence)
        #expect(try Self.object(edit)["due_day"] as? String == today.adding(days: 50).isoString)
        #expect(edit.stamp > before)
        #expect(try store.sync.stamp(of: .deadline, id: deadline.id) == edit.stamp)

        try store.write { try $0.vehicles.delete(garage.vehicles[0].id) }
        let tombstones = try store.sync.pendingChanges(after: pending.last!.sequence, limit: 100)
        #expect(tombstones.allSatisfy { $0.operation == .delete })
        #expect(tombstones.count == seeded, "one tombstone per record the vehicle took with it")
        #expect(tombstones.last?.kind == .vehicle, "the vehicle goes after its records")
        #expect(Set(tombstones.map(\.recordID)) == Set(try store.sync.pendingChanges(after: 0, limit: seeded).map(\.recordID)))
        #expect(zip(tombstones, tombstones.dropFirst()).allSatisfy { $0.stamp < $1.stamp })
    }

    @Test func aWriteThatThrowsLeavesNoOutboxRowAndTheClockWhereItWas() throws {
        let (store, garage) = try seededStore()
        let count = try store.sync.pendingChangeCount()
        let stamp = try store.sync.latestStamp()
        let entry = OdometerEntry(id: GarageID(rawValue: "late")!, vehicleID: garage.vehicles[0].id, date: today, value: 90_000)
        #expect(throws: OutboxTestFailure.self) {
            try store.write { store in
                try store.records.insert(entry)
                throw OutboxTestFailure.deliberate
            }
        }
        // A refused insert (an id already used) leaves none either.
        #expect(throws: DatabaseError.self) {
            try store.write { try $0.records.insert(OdometerEntry(id: garage.odometerEntries[0].id, vehicleID: entry.vehicleID, date: today, value: 1)) }
        }
        #expect(try store.sync.pendingChangeCount() == count)
        #expect(try store.sync.latestStamp() == stamp)
        #expect(try store.records.odometerEntry(id: entry.id) == nil)
    }

    @Test func acknowledgingDeletesUpToASequenceOnceAndAgainDeletesNothing() throws {
        let (store, garage) = try seededStore()
        let all = try store.sync.pendingChanges(after: 0, limit: 100)
        let firstPage = try store.sync.pendingChanges(after: 0, limit: 3)
        let secondPage = try store.sync.pendingChanges(after: firstPage.last!.sequence, limit: 3)
        #expect(firstPage + secondPage == Array(all.prefix(6)))
        let generation = try store.generation()

        #expect(try store.write(advancingGeneration: false) { try $0.sync.acknowledge(upTo: firstPage.last!.sequence) } == 3)
        #expect(try store.write(advancingGeneration: false) { try $0.sync.acknowledge(upTo: firstPage.last!.sequence) } == 0)
        #expect(try store.write(advancingGeneration: false) { try $0.sync.acknowledge(upTo: 0) } == 0)
        // Only inside a write: every change goes through the app core's one transaction.
        #expect(throws: StoreError.outsideWrite("acknowledge")) { try store.sync.acknowledge(upTo: 0) }
        #expect(try store.sync.pendingChanges(after: 0, limit: 100) == Array(all.dropFirst(3)))
        #expect(try store.generation() == generation, "the outbox is not what the widgets show")
        #expect(try store.write(advancingGeneration: false) { try $0.sync.acknowledge(upTo: all.last!.sequence) } == all.count - 3)
        #expect(try store.sync.pendingChangeCount() == 0)
        // A later change never reuses an acknowledged sequence.
        var clio = garage.vehicles[0]
        clio.name = "Clio 2"
        try store.write { try $0.vehicles.update(clio) }
        #expect(try store.sync.pendingChanges(after: 0, limit: 1).first.map { $0.sequence > all.last!.sequence } == true)
    }

    @Test func theOutboxTheDeviceAndTheClockSurviveClosingAndReopeningEvenWithTheClockSetBack() throws {
        let (store, garage) = try seededStore()
        let pending = try store.sync.pendingChanges(after: 0, limit: 100)
        let device = try store.sync.deviceID()
        let latest = try #require(try store.sync.latestStamp())
        store.close()

        let reopened = try openStore(now: Self.now.addingTimeInterval(-86_400))
        defer { reopened.close() }
        #expect(try reopened.sync.pendingChanges(after: 0, limit: 100) == pending)
        #expect(try reopened.sync.deviceID() == device)
        var deadline = garage.deadlines[0]
        deadline.title = "Insurance (renewed)"
        try reopened.write { try $0.records.update(deadline) }
        let stamp = try #require(try reopened.sync.stamp(of: .deadline, id: deadline.id))
        #expect(stamp > latest, "a restart with the wall clock a day behind issued \(stamp) after \(latest)")
        #expect(stamp.device == device)
    }

    @Test func aCopyOfTheLogbookIsAnotherDeviceWhileTheOriginalKeepsItsId() throws {
        let (store, garage) = try seededStore()
        let device = try store.sync.deviceID()
        let copy = directory.appending("copy/glovebox.sqlite").path
        try FileManager.default.createDirectory(atPath: directory.appending("copy").path, withIntermediateDirectories: true)
        try store.backUp(into: copy)
        store.close()

        let copied = try openStore("copy/glovebox.sqlite")
        var deadline = garage.deadlines[0]
        deadline.title = "Copied"
        try copied.write { try $0.records.update(deadline) }
        let copyDevice = try copied.sync.deviceID()
        #expect(copyDevice != device)
        #expect(try copied.sync.stamp(of: .deadline, id: deadline.id)?.device == copyDevice)
        // What the original queued before the copy still names the original.
        #expect(try copied.sync.pendingChanges(after: 0, limit: 1).first?.deviceID == device)
        copied.close()
        let original = try openStore()
        defer { original.close() }
        #expect(try original.sync.deviceID() == device)
    }

    @Test func aReceivedStampFarAheadMovesTheClockOnlyToTheBound() throws {
        let (store, _) = try seededStore()
        defer { store.close() }
        let remoteDevice = try #require(DeviceID(rawValue: String(repeating: "e", count: 32)))
        let now = HybridLogicalClock.milliseconds(of: Self.now)
        // A stamp a day ahead, as a server took them before the 5-minute bound.
        let remote = try #require(HybridTimestamp(milliseconds: now + 86_400_000, counter: 0, device: remoteDevice))
        let received = try store.write { try $0.sync.receive(remote) }
        #expect(received < remote)
        #expect(received.milliseconds <= now + HybridTimestamp.maximumLead)
        #expect(received.milliseconds >= now + HybridTimestamp.maximumLead - 1)
    }

    @Test func aReceivedStampIsKeptSoThatEveryLaterChangeIsStampedAfterIt() throws {
        let (store, garage) = try seededStore()
        let remoteDevice = try #require(DeviceID(rawValue: String(repeating: "f", count: 32)))
        // A device whose clock runs four minutes ahead (within the household's bound).
        let remote = try #require(HybridTimestamp(
            milliseconds: HybridLogicalClock.milliseconds(of: Self.now) + 240_000, counter: 7, device: remoteDevice))
        let received = try store.write { try $0.sync.receive(remote) }
        let device = try store.sync.deviceID()
        #expect(received > remote && received.device == device)
        store.close()
        let reopened = try openStore()
        defer { reopened.close() }
        var deadline = garage.deadlines[0]
        deadline.title = "After the pull"
        try reopened.write { try $0.records.update(deadline) }
        let stamp = try #require(try reopened.sync.stamp(of: .deadline, id: deadline.id))
        #expect(stamp > received)
    }

    @Test func onlyTheSignedInAccountsChangesArePendingAndDeletingItTakesThem() throws {
        let (store, _) = try seededStore()
        let count = try store.sync.pendingChangeCount()
        #expect(count > 0)
        try store.write { try $0.accounts.signOut() }
        #expect(try store.sync.pendingChangeCount() == 0 && store.sync.pendingChanges(after: 0, limit: 10).isEmpty)
        try store.write { try $0.accounts.signIn(try Account(name: "ana@example.com"), now: Self.now) }
        #expect(try store.sync.pendingChangeCount() == count, "signing out keeps what waits to be pushed")
        try store.write { try $0.accounts.deleteSignedIn() }
        #expect(try store.rowCounts()["outbox"] == 0)
    }
}

enum OutboxTestFailure: Error {
    case deliberate
    case notAnUpsert(Int)
}

/// Records stored before the outbox (schema 5) carry no stamp and wait nowhere until the first
/// push of their account queues them.
@Suite struct UnstampedRecordsTests {
    let directory = TemporaryDirectory(prefix: "glovebox-unstamped")

    @Test func recordsFromBeforeTheOutboxAreQueuedOnceParentsFirst() throws {
        let path = directory.appending("app/glovebox.sqlite").path
        try FileManager.default.createDirectory(atPath: directory.appending("app").path, withIntermediateDirectories: true)
        let old = try Database(path: path)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(5))).migrate(old)
        try old.execute("INSERT INTO device_account (name) VALUES ('ana@example.com')")
        try old.execute("INSERT INTO session (id, account, signed_in_at) VALUES (1, 'ana@example.com', '2026-11-20T10:00:00Z')")
        try old.execute(
            "INSERT INTO vehicle (id, name, unit, role, position, account) VALUES ('clio', 'Clio', 'km', 'owner', 1, 'ana@example.com')")
        try old.execute("INSERT INTO odometer_entry (id, vehicle_id, day, value) VALUES ('r1', 'clio', '2026-11-01', 84000)")
        old.close()

        let store = try GarageStore(path: path)
        defer { store.close() }
        store.now = { OutboxTests.now }
        #expect(try store.sync.pendingChangeCount() == 0)
        #expect(try store.sync.stamp(of: .vehicle, id: GarageID(rawValue: "clio")!) == nil)
        #expect(try store.write { try $0.sync.queueUnstampedRecords() } == 2)
        let pending = try store.sync.pendingChanges(after: 0, limit: 10)
        #expect(pending.map(\.kind) == [.vehicle, .odometerEntry])
        #expect(pending.allSatisfy { if case .upsert = $0.operation { true } else { false } })
        #expect(try store.write { try $0.sync.queueUnstampedRecords() } == 0, "queued once")
    }
}
