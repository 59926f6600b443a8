import GarageStorage

/// Makes the logbook's missing or changed indexes and triggers again as its schema's steps make
/// them: `glovebox doctor --repair`, when doctor found any.
///
/// Not journaled: it changes no record, and an undo of it would take back what the steps make. It
/// does not advance the generation either: nothing a widget shows comes from an index or a trigger.
/// A trigger that was missing may have left a kept total behind: the spend totals' own check finds
/// it, and the same repair sums them again (which does advance it). Returns those it could not make,
/// with SQLite's reason.
public struct RemakeLogbookIndexes: LogbookChange {
    /// A remake.
    public init() {}

    public var label: String { "doctor repair" }

    public var isJournaled: Bool { false }

    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws -> [(SchemaObject, String)] {
        try context.store.remakeSchemaObjects(try context.store.schemaObjectProblems())
    }
}
