import GarageStorage

/// Applies what a pull from the household server brought, with the feed's cursor, as one change:
/// one transaction (rows and cursor together, so a kill loses nothing and applies nothing twice),
/// no outbox rows (the server has them), not journaled (an undo of someone else's sync would be a
/// new change to push, not a step back), and, like every change, the widgets republished after it.
public struct ApplyPulledChanges: LogbookChange {
    /// The records as the server holds them, parents first: the first page.
    public var changes: [PulledChange]
    /// Reads the next page of them (`nil` once there is none), called inside this change's
    /// transaction, so that one page is held at a time and every page commits with the cursor.
    public var morePages: (() throws -> [PulledChange]?)?
    /// The account's roles on the vehicles the feed named, applied after the records: a vehicle
    /// with no role any more leaves this device with its records.
    public var memberships: [PulledMembership]
    /// Vehicles that `changes` bring whole, emptied of their records first.
    public var wholeVehicles: [String]
    /// The edits of this account that lost to concurrent ones, as the server noted them since the cursor.
    public var conflicts: [SyncConflict]
    /// The feed's horizon the pull read up to: the next pull's cursor.
    public var cursor: String
    /// The server they came from.
    public var server: String
    /// The server's clock less this device's, in milliseconds, as the sync read it: pulled stamps
    /// move this device's clock up to the household's bound ahead of the server's clock.
    public var serverClockOffset: Int64

    /// A pull to apply.
    public init(
        changes: [PulledChange], morePages: (() throws -> [PulledChange]?)? = nil, memberships: [PulledMembership] = [],
        wholeVehicles: [String] = [], conflicts: [SyncConflict] = [], cursor: String, server: String, serverClockOffset: Int64 = 0
    ) {
        self.changes = changes
        self.morePages = morePages
        self.memberships = memberships
        self.wholeVehicles = wholeVehicles
        self.conflicts = conflicts
        self.cursor = cursor
        self.server = server
        self.serverClockOffset = serverClockOffset
    }

    public var label: String { "sync" }
    public var isJournaled: Bool { false }

    /// How many records changed here.
    public func apply(in context: ChangeContext) throws -> Int {
        try context.store.sync.applyPulled(
            changes, morePages: morePages, memberships: memberships, wholeVehicles: wholeVehicles, conflicts: conflicts, cursor: cursor, server: server,
            serverClockOffset: serverClockOffset)
    }
}
