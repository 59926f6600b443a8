import GarageRules
import GarageStorage

/// Loads a checked export into the logbook as one change: signs in (creating it when new) the
/// export's account with the export's plan, replaces its preferences, and inserts every record
/// with the export's ids, parents first, through the store's record-level inserts; then the
/// export's exchange rates (public data, replacing the same currency and day). Journaled as one
/// entry, so `glovebox undo` reverts a restore whole (the account's sign-in and the rates stay).
///
/// It restores into an empty account: when the account already has vehicles on this device it is
/// refused (`RestoreError.wouldReplace`) unless `replacing`, and then those vehicles and every
/// record of them are deleted first, in the same transaction (and journaled, so that an undo
/// brings them back). A record id that another account's record uses is refused (`idInUse`).
public struct RestoreExport: LogbookChange {
    /// What was restored.
    public struct Outcome: Sendable {
        /// The account, now signed in.
        public var account: Account
        /// The vehicles and records replaced (zero when the account had none).
        public var replacedVehicles: Int
        /// The records of the replaced vehicles.
        public var replacedRecords: Int
        /// How many exchange rates were new to this logbook.
        public var newRates: Int
    }

    /// The checked export.
    public var contents: ExportContents
    /// Whether the account's vehicles on this device may be replaced.
    public var replacing: Bool

    /// A restore of `contents`.
    public init(_ contents: ExportContents, replacing: Bool) {
        self.contents = contents
        self.replacing = replacing
    }

    public var label: String { "restore" }
    // The signed-in account may change: a sign-in to the publishing session.
    public var effect: ChangeEffect { .signIn }

    public func apply(in context: ChangeContext) throws -> Outcome {
        let store = context.store
        let account = contents.account
        let existing = try store.contents(ofAccount: account.name)
        if existing.vehicles > 0, !replacing {
            throw RestoreError.wouldReplace(account: account.name, vehicles: existing.vehicles, records: existing.records.total)
        }
        // The export's plan: the account on this device becomes the one exported.
        try store.setAccount(account, now: context.now)
        // Each vehicle goes whole, journaled with its place and its items' places, so that an undo
        // puts everything back in the order it is shown in.
        for vehicle in try store.vehicles() { try store.deleteVehicle(vehicle.id) }
        try store.save(contents.preferences)

        func claim(_ id: GarageID, _ field: LogbookExport.Field, _ index: Int) throws {
            guard try !store.isTaken(id) else {
                throw RestoreError.idInUse(
                    file: contents.file, path: ExportContents.place(field, index) + ".id", id: id.rawValue)
            }
        }
        // Parents first: a service names its item, a service's cost names its service.
        for (index, vehicle) in contents.vehicles.enumerated() {
            try claim(vehicle.id, .vehicles, index)
            try store.insert(vehicle)
        }
        for (index, item) in contents.maintenanceItems.enumerated() {
            try claim(item.id, .maintenanceItems, index)
            try store.insert(item)
        }
        for (index, service) in contents.services.enumerated() {
            try claim(service.id, .services, index)
            try store.insert(service)
        }
        for (index, expense) in contents.expenses.enumerated() {
            try claim(expense.id, .expenses, index)
            try store.insert(expense)
        }
        for (index, entry) in contents.odometerEntries.enumerated() {
            try claim(entry.id, .odometerEntries, index)
            try store.insert(entry)
        }
        for (index, deadline) in contents.deadlines.enumerated() {
            try claim(deadline.id, .deadlines, index)
            try store.insert(deadline)
        }
        let newRates = try store.insertRates(contents.exchangeRates)
        return Outcome(
            account: account, replacedVehicles: existing.vehicles, replacedRecords: existing.records.total, newRates: newRates)
    }
}
