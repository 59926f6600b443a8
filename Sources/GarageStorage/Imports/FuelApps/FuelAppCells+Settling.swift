import GarageRules

extension FuelAppCells {
    /// The cells of a file once its conventions are settled from all of its cells: the decimal
    /// separator from `numbers` (every numeric cell the parser will read), the day order from
    /// `dates`, the currency from `costs` (every cost or price cell) and the user's options.
    static func settle(
        file: String, options: FuelAppImportOptions, numbers: [CSVField], dates: [CSVField], costs: [CSVField],
        decimalHabit: FuelAppDecimalSeparator?, statedDayOrder: FuelAppDayOrder? = nil, dayHabit: FuelAppDayOrder?
    ) throws(ImportError) -> FuelAppCells {
        let located = { (fields: [CSVField]) in fields.map { (file: file, field: $0) } }
        let separator = try FuelAppNumbers.resolve(
            cells: located(numbers + costs.map(withoutSign)),
            said: options.decimalSeparator, habit: decimalHabit)
        let order = try FuelAppDates.resolve(
            cells: located(dates), said: options.dayOrder, stated: statedDayOrder, habit: dayHabit)
        // A zero cost is Fuelio's and Drivvo's "none": it neither needs a currency nor names one.
        let paid = costs.filter { field in field.value.contains { $0.isASCIIDigit && $0 != "0" } }
        let resolved = try LubeLoggerCosts.currency(of: located(paid), said: options.currency)
        return FuelAppCells(
            file: file, numbers: separator, dates: order, currency: resolved?.currency, currencySign: resolved?.sign?.rawValue)
    }

    /// A cost cell without its currency sign, where it was.
    private static func withoutSign(_ field: CSVField) -> CSVField {
        CSVField(value: LubeLoggerCosts.split(field.value.trimmingSpaces).amount, line: field.line, column: field.column)
    }
}
