import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import WidgetContract

/// `expense show`, `expense edit` and `expense remove` (`expense add` and `expense list` are with
/// the other records' adds).
enum ExpenseCommands {
    static let all = [show, edit, remove]

    static let show = GloveboxCommand(
        ["expense", "show"], summary: "show one expense", arguments: [CommonOptions.recordID], reads: true
    ) { invocation in
        let detail = try invocation.app.expense(id: invocation.arguments[CommonOptions.recordID])
        let (expense, vehicle, home, rates) = (detail.expense, detail.vehicle, detail.homeCurrency, detail.rates)
        let row = ExpenseJSON(expense, vehicleName: vehicle.name, homeCurrency: home, rates: rates)
        if invocation.wantsJSON { return invocation.console.line(try Format.json(row)) }
        let words = invocation.words
        var lines = [words.text(.expenseShow, [
            "id": row.id, "vehicle": vehicle.name, "category": words.category(word: row.category),
            "amount": words.amount(text: row.amount, currency: row.currency), "day": words.day(expense.date),
        ])]
        // English has always written the converted amount bare ("in EUR: 1234.56").
        let converted = row.homeAmount.map { words.language == .english ? $0 : words.amount(text: $0, currency: row.homeCurrency) }
        lines.append("  " + words.text(.expenseInHome, ["home": row.homeCurrency, "amount": converted ?? words.text(.noRateThatDay)]))
        if let odometer = expense.odometer {
            lines.append("  " + words.text(.expenseOdometer, ["distance": words.distance(odometer.value, vehicle.distanceUnit)]))
        }
        if let fuel = expense.fuelQuantity {
            lines.append("  " + words.text(.expenseFuel, ["quantity": words.quantity(fuel) + (row.fuelUnit.map { " " + $0 } ?? "")]))
        }
        if let rate = expense.userRate {
            lines.append("  " + words.text(.expenseRate, ["rate": words.quantity(rate.rate) + " " + rate.quote.code]))
        }
        if let note = expense.note { lines.append("  " + words.text(.noteLine, ["note": Format.oneLine(note)])) }
        invocation.console.line(lines.joined(separator: "\n"))
    }

    static let amount = Option("--amount", value: "A", help: "the amount, in its currency (or in --currency)")
    static let currency = Option("--currency", value: "CUR", help: "a new currency for the amount", parse: .currency)
    static let date = Option("--date", value: "YYYY-MM-DD", help: "the day paid", parse: .day)
    static let category = Option(
        "--category", value: "C", help: "fuel, service, repair, insurance, tax, parking, tolls or other", parse: .category)
    static let rate = Option("--rate", value: "R", help: "your own rate: units of the home currency per 1 of the currency")
    static let noRate = Flag("--no-rate", help: "drop your own rate (the ECB's applies)")
    static let odometer = Option(
        "--odometer", value: "N", help: "the odometer when paid", parse: .integer(in: 0...Garage.maximumOdometer))
    static let noOdometer = Flag("--no-odometer", help: "drop the odometer")
    static let fuel = Option(
        "--fuel", value: "Q", help: "a new fuel quantity, in the fill's unit ('fuel edit ID --volume Q UNIT' changes the unit)",
        parse: .positiveQuantity)
    static let noFuel = Flag("--no-fuel", help: "drop the fuel quantity")

    static let edit = GloveboxCommand(
        ["expense", "edit"], summary: "change an expense: any of the fields it was added with",
        arguments: [CommonOptions.recordID],
        options: [amount, currency, date, category, rate, noRate, CommonOptions.note, odometer, CommonOptions.correctsOdometer,
                  noOdometer, fuel, noFuel],
        discussion: "The expense is checked as a new one is (its odometer against the readings around it). An empty --note clears it."
    ) { invocation in
        let arguments = invocation.arguments
        let id = arguments[CommonOptions.recordID]
        var newAmount: Money?
        if arguments[amount] != nil || arguments[currency] != nil {
            let stored = try invocation.app.expense(id: id).expense.amount
            let code = arguments[currency] ?? stored.currency
            newAmount = try Money(parsing: arguments[amount] ?? stored.amountText, currency: code)
        }
        let mark = try CommonOptions.edit(odometer, or: noOdometer, in: invocation).map { value in
            value.map { OdometerMark(value: $0, isCorrection: arguments[CommonOptions.correctsOdometer]) }
        }
        let expense = try invocation.app.perform(EditExpense(
            id: id, amount: newAmount, date: arguments[date], category: arguments[category], note: arguments[CommonOptions.note],
            odometer: mark, fuelQuantity: try CommonOptions.edit(fuel, or: noFuel, in: invocation),
            rate: try CommonOptions.edit(rate, or: noRate, in: invocation)))
        let words = invocation.words
        invocation.console.line(words.text(.expenseChanged, [
            "id": expense.id.rawValue, "category": words.category(word: expense.category.rawValue),
            "amount": words.money(expense.amount), "day": words.day(expense.date),
        ]))
    }

    static let remove = GloveboxCommand(
        ["expense", "remove"], summary: "remove an expense ('glovebox undo' brings it back)",
        arguments: [CommonOptions.recordID]
    ) { invocation in
        let id = invocation.arguments[CommonOptions.recordID]
        let vehicle = try invocation.app.perform(RemoveRecord(.expense, id: id))
        invocation.console.line(invocation.words.text(.expenseRemoved, ["id": id, "vehicle": vehicle.name]))
    }
}
