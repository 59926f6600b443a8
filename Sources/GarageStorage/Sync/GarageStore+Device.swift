import Foundation
import GarageRules

/// This logbook's device identity and hybrid logical clock (`sync_device`, see `LogbookSchema.version6`).
///
/// The device id belongs to the logbook *file*: it is made with the logbook and survives every
/// restart, and a copy of the file is another device. A copy cannot tell itself from the original
/// by its contents, so the row also keeps the identity of the file it was made for (device and
/// inode numbers); a write that finds itself in another file — a `backup` put back in place, a
/// logbook copied to a laptop, a device restored from its backup — first gives the logbook a new
/// id. Two live copies then never issue stamps under one id, and a copy put back over the original
/// (whose clock may be behind stamps the original issued since) cannot repeat one. The clock itself
/// is kept: it is never below anything this file issued. A spurious new id (a file system that
/// renumbers files) costs nothing but a new id. `restore` (an export loaded into this logbook) is a
/// change like any other: the logbook keeps its id and the restored records get new stamps.
extension GarageStore {
    /// The stamp of a local change made now.
    func issueStamp() throws -> HybridTimestamp {
        var clock = try transactionClock ?? loadClock()
        let stamp = clock.tick(now: now())
        try keep(clock)
        return stamp
    }

    /// Keeps the advanced clock for the running write (saved before it commits), or saves it now.
    func keep(_ clock: HybridLogicalClock) throws {
        if isWriting { transactionClock = clock } else { try save(clock) }
    }

    /// Saves the running write's clock, if it issued stamps; `write(_:)` calls it before committing.
    func saveTransactionClock() throws {
        guard let clock = transactionClock else { return }
        try save(clock)
        transactionClock = nil
    }

    func save(_ clock: HybridLogicalClock) throws {
        try database.execute(
            "UPDATE sync_device SET clock_milliseconds = ?, clock_counter = ? WHERE id = 1",
            [Int(clock.milliseconds), clock.counter])
    }

    /// The clock as the logbook holds it, after making sure its device id is this file's.
    func loadClock() throws -> HybridLogicalClock {
        let decode = RowDecoding(table: "sync_device", id: "1")
        let stored = try database.firstRow(
            "SELECT device_id, file_identity, clock_milliseconds, clock_counter FROM sync_device WHERE id = 1"
        ) { ($0.text(0), $0.optionalText(1), $0.int(2), $0.int(3)) }
        guard let (id, identity, milliseconds, counter) = stored else { throw decode.fail("the device row is missing") }
        guard var device = DeviceID(rawValue: id) else { throw decode.fail("'\(id)' is not a device id") }
        let file = fileIdentity()
        if identity != file {
            // Made for another file (a copy), or never written to yet (NULL): a new id for a copy.
            if identity != nil { device = DeviceID.random() }
            try database.execute(
                "UPDATE sync_device SET device_id = ?, file_identity = ? WHERE id = 1", [device.rawValue, file])
        }
        return HybridLogicalClock(device: device, milliseconds: Int64(milliseconds), counter: counter)
    }

    /// The identity of the logbook's file: its file system's and its own number (`memory` for a
    /// database that is no file).
    func fileIdentity() -> String {
        guard !database.path.isEmpty, database.path != ":memory:",
              let attributes = try? FileManager.default.attributesOfItem(atPath: database.path),
              let system = attributes[.systemNumber], let file = attributes[.systemFileNumber]
        else { return "memory" }
        return "\(system):\(file)"
    }
}
