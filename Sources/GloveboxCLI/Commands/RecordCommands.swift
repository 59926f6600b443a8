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
        let words = invocation.words
        invocation.console.line(words.text(.odometerLogged, ["distance": words.distance(entry.value, unit), "day": words.day(entry.date)]))
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
        let words = invocation.words
        invocation.console.line(words.text(.expenseAdded, [
            "category": words.category(word: expense.category.rawValue), "amount": words.money(expense.amount),
            "day": words.day(expense.date), "id": expense.id.rawValue,
        ]))
        // Stored as given; but a total in the home currency cannot count it yet, and the person should know.
        if try !invocation.app.convertsIntoHomeCurrency(expense) {
            let home = try invocation.app.preferences().homeCurrency.code
            let warning = words.text(.expenseNoRateWarning, [
                "currency": expense.amount.currency.code, "home": home, "day": words.day(expense.date),
            ])
            invocation.console.errorLine("\(GloveboxCommandLine.program): " + words.text(.warningPrefix, ["message": warning]))
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
            throw invocation.usageError(.usageNameVehicleOnce)
        }
        let listing = try invocation.app.expenses(
            vehicle: arguments[CommonOptions.listedVehicle] ?? arguments[CommonOptions.onlyVehicle],
            from: arguments[fromDay], through: arguments[toDay], limit: arguments[CommonOptions.limit] ?? CommonOptions.defaultLimit)
        let rows = listing.page.records.map {
            ExpenseJSON($0.expense, vehicleName: $0.vehicle.name, homeCurrency: listing.homeCurrency, rates: listing.rates)
        }
        try CommonOptions.printList(rows, page: listing.page, kind: .kindExpenses, in: invocation) { rows, words in
            let home = listing.homeCurrency.code
            let header = [CLIMessage.headerID, .headerDate, .headerVehicle, .headerCategory, .headerAmount].map { words.text($0) }
            return [header + [home, words.text(.headerNote)]] + rows.map { row in
                // English has always written the home amount without its code: the column's header names it.
                let converted = row.homeAmount.map { words.language == .english ? Format.groupedAmount($0) : words.amount(text: $0, currency: home) }
                return [row.id, words.day(iso: row.date), row.vehicleName, words.category(word: row.category),
                        words.amount(text: row.amount, currency: row.currency), converted ?? words.text(.noRate), Format.oneLine(row.note)]
            }
        }
    }
}
