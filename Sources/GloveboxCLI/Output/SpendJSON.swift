import GarageRules

/// `spend --json`.
struct SpendJSON: Encodable {
    struct Month: Encodable {
        let month: String
        let total: String
        let recordCount: Int
        let unconvertedCount: Int
        let unconvertedExpenseIds: [String]
    }

    let vehicleId: String?
    let vehicleName: String?
    let currency: String
    let total: String
    let isComplete: Bool
    let unconvertedCount: Int
    let months: [Month]

    init(_ spend: MonthlySpend, vehicle: Vehicle?) {
        vehicleId = vehicle?.id.rawValue
        vehicleName = vehicle?.name
        currency = spend.currency.code
        total = spend.total.amountText
        isComplete = spend.isComplete
        unconvertedCount = spend.unconvertedCount
        months = spend.months.map {
            Month(month: $0.month.isoString, total: $0.total.amountText, recordCount: $0.recordCount,
                  unconvertedCount: $0.unconvertedCount, unconvertedExpenseIds: $0.unconvertedExpenseIDs.map(\.rawValue))
        }
    }
}
