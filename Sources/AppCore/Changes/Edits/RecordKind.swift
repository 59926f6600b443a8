/// The kinds of records a user names by id (a vehicle is named by its id or name instead), each
/// with the word messages use for it.
public enum RecordKind: String, Sendable, CaseIterable {
    case odometerEntry = "reading"
    case expense
    /// A fuel expense with its quantity (an expense id, refused when the expense has no quantity).
    case fuel = "fuel record"
    case service
    case maintenanceItem = "maintenance item"
    case deadline
}
