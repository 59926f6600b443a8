import GarageStorage

/// Fills the spend totals the store keeps (`spend_month`, logbook step 17) again from the expenses,
/// and forgets the converted sums it remembers (`spend_month_converted`, step 19), which the next
/// read works out again: `glovebox doctor --repair`, when doctor found either different from a
/// recomputation.
///
/// Not journaled: it changes no record, only what the store derives from them, and an undo of it
/// would put back totals known to be wrong. It advances the generation, so the widgets are
/// published again from the repaired totals.
public struct RebuildSpendTotals: LogbookChange {
    /// A rebuild.
    public init() {}

    public var label: String { "doctor repair" }

    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws {
        try context.store.rebuildSpendMonths()
        try context.store.forgetConvertedMonths()
    }
}
