import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import WidgetContract

/// `fuel add`, `fuel list`, `fuel show`, `fuel edit` and `fuel remove`: fill-ups (and charges) as
/// fuel records, each a fuel expense with its quantity, unit and tank flags.
enum FuelCommands {
    static let all = [add, list, show, edit, remove]

    static let volume = Argument("VOLUME", help: "the quantity bought, such as 42.5", parse: .positiveQuantity)
    static let unit = Argument("UNIT", help: "l, us-gal, imp-gal or kwh (kwh for an electric charge)", parse: .volumeUnit)
    static let odometer = Option(
        "--odometer", value: "N", help: "the odometer at the fill, in the vehicle's unit (required)",
        parse: .integer(in: 0...Garage.maximumOdometer))
    /// `fuel edit`'s: the same value, which an edit may leave as it is.
    static let newOdometer = Option(
        "--odometer", value: "N", help: "a new odometer at the fill, in the vehicle's unit",
        parse: .integer(in: 0...Garage.maximumOdometer))
    static let partial = Flag("--partial", help: "the tank was not filled to full")
    static let full = Flag("--full", help: "the tank was filled to full (edit: undoes --partial)")
    static let missed = Flag("--missed", help: "the fill-up before this one was not recorded")
    static let notMissed = Flag("--not-missed", help: "edit: the fill-up before this one was recorded after all")
    static let cost = Option("--cost", values: ["A", "CUR"], help: "what it cost (an expense in any currency)") { words in
        try Money(parsing: words[0], currency: try CurrencyCode(words[1]))
    }
    static let date = Option("--date", value: "YYYY-MM-DD", help: "the day of the fill (default today)", parse: .day)
    static let newDate = Option("--date", value: "YYYY-MM-DD", help: "a new day of the fill", parse: .day)
    static let rate = Option(
        "--rate", value: "R", help: "your own rate: units of the home currency per 1 of the cost's currency")
    static let energy = Option(
        "--energy", value: "E", help: "petrol, diesel, lpg or electricity (default: the vehicle's for the unit)", parse: .energy)
    static let newVolume = Option("--volume", values: ["Q", "UNIT"], help: "a new quantity and its unit") { words in
        FuelVolume(try ValueParser<Decimal>.positiveQuantity.parse(words[0]), try VolumeUnit(parsing: words[1]))
    }

    static let add = GloveboxCommand(
        ["fuel", "add"], summary: "add a fill-up (or an electric charge)",
        arguments: [CommonOptions.vehicle, volume, unit],
        options: [odometer, CommonOptions.correctsOdometer, partial, missed, energy, cost, rate, date, CommonOptions.note],
        discussion: """
        Economy is measured between full fill-ups: a --partial fill's fuel joins the next full fill's
        stretch, and --missed (a fill-up before this one was never recorded) leaves the stretch ending
        here out. The odometer is checked against the readings around it, as every reading is.
        Without --cost the fill's cost is unknown, and cost per distance leaves its stretch out.
        Each energy is a chain of its own (a plug-in hybrid's petrol and its charges are measured apart);
        a fill of an energy the vehicle does not run on is refused ('glovebox vehicle edit --energy').
        """
    ) { invocation in
        let arguments = invocation.arguments
        guard let value = arguments[odometer] else {
            throw invocation.usageError(.usageFillNeedsOdometer)
        }
        let expense = try invocation.app.perform(AddFuel(
            vehicle: arguments[CommonOptions.vehicle], volume: FuelVolume(arguments[volume], arguments[unit]),
            odometer: OdometerMark(value: value, isCorrection: arguments[CommonOptions.correctsOdometer]),
            isFull: !arguments[partial], missedPrevious: arguments[missed], cost: arguments[cost], date: arguments[date],
            note: arguments[CommonOptions.note], rate: arguments[rate], energy: arguments[energy]))
        let words = invocation.words
        invocation.console.line(words.text(.fuelAdded, [
            "quantity": words.volume(expense.fuelVolume!), "odometer": words.number(value), "day": words.day(expense.date),
            "cost": expense.knownCost.map(words.money) ?? words.text(.noCost), "id": expense.id.rawValue,
        ]))
    }

    static let list = GloveboxCommand(
        ["fuel", "list"], summary: "list the latest fill-ups, oldest first",
        arguments: [CommonOptions.listedVehicle], options: [CommonOptions.limit], reads: true
    ) { invocation in
        let arguments = invocation.arguments
        let listing = try invocation.app.fuelRecords(
            vehicle: arguments[CommonOptions.listedVehicle], limit: arguments[CommonOptions.limit] ?? CommonOptions.defaultLimit)
        let rows = listing.page.records.map {
            FuelJSON($0.expense, vehicle: $0.vehicle, homeCurrency: listing.homeCurrency, rates: listing.rates)
        }
        try CommonOptions.printList(rows, page: listing.page, kind: .kindFillUps, in: invocation) { rows, words in
            let home = listing.homeCurrency.code
            let header = [CLIMessage.headerID, .headerDate, .headerVehicle, .headerOdometer, .headerQuantity, .headerFill, .headerCost]
                .map { words.text($0) } + [home, words.text(.headerNote)]
            return [header] + rows.map { row in
                // English has always written the amounts as stored, their currency after them.
                let cost = words.language == .english ? row.costText
                    : row.cost.flatMap { cost in row.currency.map { words.amount(text: cost, currency: $0) } } ?? "-"
                let converted = row.homeCost.map { words.language == .english ? $0 : words.amount(text: $0, currency: home) }
                return [row.id, words.day(iso: row.date), row.vehicleName, row.odometer.map(words.number) ?? "-",
                        quantity(row, words), fill(row, words),
                        cost, row.cost == nil ? "-" : (converted ?? words.text(.noRate)), Format.oneLine(row.note)]
            }
        }
    }

