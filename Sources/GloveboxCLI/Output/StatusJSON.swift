import GarageStorage

/// `status --json`.
struct StatusJSON: Encodable {
    let today: String
    let alerts: [AlertJSON]
    /// Odometer readings from two devices that contradict each other; absent when there are none.
    let odometerConflicts: [ReadingConflictJSON]?
    /// How many of this account's edits a household member's replaced (`conflicts list`); absent when none.
    let lostEdits: Int?
    /// The rows left out because they do not decode; absent when there are none.
    let damagedRows: [DamagedRowJSON]?

    init(today: String, alerts: [AlertJSON], conflicts: [ReadingConflictJSON], lostEdits: Int = 0, damaged: [DamagedRow]) {
        self.today = today
        self.alerts = alerts
        self.odometerConflicts = conflicts.isEmpty ? nil : conflicts
        self.lostEdits = lostEdits == 0 ? nil : lostEdits
        self.damagedRows = damaged.isEmpty ? nil : damaged.map(DamagedRowJSON.init)
    }
}

/// A damaged row in JSON: its table, its id and why it does not decode.
struct DamagedRowJSON: Encodable {
    let table: String
    let id: String
    let reason: String

    init(_ row: DamagedRow) {
        table = row.table
        id = row.id
        reason = row.reason
    }
}
