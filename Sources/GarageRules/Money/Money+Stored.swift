extension Money {
    /// An amount as the logbook stores it: plain decimal text (``FieldRule/isPlainDecimal(_:)``, the
    /// shape the stored spend totals count) within its currency's decimals. What every read of a
    /// stored amount goes through, so that a row holding `+88.30`, which ``init(parsing:currency:allowNegative:)``
    /// reads leniently from a person, is damage to every read as it is to the totals.
    public init(stored text: String, currency: CurrencyCode) throws(GarageError) {
        guard FieldRule.isPlainDecimal(text) else { throw .malformedAmount(text) }
        try self.init(parsing: text, currency: currency, allowNegative: true)
    }
}
