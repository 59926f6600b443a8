import Foundation

/// A hybrid logical clock (Kulkarni et al., 2014): stamps that follow the wall clock when it moves
/// forward and never go backwards when it does not.
///
/// Each stamp it issues is later than every stamp it issued or received before, whatever the wall
/// clock says: a clock set back, two changes within one millisecond, or a device whose clock runs
/// ahead only advance the counter. It is a value: the store loads it from the logbook at the start
/// of a write, issues that write's stamps and saves it in the same transaction, so that a restart
/// never issues a stamp below one it committed.
///
/// ```swift
/// var clock = HybridLogicalClock(device: device)
/// let edit = clock.tick(now: Date())                     // a local change
/// let merged = clock.receive(remote: pulled, now: Date()) // a change pulled from another device
/// ```
public struct HybridLogicalClock: Hashable, Sendable {
    /// The device whose stamps this clock issues.
    public let device: DeviceID
    /// The latest milliseconds issued or received (0 before any).
    public private(set) var milliseconds: Int64
    /// The counter of the latest stamp issued or received at `milliseconds`.
    public private(set) var counter: Int

    /// A clock that has issued nothing yet.
    public init(device: DeviceID) {
        self.device = device
        milliseconds = 0
        counter = 0
    }

    /// A clock that resumes after `milliseconds` and `counter` (what was saved); out-of-range values
    /// are clamped into range, never lowered.
    public init(device: DeviceID, milliseconds: Int64, counter: Int) {
        self.device = device
        self.milliseconds = min(max(0, milliseconds), HybridTimestamp.maximumMilliseconds)
        self.counter = min(max(0, counter), HybridTimestamp.maximumCounter)
    }

    /// The latest stamp this clock issued or received, as its own (`nil` before any).
    public var latest: HybridTimestamp? {
        milliseconds == 0 && counter == 0 ? nil : HybridTimestamp(milliseconds: milliseconds, counter: counter, device: device)
    }

    /// Issues the stamp of a local change at `now`.
    public mutating func tick(now: Date) -> HybridTimestamp {
        let physical = Self.milliseconds(of: now)
        if physical > milliseconds {
            return advance(to: physical, counter: 0)
        }
        return advance(to: milliseconds, counter: counter + 1)
    }

    /// Merges a stamp another device issued, at `now`, and returns this clock's stamp for receiving
    /// it: later than `remote` and than everything this clock issued before.
    public mutating func receive(remote: HybridTimestamp, now: Date) -> HybridTimestamp {
        let physical = Self.milliseconds(of: now)
        let latest = max(milliseconds, remote.milliseconds, physical)
        let next: Int
        switch (latest == milliseconds, latest == remote.milliseconds) {
        case (true, true): next = max(counter, remote.counter) + 1
        case (true, false): next = counter + 1
        case (false, true): next = remote.counter + 1
        case (false, false): next = 0
        }
        return advance(to: latest, counter: next)
    }

    /// Moves to (`physical`, `next`) and returns it as a stamp; a counter past its 16 bits carries
    /// into the next millisecond (the clock runs a little ahead rather than repeat a stamp).
    private mutating func advance(to physical: Int64, counter next: Int) -> HybridTimestamp {
        if next > HybridTimestamp.maximumCounter {
            milliseconds = min(physical + 1, HybridTimestamp.maximumMilliseconds)
            counter = 0
        } else {
            milliseconds = physical
            counter = next
        }
        // In range by construction (clamped above).
        return HybridTimestamp(milliseconds: milliseconds, counter: counter, device: device)!
    }

    /// `date` in whole milliseconds since 1970, within what a stamp holds.
    public static func milliseconds(of date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1_000).rounded(.down)
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Double(HybridTimestamp.maximumMilliseconds) ? HybridTimestamp.maximumMilliseconds : Int64(value)
    }
}
