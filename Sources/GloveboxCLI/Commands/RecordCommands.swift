import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// `odometer log`, `expense add` and `expense list`.
enum RecordCommands {
    static let all = [logOdometer, addExpense, listExpenses]

    static let logOdometer = Command(
        ["odometer", "log"], summary: "log an odometer reading",
        positionals: [.required("VEHICLE", "id or name"), .required("VALUE", "the odometer, in the vehicle's unit")],
        options: [
            .option("--date", "YYYY-MM-DD", help: "the day of the reading (default today)"),
            .flag("--correct", "accept a value lower than earlier readings (a correction)"),
            .option("--note", "N", help: "a note"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let value = try ParsedArguments.integer(arguments.positionals[1], label: "odometer", in: 0...Garage.maximumOdometer)
        let date = try arguments.day("--date")
        let entry = try invocation.session.perform(Change("odometer log") { garage, context in
            let vehicle = try garage.vehicle(matching: arguments.positionals[0])
            return try garage.logOdometer(
                vehicleID: vehicle.id, value: value, date: date ?? context.today, isCorrection: arguments.has("--correct"),
                note: arguments.value("--note"), today: context.today, ids: context.ids)
        })
        invocation.session.console.line("logged \(Format.grouped(entry.value)) on \(entry.date)")
    }

    static let addExpense = Command(
        ["expense", "add"], summary: "add an expense",
        positionals: [
            .required("VEHICLE", "id or name"), .required("AMOUNT", "such as 45.90 (a dot, no thousands separators)"),
            .required("CURRENCY", "ISO 4217 code such as EUR"),
        ],
        options: [
            .option("--date", "YYYY-MM-DD", help: "the day paid (default today)"),
            .option("--category", "C", help: "fuel, service, repair, insurance, tax, parking, tolls or other (default other)"),
            .option("--rate", "R", help: "your own rate: units of the home currency per 1 CURRENCY (wins over ECB)"),
            .option("--note", "N", help: "a note"),
            .option("--odometer", "N", help: "the odometer when paid"),
            .flag("--correct", "the odometer corrects earlier readings"),
            .option("--fuel", "Q", help: "fuel quantity bought"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let currency = try CurrencyCode(arguments.positionals[2])
        let amount = try Money(parsing: arguments.positionals[1], currency: currency)
        let date = try arguments.day("--date")
        let category = try arguments.value("--category").map { text throws(GarageError) in try ExpenseCategory(parsing: text) } ?? .other
        let odometer = try arguments.integer("--odometer", in: 0...Garage.maximumOdometer)
        var fuel: Decimal?
        if let text = arguments.value("--fuel") {
            guard let value = ExchangeRate.parseDecimal(text), value > 0 else {
                throw CLIError.validation("fuel quantity '\(text)' is not a positive number like 42.5")
            }
            fuel = value
        }
        let expense = try invocation.session.perform(Change("expense add") { garage, context in
            let vehicle = try garage.vehicle(matching: arguments.positionals[0])
            let rate = try arguments.value("--rate").map { text throws(GarageError) in
                try UserRate(parsing: text, quote: garage.homeCurrency)
            }
            return try garage.addExpense(
                ExpenseDraft(
                    vehicleID: vehicle.id, date: date ?? context.today, amount: amount, category: category,
                    note: arguments.value("--note"),
                    odometer: odometer.map { OdometerMark(value: $0, isCorrection: arguments.has("--correct")) },
                    fuelQuantity: fuel, userRate: rate),
                today: context.today, ids: context.ids)
        })
        invocation.session.console.line("added \(expense.category.rawValue) expense \(expense.amount) on \(expense.date) (id \(expense.id))")
    }

    static let listExpenses = Command(
        ["expense", "list"], summary: "list expenses, oldest first",
        options: [
            .option("--vehicle", "V", help: "only this vehicle (id or name)"),
            .option("--from", "YYYY-MM-DD", help: "from this day"),
            .option("--to", "YYYY-MM-DD", help: "through this day"),
        ],
        isRead: true
    ) { invocation in
        let arguments = invocation.arguments
        let from = try arguments.day("--from")
        let to = try arguments.day("--to")
        let store = try invocation.session.store()
        let garage = try store.loadGarage()
        let vehicleID = try arguments.value("--vehicle").map { text throws(GarageError) in try garage.vehicle(matching: text).id }
        let expenses = garage.expenses.filter { expense in
            (vehicleID == nil || expense.vehicleID == vehicleID) && (from.map { expense.date >= $0 } ?? true)
                && (to.map { expense.date <= $0 } ?? true)
        }.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        let rates = try RecordCommands.rates(for: expenses, home: garage.homeCurrency, store: store)
        let rows = expenses.map { ExpenseJSON($0, garage: garage, rates: rates) }
        if invocation.wantsJSON {
            invocation.session.console.line(try Format.json(rows))
        } else if rows.isEmpty {
            invocation.session.console.line("no expenses")
        } else {
            let table = [["DATE", "VEHICLE", "CATEGORY", "AMOUNT", garage.homeCurrency.code, "NOTE"]] + rows.map {
                [$0.date, $0.vehicleName, $0.category, "\($0.amount) \($0.currency)", $0.homeAmount ?? "no rate",
                 ($0.note ?? "").replacingOccurrences(of: "\n", with: " ")]
            }
            invocation.session.console.line(Format.table(table))
        }
    }
}

extension RecordCommands {
    /// The stored rates that converting `expenses` can use: their currencies, their user rates'
    /// quotes and the home currency, over their dates and the 7 days before.
    static func rates(for expenses: [Expense], home: CurrencyCode, store: GarageStore) throws -> ExchangeRates {
        guard let first = expenses.map(\.date).min(), let last = expenses.map(\.date).max() else { return ExchangeRates() }
        var currencies = Set(expenses.map(\.amount.currency))
        currencies.formUnion(expenses.compactMap(\.userRate?.quote))
        currencies.insert(home)
        return try store.exchangeRates(currencies: currencies, from: first.adding(days: -ExchangeRates.maximumAge), through: last)
    }
}