    static let show = GloveboxCommand(
        ["fuel", "show"], summary: "show one fill-up", arguments: [CommonOptions.recordID], reads: true
    ) { invocation in
        let detail = try invocation.app.fuelRecord(id: invocation.arguments[CommonOptions.recordID])
        let (expense, vehicle, home, rates) = (detail.expense, detail.vehicle, detail.homeCurrency, detail.rates)
        let row = FuelJSON(expense, vehicle: vehicle, homeCurrency: home, rates: rates)
        if invocation.wantsJSON { return invocation.console.line(try Format.json(row)) }
        let words = invocation.words
        var lines = [words.text(.fuelShow, [
            "id": row.id, "vehicle": vehicle.name, "quantity": quantity(row, words), "day": words.day(expense.date),
            "fill": fill(row, words),
        ])]
        if let value = row.odometer {
            lines.append("  " + words.text(.expenseOdometer, ["distance": words.distance(value, vehicle.distanceUnit)]))
        }
        if let cost = row.cost, let currency = row.currency {
            // English has always written the amounts as stored ("25.72 USD", "in EUR: 23.80").
            let english = words.language == .english
            lines.append("  " + words.text(.costLine, ["amount": english ? "\(cost) \(currency)" : words.amount(text: cost, currency: currency)]))
            let converted = row.homeCost.map { english ? $0 : words.amount(text: $0, currency: row.homeCurrency) }
            lines.append("  " + words.text(.expenseInHome, ["home": row.homeCurrency, "amount": converted ?? words.text(.noRateThatDay)]))
        } else {
            lines.append("  " + words.text(.costNotGiven))
        }
        if let note = expense.note { lines.append("  " + words.text(.noteLine, ["note": Format.oneLine(note)])) }
        invocation.console.line(lines.joined(separator: "\n"))
    }

    static let edit = GloveboxCommand(
        ["fuel", "edit"], summary: "change a fill-up: any of the fields it was added with",
        arguments: [CommonOptions.recordID],
        options: [newVolume, newOdometer, CommonOptions.correctsOdometer, partial, full, missed, notMissed, energy, cost,
                  newDate, CommonOptions.note],
        discussion: "The fill-up is checked as a new one is (its odometer against the readings around it). An empty --note clears it."
    ) { invocation in
        let arguments = invocation.arguments
        if arguments[partial] && arguments[full] { throw invocation.usageError(.usageContradict, ["first": "--partial", "second": "--full"]) }
        if arguments[missed] && arguments[notMissed] { throw invocation.usageError(.usageContradict, ["first": "--missed", "second": "--not-missed"]) }
        let isFull: Bool? = arguments[partial] ? false : arguments[full] ? true : nil
        let missedPrevious: Bool? = arguments[missed] ? true : arguments[notMissed] ? false : nil
        let expense = try invocation.app.perform(EditFuel(
            id: arguments[CommonOptions.recordID], volume: arguments[newVolume],
            odometer: arguments[newOdometer].map { OdometerMark(value: $0, isCorrection: arguments[CommonOptions.correctsOdometer]) },
            isFull: isFull, missedPrevious: missedPrevious, cost: arguments[cost], date: arguments[newDate],
            note: arguments[CommonOptions.note], energy: arguments[energy]))
        let words = invocation.words
        invocation.console.line(words.text(.fuelChanged, [
            "id": expense.id.rawValue, "quantity": words.volume(expense.fuelVolume!), "day": words.day(expense.date),
        ]))
    }

    static let remove = GloveboxCommand(
        ["fuel", "remove"], summary: "remove a fill-up and its cost ('glovebox undo' brings it back)",
        arguments: [CommonOptions.recordID]
    ) { invocation in
        let id = invocation.arguments[CommonOptions.recordID]
        let vehicle = try invocation.app.perform(RemoveRecord(fuelRecord: id))
        invocation.console.line(invocation.words.text(.fuelRemoved, ["id": id, "vehicle": vehicle.name]))
    }

    /// `petrol, full`, `Benzin, voll`: a fill's energy and kind, with `missed before` when the fill-up
    /// before it was not recorded.
    static func fill(_ row: FuelJSON, _ words: CLIWords) -> String {
        let energy = Energy(rawValue: row.energy).map(words.energy) ?? row.energy
        let parts = [energy, words.text(row.isFull ? .fillFull : .fillPartial)] + (row.missedPrevious ? [words.text(.fillMissedBefore)] : [])
        return parts.joined(separator: ", ")
    }


    /// `11.913 us-gal`, `11,913 us-gal`: the quantity as stored, with the locale's decimal separator.
    static func quantity(_ row: FuelJSON, _ words: CLIWords) -> String {
        (Decimal(string: row.quantity).map(words.quantity) ?? row.quantity) + " " + row.unitShown
    }

}
