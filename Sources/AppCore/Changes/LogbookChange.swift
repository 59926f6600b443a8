/// One typed change to the logbook: what the user asked, applied by ``AppSession/perform(_:)`` as
/// one SQLite transaction that touches only the rows it changes.
///
/// `apply(in:)` reads the facts its rules name through the context's store (a vehicle, the
/// neighbouring readings, one item's last service, …), lets the pure rules check them, and writes
/// its rows. It throws before writing when a rule refuses, and any throw rolls the whole
/// transaction back, so a refused change leaves no trace.
///
/// ```swift
/// let entry = try app.perform(LogOdometer(vehicle: "clio", value: 84_210))
/// ```
public protocol LogbookChange {
    /// What the change returns: the new or changed records.
    associatedtype Result

    /// What the change is called, such as `odometer log` (observers get it).
    var label: String { get }
    /// What the change means for the published snapshots.
    var effect: ChangeEffect { get }
    /// Whether the journal keeps it, for `history` and `undo` (an account's own data: yes; the
    /// session, the account itself and public rates: no).
    var isJournaled: Bool { get }
    /// Whether committing it advances the logbook's generation (every change but the sync's own
    /// bookkeeping, which nothing a widget shows depends on).
    var advancesGeneration: Bool { get }

    /// Applies the change inside its transaction.
    func apply(in context: ChangeContext) throws -> Result
}

extension LogbookChange {
    /// Most changes write records.
    public var effect: ChangeEffect { .records }
    /// Most changes are journaled.
    public var isJournaled: Bool { true }
    /// Most changes are new states of the logbook.
    public var advancesGeneration: Bool { true }
}
