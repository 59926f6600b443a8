import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import WidgetContract

/// `odometer log`, `expense add` and `expense list`.
enum RecordCommands {
    static let all = [logOdometer, addExpense, listExpenses]

    static let readingValue = Argument(
        "ODOMETER", help: "the odometer, in the vehicle's unit", parse: .integer(in: 0...Garage.maximumOdometer))
    static let readingDate = Option(
        "--date", value: "YYYY-MM-DD", help: "the day of the reading (default today)", parse: .day)
    static let correction = Flag("--correct", help: "accept a value lower than earlier readings (a correction)")

    static let logOdometer = GloveboxCommand(
        ["odometer", "log"], summary: "log an odometer reading", arguments: [CommonOptions.vehicle, readingValue],
        options: [readingDate, correction, CommonOptions.note]
    ) { invocation in
        let arguments = invocation.arguments
        let entry = try invocation.app.perform(LogOdometer(
            vehicle: arguments[CommonOptions.vehicle], value: arguments[readingValue], date: arguments[readingDate],
            isCorrection: arguments[correction], note: arguments[CommonOptions.note]))
        // In the vehicle's unit, as every reading is shown.
        let unit = try invocation.app.vehicle(matching: entry.vehicleID.rawValue).distanceUnit
        invocation.console.line("logged \(Format.distance(entry.value, unit)) on \(entry.date)")
    }

    // Text: whether it is an amount depends on the currency's decimals, so it is read once the
    // currency is known.
    static let amount = Argument("AMOUNT", help: "such as 45.90 (a dot, no thousands separators)")
    static let currency = Argument("CURRENCY", help: "ISO 4217 code such as EUR", parse: .currency)
    static let paidDate = Option("--date", value: "YYYY-MM-DD", help: "the day paid (default today)", parse: .day)
    static let category = Option(
        "--category", value: "C", help: "fuel, service, repair, insurance, tax, parking, tolls or other (default other)",
        parse: .category)
    // Text: a rate is units of the home currency, which the logbook knows, so the core reads it.
    static let rate = Option(
        "--rate", value: "R", help: "your own rate: units of the home currency per 1 CURRENCY (wins over ECB)")
    static let paidOdometer = Option(
        "--odometer", value: "N", help: "the odometer when paid", parse: .integer(in: 0...Garage.maximumOdometer))
    static let fuel = Option(
        "--fuel", value: "Q", help: "fuel quantity bought (litres; US gallons on a vehicle in miles: 'fuel add' names the unit)",
        parse: .positiveQuantity)

    static let addExpense = GloveboxCommand(
        ["expense", "add"], summary: "add an expense", arguments: [CommonOptions.vehicle, amount, currency],
        options: [paidDate, category, rate, CommonOptions.note, paidOdometer, CommonOptions.correctsOdometer, fuel]
    ) { invocation in
        let arguments = invocation.arguments
        let odometer = arguments[paidOdometer].map {
            OdometerMark(value: $0, isCorrection: arguments[CommonOptions.correctsOdometer])
        }
        let expense = try invocation.app.perform(AddExpense(
            vehicle: arguments[CommonOptions.vehicle],
            amount: try Money(parsing: arguments[amount], currency: arguments[currency]), date: arguments[paidDate],
            category: arguments[category] ?? .other, note: arguments[CommonOptions.note], odometer: odometer,
            fuelQuantity: arguments[fuel], rate: arguments[rate]))
        invocation.console.line("added \(expense.category.rawValue) expense \(Format.money(expense.amount)) on \(expense.date) (id \(expense.id))")
        // Stored as given; but a total in the home currency cannot count it yet, and the person should know.
        if try !invocation.app.convertsIntoHomeCurrency(expense) {
            let home = try invocation.app.preferences().homeCurrency.code
            invocation.console.errorLine(
                "\(GloveboxCommandLine.program): warning: no exchange rate converts \(expense.amount.currency.code) into \(home) on "
                    + "\(expense.date): totals in \(home) ('spend', the widgets) leave this expense out until one does "
                    + "('glovebox rates import FILE', or --rate on the expense)")
        }
    }

    static let fromDay = Option("--from", value: "YYYY-MM-DD", help: "from this day", parse: .day)
    static let toDay = Option("--to", value: "YYYY-MM-DD", help: "through this day", parse: .day)

    static let listExpenses = GloveboxCommand(
        ["expense", "list"], summary: "list the latest expenses, oldest first",
        arguments: [CommonOptions.listedVehicle], options: [CommonOptions.onlyVehicle, fromDay, toDay, CommonOptions.limit],
        reads: true
    ) { invocation in
        let arguments = invocation.arguments
        if arguments[CommonOptions.listedVehicle] != nil && arguments[CommonOptions.onlyVehicle] != nil {
            throw invocation.usageError("name the vehicle once: VEHICLE or --vehicle")
        }
        let listing = try invocation.app.expenses(
            vehicle: arguments[CommonOptions.listedVehicle] ?? arguments[CommonOptions.onlyVehicle],
            from: arguments[fromDay], through: arguments[toDay], limit: arguments[CommonOptions.limit] ?? CommonOptions.defaultLimit)
        let rows = listing.page.records.map {
            ExpenseJSON($0.expense, vehicleName: $0.vehicle.name, homeCurrency: listing.homeCurrency, rates: listing.rates)
        }
        try CommonOptions.printList(rows, page: listing.page, kind: "expenses", in: invocation) { rows in
            [["ID", "DATE", "VEHICLE", "CATEGORY", "AMOUNT", listing.homeCurrency.code, "NOTE"]] + rows.map {
                [$0.id, $0.date, $0.vehicleName, $0.category, "\(Format.groupedAmount($0.amount)) \($0.currency)", $0.homeAmount.map(Format.groupedAmount) ?? "no rate",
                 Format.oneLine($0.note)]
            }
        }
    }
}
