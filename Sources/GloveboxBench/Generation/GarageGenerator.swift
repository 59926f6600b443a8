import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// Makes a deterministic synthetic garage of a given size, ending on a given day.
///
/// Each vehicle gets a history of evenly spread events — odometer readings (35%), fuel expenses
/// with the odometer (45%), other expenses (15%) and services of its maintenance items with their
/// cost (5%) — in its own currency (EUR, GBP, USD, JPY or BRL) with one expense in ten paid in
/// another; a plan of six items (time, distance and both), one of them postponed on every third
/// vehicle; and four deadlines around today (overdue, due soon, later). Rates for every currency
/// are published on weekdays. The same size and day always give the same garage.
///
/// ```swift
/// let generated = GarageGenerator(size: .medium, today: today).generate()
/// print(generated.recordCount)   // about 50,000
/// ```
public struct GarageGenerator: Sendable {
    /// Bumped whenever the generated data changes, so that cached databases are rebuilt.
    public static let version = 1

    /// The currencies expenses are paid in, with a typical rate per euro and a typical fuel bill.
    static let currencies: [(code: String, perEuro: Double)] = [
        ("EUR", 1), ("GBP", 0.85), ("USD", 1.1), ("JPY", 160), ("BRL", 6),
    ]

    /// The size to generate.
    public let size: GarageSize
    /// The last day of the history.
    public let today: CalendarDay

    /// A generator of `size` ending on `today`.
    public init(size: GarageSize, today: CalendarDay) {
        self.size = size
        self.today = today
    }

    /// Generates the garage and its rates.
    public func generate() -> GeneratedGarage {
        var random = SeededRandom(seed: 0x6C6F_7665_626F_7800 &+ UInt64(size.vehicleCount))
        // Safe: a fixed, valid account name.
        let account = try! Account(name: "bench@example.com", plan: .plus)
        var garage = Garage(account: account, homeCurrency: .euro)
        let days = DayTable(count: size.years * 365, endingOn: today)
        for index in 0..<size.vehicleCount {
            var builder = VehicleHistory(index: index, days: days, today: today, size: size)
            builder.generate(into: &garage, random: &random)
        }
        return GeneratedGarage(garage: garage, rates: rates(days: days))
    }

    /// Weekday rates for every non-euro currency from a week before the history through today.
    func rates(days: DayTable) -> [ECBRatesParser.Rate] {
        var result: [ECBRatesParser.Rate] = []
        let span = DayTable(count: days.days.count + 7, endingOn: today)
        for (offset, day) in span.days.enumerated() where DayTable.isWeekday(day) {
            for currency in Self.currencies where currency.code != "EUR" {
                // A slow wave of ±5% around the typical rate, printed with four decimals as the ECB does.
                let value = currency.perEuro * (1 + 0.05 * sin(Double(offset) / 200))
                let scaled = (value * 10_000).rounded() / 10_000
                result.append(ECBRatesParser.Rate(
                    currency: currency.code, day: day, rate: String(format: "%.4f", scaled)))
            }
        }
        return result
    }
}
