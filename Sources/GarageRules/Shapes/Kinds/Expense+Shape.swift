extension Expense: ShapedRecord {
    /// An expense's shape: a fill-up's quantity and tank facts, a rate the user gave, the service it
    /// is the cost of.
    public static let descriptor = RecordDescriptor(
        kind: .expense, table: "expense", exportName: "expenses",
        fields: [
            FieldDescriptor("id", .recordID, column: "id"),
            FieldDescriptor("vehicleId", .owningVehicle, label: "vehicle", column: "vehicle_id"),
            FieldDescriptor("date", .eventDay, column: "day"),
            FieldDescriptor("amount", FieldRule(.money(currencyField: "currency"), isRequired: true), column: "amount"),
            FieldDescriptor("currency", FieldRule.currency.required, column: "currency"),
            FieldDescriptor("category", .word(of: ExpenseCategory.self), column: "category"),
            FieldDescriptor("note", .note, column: "note", server: .sealedAfterClear),
            FieldDescriptor("odometer.value", .odometer, label: "odometer", column: "odometer"),
            FieldDescriptor("odometer.isCorrection", .flag, label: "correction", column: "odometer_is_correction"),
            FieldDescriptor("fuelQuantity", .positiveDecimal, label: "fuel quantity", column: "fuel_quantity"),
            FieldDescriptor("userRate.quote", .currency, label: "rate currency", column: "user_rate_quote"),
            FieldDescriptor("userRate.rate", .positiveDecimal, label: "exchange rate", column: "user_rate"),
            FieldDescriptor(
                "serviceId", FieldRule(.reference(.service)), label: "service", column: "service_id"),
            FieldDescriptor("fuelFill.unit", .optionalWord(of: VolumeUnit.self), label: "volume unit", column: "fuel_unit"),
            FieldDescriptor("fuelFill.isFull", FieldRule(.boolean), label: "full tank", column: "fuel_is_full"),
            FieldDescriptor(
                "fuelFill.missedPrevious", FieldRule(.boolean), label: "missed fill-up", column: "fuel_missed_previous"),
            FieldDescriptor("fuelFill.energy", .optionalWord(of: Energy.self), label: "energy", column: "fuel_energy"),
            FieldDescriptor(
                "fuelFill.costUnknown", FieldRule(.boolean), label: "cost unknown", column: "fuel_cost_unknown"),
        ],
        rules: [
            .together(["userRate.quote", "userRate.rate"]),
            .together(["fuelFill.unit", "fuelFill.isFull", "fuelFill.missedPrevious"]),
            .requires("fuelFill.unit", "fuelQuantity"),
            .requires("fuelFill.energy", "fuelFill.unit"),
            .requires("fuelFill.costUnknown", "fuelFill.unit"),
        ])

    /// The expense's values.
    public var fieldValues: FieldValues {
        var values = FieldValues(.expense)
        values.set("id", id)
        values.set("vehicleId", vehicleID)
        values.set("date", date)
        values.set("amount", amount.amountText)
        values.set("currency", amount.currency.code)
        values.set("category", word: category)
        values.set("note", note)
        values.set("odometer.value", odometer?.value)
        values.set("odometer.isCorrection", odometer?.isCorrection ?? false)
        values.set("fuelQuantity", fuelQuantity)
        values.set("userRate.quote", userRate?.quote.code)
        values.set("userRate.rate", userRate?.rate)
        values.set("serviceId", serviceID)
        values.set("fuelFill.unit", word: fuelFill?.unit)
        values.set("fuelFill.isFull", fuelFill?.isFull)
        values.set("fuelFill.missedPrevious", fuelFill?.missedPrevious)
        values.set("fuelFill.energy", word: fuelFill?.energy)
        values.set("fuelFill.costUnknown", fuelFill?.costUnknown)
        return values
    }

    /// An expense from its values. A quantity without a unit (stored before fuel records had units) is
    /// read without one: ``checked(vehicle:today:neighbours:)`` gives it its vehicle's.
    public init(fieldValues values: FieldValues) throws(FieldProblem) {
        guard let amount = try values.money("amount", currency: "currency") else { throw values.problem("amount", .missing) }
        var userRate: UserRate?
        if let quote = try values.currency("userRate.quote"), let rate = try values.decimal("userRate.rate") {
            do {
                userRate = try UserRate(quote: quote, rate: rate)
            } catch {
                throw values.problem("userRate.rate", .notAPositiveDecimal("\(rate)"))
            }
        }
        let quantity = try values.decimal("fuelQuantity")
        let fill = try values.word("fuelFill.unit", as: VolumeUnit.self).map { unit throws(FieldProblem) in
            FuelFill(
                unit: unit, isFull: try values.flag("fuelFill.isFull"), missedPrevious: try values.flag("fuelFill.missedPrevious"),
                energy: try values.word("fuelFill.energy", as: Energy.self), costUnknown: try values.optionalFlag("fuelFill.costUnknown"))
        }
        self.init(
            id: try values.requiredID("id"), vehicleID: try values.requiredID("vehicleId"),
            date: try values.requiredDay("date"), amount: amount,
            category: try values.requiredWord("category", as: ExpenseCategory.self), note: try values.text("note"),
            odometer: try values.integer("odometer.value").map { value throws(FieldProblem) in
                OdometerMark(value: value, isCorrection: try values.flag("odometer.isCorrection"))
            },
            fuelQuantity: quantity, fuelFill: fill, userRate: userRate, serviceID: try values.id("serviceId"))
    }
}
