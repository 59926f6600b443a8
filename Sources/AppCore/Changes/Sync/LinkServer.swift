import GarageStorage

/// Notes that the signed-in account syncs with `server` (the cursor starts again at `0` for another
/// server). The sync's own bookkeeping: not journaled, nothing published, the generation kept.
///
/// From then on new vehicles get ids no other account can have (``AddVehicle``). The vehicles made
/// here before the first link, which took their names as ids (`clio`), are given such an id too, for
/// the server alone (`SyncRepository.giveHouseholdID`): two households' "Clio", or two of one account
/// made on two devices before either was linked, must not meet under one id on the server. On this
/// device each keeps its own, which its widgets, shortcuts, links and journal know.
public struct LinkServer: LogbookChange {
    /// The server's connection string.
    public var server: String

    /// A link to note.
    public init(server: String) {
        self.server = server
    }

    public var label: String { "sync link" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws {
        _ = try context.signedInAccount()
        let sync = context.store.sync
        let wasLinked = try sync.isLinked()
        try sync.link(server)
        guard !wasLinked else { return }
        for vehicle in try sync.vehiclesNotYetOnAServer() {
            try sync.giveHouseholdID(AddVehicle.householdID(from: vehicle, ids: context.ids), toVehicle: vehicle)
        }
    }
}
