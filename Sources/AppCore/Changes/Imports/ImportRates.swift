import GarageStorage

/// Stores published exchange rates (the ECB's), replacing any stored for the same currency and day;
/// returns how many were new.
public struct ImportRates: LogbookChange {
    /// The parsed rates.
    public var rates: [ECBRatesParser.Rate]

    /// An import of `rates`.
    public init(_ rates: [ECBRatesParser.Rate]) {
        self.rates = rates
    }

    public var label: String { "rates import" }

    public func apply(in context: ChangeContext) throws -> Int {
        try context.store.insertRates(rates)
    }
}
