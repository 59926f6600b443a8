import GarageRules
import GarageStorage

/// Loads a checked export into the logbook as one change: signs in (creating it when new) the
/// export's account with the export's plan, replaces its preferences, and inserts every record
/// with the export's ids, parents first, through the store's record-level inserts; then the
/// export's exchange rates (public data, replacing the same currency and day). Journaled as one
/// entry, so `glovebox undo` reverts a restore whole (the account's sign-in and the rates stay).
///
/// It reads the file a second time, section by section and one record at a time (see
/// ``ExportContents``), refusing it if it changed since it was checked (`RestoreError.changed`):
/// memory holds one record, never the document. The journal entry names the vehicles it inserted,
/// not each of their records: undoing a vehicle's insert removes it with every record of it. The
/// rows imports remembered point at that entry, as an import's point at its own: an undone restore's
/// rows count as never imported.
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

    /// How many exchange rates go to the store at a time: a bound on what they cost in memory, and
    /// few enough calls that `insertRates`' count of the stored rates (a scan) stays cheap.
    static let rateBatch = 10_000

    /// The checked export.
    public var contents: ExportContents
    /// Whether the account's vehicles on this device may be replaced.
    public var replacing: Bool

    /// A restore of `contents`.
    public init(_ contents: ExportContents, replacing: Bool) {
        self.contents = contents
        self.replacing = replacing
    }

    /// `restore (2 vehicles, 10 records)`: its journal entry holds the vehicles and preferences it
    /// wrote (undoing it removes the vehicles, and their records with them), so the history's count
    /// of what the entry touched would say 2 where 12 came back; the label says what it restored.
    public var label: String {
        let vehicles = contents.vehicles.count
        let records = contents.recordCount
        return "restore (\(vehicles) vehicle\(vehicles == 1 ? "" : "s"), \(records) record\(records == 1 ? "" : "s"))"
    }
    // The signed-in account may change: a sign-in to the publishing session.
    public var effect: ChangeEffect { .signIn }
    // It writes its own journal entry, so that the rows imports remembered can name it.
    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws -> Outcome {
        let store = context.store
        let account = contents.account
        let existing = try store.accounts.contents(ofAccount: account.name)
        if existing.vehicles > 0, !replacing {
            throw RestoreError.wouldReplace(account: account.name, vehicles: existing.vehicles, records: existing.records.total)
        }
        let document = try ExportFile.reopen(
            path: contents.file, file: contents.file, layout: contents.layout, chunkSize: contents.chunkSize)
        // The export's plan: the account on this device becomes the one exported.
        try store.accounts.signIn(account, now: context.now)
        // Each vehicle goes whole, journaled with its place and its items' places, so that an undo
        // puts everything back in the order it is shown in.
        for vehicle in try store.vehicles.all() { try store.vehicles.delete(vehicle.id) }
        try store.preferences.save(contents.preferences)

        // The check made the export's ids unique among themselves: with no record left on this device
        // (a new one, or one that held only this account's, just deleted) none can be taken, and
        // the probe of each is spared.
        let probes = try store.records.holdsAny()
        func claim(_ id: GarageID, _ place: RecordPlace) throws {
            guard probes else { return }
            guard try !store.records.isTaken(id) else {
                throw RestoreError.idInUse(file: contents.file, path: place.path + ".id", id: id.rawValue)
            }
        }
        // Parents first: a service names its item, a service's cost names its service.
        for (index, vehicle) in contents.vehicles.enumerated() {
            try claim(vehicle.id, RecordPlace(.vehicles, index))
            try store.vehicles.insert(vehicle)
        }
        var check = RestoreChecker(file: contents.file, index: nil, today: contents.today)
        let vehicles = Dictionary(uniqueKeysWithValues: contents.vehicles.map { ($0.id, $0) })
        let imports = try contents.importChecks()
        try store.withoutRecording {
            try load(.maintenanceItems, from: document) { object, place in
                let item = try check.item(object, at: place, vehicles: vehicles, siblings: [:])
                try claim(item.id, place)
                try store.plans.insert(item)
            }
            try load(.services, from: document) { object, place in
                let service = try check.service(object, at: place, imports: imports)
                try claim(service.id, place)
                try store.plans.insert(service)
            }
            try load(.expenses, from: document) { object, place in
                let expense = try check.expense(object, at: place, imports: imports)
                try claim(expense.id, place)
                try store.records.insert(expense)
            }
            try load(.odometerEntries, from: document) { object, place in
                let entry = try check.entry(object, at: place, imports: imports)
                try claim(entry.id, place)
                try store.records.insert(entry)
            }
            try load(.deadlines, from: document) { object, place in
                let deadline = try check.deadline(object, at: place, vehicles: vehicles)
                try claim(deadline.id, place)
                try store.records.insert(deadline)
            }
        }
        var newRates = 0
        var rates: [ECBRatesParser.Rate] = []
        rates.reserveCapacity(Self.rateBatch)
        try load(.exchangeRates, from: document) { object, place in
            // Checked, and checked again by `insertRates`: its decimal is parsed once here.
            rates.append(try check.rate(ExportedRate(reading: object), at: place.path, verifying: false))
            if rates.count == Self.rateBatch {
                newRates += try store.rates.insert(rates)
                rates.removeAll(keepingCapacity: true)
            }
        }
        newRates += try store.rates.insert(rates)

        // The entry first, so that each remembered row can name it; a change applied outside a
        // session records nothing, and its rows name no entry (0), as an import's do.
        let changes = store.takeRecordedChanges()
        let sequence = changes.isEmpty ? 0 : try store.journal.append(label: label, changes: changes, at: context.now)
        try load(.importedRows, from: document) { object, place in
            let (vehicleID, row) = try check.importedRow(ExportedImportedRow(reading: object), at: place.path, vehicles: vehicles)
            try store.importedRows.remember(
                vehicleID: vehicleID, fingerprint: row.fingerprint, occurrence: row.occurrence, recordID: row.recordID,
                journalSequence: sequence)
        }
        // Still the bytes that were checked: nothing loaded differs from what the check read.
        try document.checkUnchanged(path: contents.file)
        return Outcome(
            account: account, replacedVehicles: existing.vehicles, replacedRecords: existing.records.total, newRates: newRates)
    }

    /// Hands each record of a section to `body`, refusing the file if it holds another number of
    /// them than the check counted.
    private func load(
        _ field: LogbookExport.Field, from document: ExportFile, _ body: (JSONObject, RecordPlace) throws -> Void
    ) throws {
        var records = try document.records(of: field)
        while let (object, place) = try records.next() { try body(object, place) }
        guard records.count == contents.counts[field, default: 0] else { throw RestoreError.changed(file: contents.file) }
    }
}
