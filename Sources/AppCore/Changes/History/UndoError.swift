import GarageRules

/// Why an undo was refused; nothing was changed.
public enum UndoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The journal holds no change an undo can revert.
    case nothingToUndo
    /// Fewer changes can be undone than were asked for.
    case notThatMany(asked: Int, available: Int)
    /// Writing a record back would break one of the rules (a reading no longer in order): the
    /// rules' own refusal says which.
    case wouldBreakRule(record: UndoneRecord, reason: GarageError)
    /// A record could not be written back as it was.
    case cannotRestore(record: String, reason: UndoRestoreProblem)

    /// The message, lowercase and naming what is at fault.
    public var description: String {
        switch self {
        case .nothingToUndo: "there is nothing to undo"
        case let .notThatMany(asked, available):
            "only \(available) change\(available == 1 ? "" : "s") can be undone, not \(asked); nothing was changed"
        case let .wouldBreakRule(record, reason):
            "cannot undo: writing back \(record) would break a rule: \(reason); nothing was changed"
        case let .cannotRestore(record, reason):
            "cannot undo: \(record) cannot be written back: \(reason); nothing was changed"
        }
    }
}
