import AppCore
import Foundation
import GarageRules
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
        let entry = try invocation.app.perform(LogOdometer(
            vehicle: arguments.positionals[0], value: value, date: date, isCorrection: arguments.has("--correct"),
            note: arguments.value("--note")))
        invocation.console.line("logged \(Format.grouped(entry.value)) on \(entry.date)")
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
        let expense = try invocation.app.perform(AddExpense(
            vehicle: arguments.positionals[0], amount: amount, date: date, category: category,
            note: arguments.value("--note"),
            odometer: odometer.map { OdometerMark(value: $0, isCorrection: arguments.has("--correct")) },
            fuelQuantity: fuel, rate: arguments.value("--rate")))
        invocation.console.line("added \(expense.category.rawValue) expense \(expense.amount) on \(expense.date) (id \(expense.id))")
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
        let app = invocation.app
        let listing = try app.expenses(vehicle: arguments.value("--vehicle"), from: from, through: to)
        let names = Dictionary(uniqueKeysWithValues: try app.vehicles().map { ($0.id, $0.name) })
        let rows = listing.expenses.map {
            ExpenseJSON($0, vehicleName: names[$0.vehicleID], homeCurrency: listing.homeCurrency, rates: listing.rates)
        }
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(rows))
        } else if rows.isEmpty {
            invocation.console.line("no expenses")
        } else {
            let table = [["DATE", "VEHICLE", "CATEGORY", "AMOUNT", listing.homeCurrency.code, "NOTE"]] + rows.map {
                [$0.date, $0.vehicleName, $0.category, "\($0.amount) \($0.currency)", $0.homeAmount ?? "no rate",
                 ($0.note ?? "").replacingOccurrences(of: "\n", with: " ")]
            }
            invocation.console.line(Format.table(table))
        }
    }
}
