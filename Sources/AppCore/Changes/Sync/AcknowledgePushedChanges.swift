import GarageStorage

/// Acknowledges what the household server took of a push: the outbox's rows up to `sequence`, but for
/// the changes of `keptVehicles` (which the server refused for the plan's limit: they wait for the
/// next sync). The sync's own bookkeeping: not journaled, nothing published, and the logbook's
/// generation stays (the outbox is nothing a widget shows, and a push must not make every command
/// republish).
public struct AcknowledgePushedChanges: LogbookChange {
    /// The last outbox row the server took.
    public var sequence: Int
    /// The vehicles whose changes stay queued.
    public var keptVehicles: Set<String>
    /// Changes no server will take (their vehicle is gone for this account), kept as conflicts of
    /// this device rather than lost.
    public var setAside: [OutboxChange]
    /// Vehicles whose removal the server refused: the next pull brings them back (as it brings again
    /// the vehicles of `setAside`), noted with the acknowledgement so that a kill before it loses nothing.
    public var returningVehicles: Set<String>

    /// An acknowledgement.
    public init(
        upTo sequence: Int, keepingVehicles keptVehicles: Set<String> = [], settingAside setAside: [OutboxChange] = [],
        returningVehicles: Set<String> = []
    ) {
        self.sequence = sequence
        self.keptVehicles = keptVehicles
        self.setAside = setAside
        self.returningVehicles = returningVehicles
    }

    public var label: String { "sync acknowledge" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    /// How many outbox rows went.
    public func apply(in context: ChangeContext) throws -> Int {
        try context.store.sync.setAside(setAside)
        try context.store.sync.noteRefresh(returningVehicles.union(setAside.map(\.vehicleID)))
        return try context.store.sync.acknowledge(upTo: sequence, keepingVehicles: keptVehicles)
    }
}
