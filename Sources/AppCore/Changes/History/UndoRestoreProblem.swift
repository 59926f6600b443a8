/// Why an undo cannot write a record back as it was, typed so that the command line can say it in
/// the person's language; ``description`` is the English the app has always written.
public enum UndoRestoreProblem: Equatable, Sendable, CustomStringConvertible {
    /// The logbook refused the write: SQLite's own message, which no catalog words.
    case logbookRefused(String)
    /// What the undone change added was removed since by a sync (deleted on another device, or its
    /// vehicle's share ended).
    case addedRecordGone
    /// The record's vehicle left this device (its share ended or its owner removed it).
    case vehicleGone

    /// The English reason.
    public var description: String {
        switch self {
        case .logbookRefused(let message): message
        case .addedRecordGone:
            "what it added is no longer on this device (deleted on another device, or its vehicle is no longer shared with you)"
        case .vehicleGone: "its vehicle is no longer on this device (its share ended or its owner removed it)"
        }
    }
}
