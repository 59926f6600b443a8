import GarageRules

/// A fuel record as `fuel list --json` and `fuel show --json` print it.
struct FuelJSON: Encodable {
    /// What `--json` prints: the record's own shape, then what the command adds.
    private let json: RecordJSON
    let id: String
    let vehicleId: String
    let vehicleName: String
    let date: String
    let odometer: Int?
    let quantity: String
    let unit: String
    let isFull: Bool
    let missedPrevious: Bool
    /// The energy bought: the one the fill names, else its vehicle's for the unit.
    let energy: String
    /// The cost in the currency paid, or `nil` when none was given.
    let cost: String?
    let currency: String?
    /// The cost in the home currency at the fill's own date, or `nil` without a cost or a rate.
    let homeCost: String?
    let homeCurrency: String
    let note: String?

    init(_ expense: Expense, vehicle: Vehicle, homeCurrency: CurrencyCode, rates: ExchangeRates) {
        id = expense.id.rawValue
        vehicleId = expense.vehicleID.rawValue
        self.vehicleName = vehicle.name
        date = expense.date.isoString
        odometer = expense.odometer?.value
        quantity = expense.fuelQuantity.map { "\($0)" } ?? ""
        unit = expense.fuelFill?.unit.rawValue ?? ""
        isFull = expense.fuelFill?.isFull ?? true
        missedPrevious = expense.fuelFill?.missedPrevious ?? false
        energy = (expense.fillUp(of: vehicle)?.energy ?? vehicle.energy(forUnit: .litres)).rawValue
        let known = expense.knownCost != nil
        cost = known ? expense.amount.amountText : nil
        currency = known ? expense.amount.currency.code : nil
        homeCost = known ? expense.converted(to: homeCurrency, rates: rates)?.amountText : nil
        self.homeCurrency = homeCurrency.code
        note = expense.note
        // A fill-up is an expense: printed as one, with whether its cost is known (`Expense.knownCost`).
        json = RecordJSON(expense, adding: [
            ("vehicleName", .text(self.vehicleName)), ("energyBought", .text(energy)), ("hasCost", .flag(known)), ("homeAmount", .text(homeCost)),
            ("homeCurrency", .text(self.homeCurrency)),
        ])
    }

    /// The unit as text shows it (`kWh`; `--json` keeps the option's word).
    var unitShown: String { VolumeUnit(rawValue: unit).map(Format.unit) ?? unit }

    /// `25.72 USD`, or `-` without a cost.
    var costText: String { cost.map { "\($0) \(currency ?? "")" } ?? "-" }

    /// `petrol, full`, `electricity, partial`, with `, missed before` when the fill-up before it was not recorded.
    var fillText: String { "\(energy), " + (isFull ? "full" : "partial") + (missedPrevious ? ", missed before" : "") }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
