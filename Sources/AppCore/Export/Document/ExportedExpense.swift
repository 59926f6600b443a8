import Foundation
import GarageRules
import GarageStorage

/// An odometer value an expense or a service carries, and whether it is a correction.
struct ExportedOdometer: Equatable {
    enum CodingKeys: String, CodingKey { case value, isCorrection }

    var value: Int
    var isCorrection: Bool

    init(_ mark: OdometerMark) {
        value = mark.value
        isCorrection = mark.isCorrection
    }

    static func value(_ mark: ExportedOdometer?) -> ExportValue {
        guard let mark else { return .null }
        return .object([.init(CodingKeys.value, .integer(Int64(mark.value))), .init(CodingKeys.isCorrection, .bool(mark.isCorrection))])
    }
}

/// An odometer reading logged on its own.
struct ExportedOdometerEntry: ExportedRecord, Equatable {
    enum CodingKeys: String, CodingKey { case id, vehicleId, date, value, isCorrection, note }

    var id: String
    var vehicleId: String
    var date: String
    var value: Int
    var isCorrection: Bool
    var note: String?

    init(_ entry: OdometerEntry) {
        id = entry.id.rawValue
        vehicleId = entry.vehicleID.rawValue
        date = entry.date.isoString
        value = entry.value
        isCorrection = entry.isCorrection
        note = entry.note
    }

    static let columns = ["id", "vehicleId", "date", "value", "isCorrection", "note"]

    var fields: [ExportField] {
        [.init(CodingKeys.id, .string(id)), .init(CodingKeys.vehicleId, .string(vehicleId)),
         .init(CodingKeys.date, .string(date)), .init(CodingKeys.value, .integer(Int64(value))),
         .init(CodingKeys.isCorrection, .bool(isCorrection)), .init(CodingKeys.note, .text(note))]
    }
}

/// An expense: its amount as exact decimal text in its currency; a service's cost names the service.
struct ExportedExpense: ExportedRecord, Equatable {
    enum CodingKeys: String, CodingKey {
        case id, vehicleId, date, amount, currency, category, note, odometer, fuelQuantity, userRate, serviceId, fuelFill
    }

    /// A fuel record's unit and tank facts (`null` on other expenses). Optional on reading: an export
    /// written before fuel records has none, and its quantities are read as the schema-9 migration read them.
    struct FuelFill: Equatable {
        enum CodingKeys: String, CodingKey { case unit, isFull, missedPrevious }

        var unit: String
        var isFull: Bool
        var missedPrevious: Bool
    }

    /// A rate the user gave for the expense: one unit of its currency is `rate` units of `quote`.
    struct UserRate: Equatable {
        enum CodingKeys: String, CodingKey { case quote, rate }

        var quote: String
        var rate: String
    }

    var id: String
    var vehicleId: String
    var date: String
    var amount: String
    var currency: String
    var category: String
    var note: String?
    var odometer: ExportedOdometer?
    var fuelQuantity: String?
    var userRate: UserRate?
    var serviceId: String?
    var fuelFill: FuelFill?

    init(_ expense: Expense) {
        id = expense.id.rawValue
        vehicleId = expense.vehicleID.rawValue
        date = expense.date.isoString
        amount = expense.amount.amountText
        currency = expense.amount.currency.code
        category = expense.category.rawValue
        note = expense.note
        odometer = expense.odometer.map(ExportedOdometer.init)
        fuelQuantity = expense.fuelQuantity.map { "\($0)" }
        userRate = expense.userRate.map { UserRate(quote: $0.quote.code, rate: "\($0.rate)") }
        serviceId = expense.serviceID?.rawValue
        fuelFill = expense.fuelFill.map { FuelFill(unit: $0.unit.rawValue, isFull: $0.isFull, missedPrevious: $0.missedPrevious) }
    }

    static let columns = [
        "id", "vehicleId", "date", "amount", "currency", "category", "note", "odometer.value", "odometer.isCorrection",
        "fuelQuantity", "userRate.quote", "userRate.rate", "serviceId", "fuelFill.unit", "fuelFill.isFull",
        "fuelFill.missedPrevious",
    ]

    var fields: [ExportField] {
        let rate: ExportValue = userRate.map {
            .object([.init(UserRate.CodingKeys.quote, .string($0.quote)), .init(UserRate.CodingKeys.rate, .string($0.rate))])
        } ?? .null
        let fill: ExportValue = fuelFill.map {
            .object([
                .init(FuelFill.CodingKeys.unit, .string($0.unit)), .init(FuelFill.CodingKeys.isFull, .bool($0.isFull)),
                .init(FuelFill.CodingKeys.missedPrevious, .bool($0.missedPrevious)),
            ])
        } ?? .null
        return [
            .init(CodingKeys.id, .string(id)), .init(CodingKeys.vehicleId, .string(vehicleId)),
            .init(CodingKeys.date, .string(date)), .init(CodingKeys.amount, .string(amount)),
            .init(CodingKeys.currency, .string(currency)), .init(CodingKeys.category, .string(category)),
            .init(CodingKeys.note, .text(note)), .init(CodingKeys.odometer, ExportedOdometer.value(odometer)),
            .init(CodingKeys.fuelQuantity, .text(fuelQuantity)), .init(CodingKeys.userRate, rate),
            .init(CodingKeys.serviceId, .text(serviceId)), .init(CodingKeys.fuelFill, fill),
        ]
    }
}
