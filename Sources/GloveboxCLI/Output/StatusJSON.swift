import GarageStorage

/// `status --json`.
struct StatusJSON: Encodable {
    let today: String
    let alerts: [AlertJSON]
    /// The rows left out because they do not decode; absent when there are none.
    let damagedRows: [DamagedRowJSON]?

    init(today: String, alerts: [AlertJSON], damaged: [DamagedRow]) {
        self.today = today
        self.alerts = alerts
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
