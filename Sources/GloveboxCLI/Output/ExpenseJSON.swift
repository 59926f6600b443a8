import GarageRules

/// An expense as `expense list --json` prints it.
struct ExpenseJSON: Encodable {
    /// What `--json` prints: the record's own shape, then what the command adds.
    private let json: RecordJSON
    let id: String
    let vehicleId: String
    let vehicleName: String
    let date: String
    let amount: String
    let currency: String
    let category: String
    let note: String?
    let odometer: Int?
    let fuelQuantity: String?
    /// The fuel quantity's unit, and whether the fill was full and the one before it missed.
    let fuelUnit: String?
    let fullTank: Bool?
    let missedPrevious: Bool?
    let userRate: String?
    /// The amount in the home currency at the expense's own date, or `nil` without a rate.
    let homeAmount: String?
    let homeCurrency: String

    init(_ expense: Expense, vehicleName: String?, homeCurrency: CurrencyCode, rates: ExchangeRates) {
        id = expense.id.rawValue
        vehicleId = expense.vehicleID.rawValue
        self.vehicleName = vehicleName ?? expense.vehicleID.rawValue
        date = expense.date.isoString
        amount = expense.amount.amountText
        currency = expense.amount.currency.code
        category = expense.category.rawValue
        note = expense.note
        odometer = expense.odometer?.value
        fuelQuantity = expense.fuelQuantity.map { "\($0)" }
        fuelUnit = expense.fuelFill?.unit.rawValue
        fullTank = expense.fuelFill?.isFull
        missedPrevious = expense.fuelFill?.missedPrevious
        userRate = expense.userRate.map { "\($0.rate) \($0.quote.code)" }
        homeAmount = expense.converted(to: homeCurrency, rates: rates)?.amountText
        self.homeCurrency = homeCurrency.code
        json = RecordJSON(expense, adding: [
            ("vehicleName", .text(self.vehicleName)), ("homeAmount", .text(homeAmount)), ("homeCurrency", .text(self.homeCurrency)),
        ])
    }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
