import GarageRules
import GarageStorage
import WidgetContract

extension AppSession {
    /// Why each of `expenses` that `rates` cannot convert into `home` has no rate, counted by reason,
    /// in a stable order: what the spend report tells the user to do, case by case.
    ///
    /// Asks the logbook two primary-key probes per currency that lacks a rate, and reads the bundled
    /// rates' column of it; nothing when every expense converts.
    public func missingRates(
        of expenses: [Expense], into home: CurrencyCode, rates: ExchangeRates
    ) throws -> [(reason: MissingRate, count: Int)] {
        let store = try logbook()
        let published = store.publishedRates
        var coverages: [CurrencyCode: ClosedRange<CalendarDay>?] = [:]
        func coverage(_ currency: CurrencyCode) throws -> ClosedRange<CalendarDay>? {
            if let known = coverages[currency] { return known }
            let found = Self.union(try store.rates.storedCoverage(of: currency), published?.coverage(of: currency))
            coverages[currency] = found
            return found
        }
        let unconverted = expenses.filter {
            rates.convert($0.amount, to: home, on: $0.date, userRate: $0.userRate) == nil
        }
        guard !unconverted.isEmpty else { return [] }
        let sourceDays = Self.union(try store.rates.range(), published?.days)
        let named = published?.publishedCurrencies ?? []
        var counts: [MissingRate: Int] = [:]
        for expense in unconverted {
            let reason = try MissingRate.reason(
                for: expense, into: home, rates: rates, coverage: coverage, sourceDays: sourceDays, published: named)
            if let reason { counts[reason, default: 0] += 1 }
        }
        return counts.sorted { $0.key < $1.key }.map { (reason: $0.key, count: $0.value) }
    }

    /// The smallest range holding both, either of them when the other is `nil`.
    static func union(_ a: ClosedRange<CalendarDay>?, _ b: ClosedRange<CalendarDay>?) -> ClosedRange<CalendarDay>? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a.lowerBound, b.lowerBound)...max(a.upperBound, b.upperBound)
    }
}
