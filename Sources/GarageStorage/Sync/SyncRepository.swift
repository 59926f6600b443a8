import Foundation
import GarageRules

/// The sync's state on this device: the device id and clock, the outbox, the link and cursor of the household server, and what a pull applies.
///
/// A view of the logbook (``GarageStore/sync``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct SyncRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// The sync's state on this device.
    public var sync: SyncRepository { SyncRepository(store: self) }
}

extension SyncRepository {
    /// The id this logbook's changes are stamped with (given a new one first when the file is a copy).
    public func deviceID() throws -> DeviceID {
        try store.loadClock().device
    }

    /// The latest stamp this logbook issued or received (`nil` before its first synced change).
    public func latestStamp() throws -> HybridTimestamp? {
        try store.loadClock().latest
    }

    /// Merges a stamp pulled from another device into this logbook's clock (in the running write, or
    /// on its own), so that every later local change is stamped after it; returns the receiving stamp.
    ///
    /// A stamp further ahead of the household server's clock than ``HybridTimestamp/maximumLead``
    /// moves the clock only that far: one device whose clock runs fast cannot drag every member's
    /// ahead. The bound is the server's clock, not this device's (`serverClockOffset`: the server's
    /// clock less this device's, in milliseconds, as the sync read it): a device whose clock is
    /// behind must still stamp its next edit after every value it has seen, or that edit would lose,
    /// silently, to the very value it replaced. The server takes no stamp beyond the bound, so every
    /// stamp it serves is within it.
    @discardableResult
    public func receive(_ remote: HybridTimestamp, serverClockOffset: Int64 = 0) throws -> HybridTimestamp {
        var clock = try store.transactionClock ?? store.loadClock()
        let now = store.now()
        let ceiling = HybridLogicalClock.milliseconds(of: now) + serverClockOffset + HybridTimestamp.maximumLead
        let bounded = remote.milliseconds <= ceiling
            ? remote : HybridTimestamp(milliseconds: ceiling, counter: 0, device: remote.device) ?? remote
        let stamp = clock.receive(remote: bounded, now: now)
        try store.keep(clock)
        return stamp
    }
}
