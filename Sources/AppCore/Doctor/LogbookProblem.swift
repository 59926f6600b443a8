import GarageRules
import GarageStorage
import SharedContainer

/// One problem `doctor` lists about the logbook's contents, of the type that found it, so that the
/// command line can word it in the person's language; its `description` is the English line.
public enum LogbookProblem: DoctorItem, Hashable {
    /// A table SQLite stops reading at a damaged page; `message` is SQLite's.
    case unreadableTable(table: String, message: String)
    /// A row that does not decode.
    case damagedRow(DamagedRow)
    /// A month whose kept spend total is not what its expenses sum to.
    case spendTotal(SpendMonthDifference)
    /// A pulled record this device keeps aside, and why (typed; as stored where an older build wrote text).
    case keptAside(kind: RecordKind, id: String, reason: SetAsideReason)
    /// An index or trigger missing, or not as the schema's steps make it.
    case schemaObject(SchemaObjectProblem)

    /// The English line, as `doctor` has always listed it.
    public var description: String {
        switch self {
        case let .unreadableTable(table, message): "table \(table) cannot be read to the end: \(message)"
        case .damagedRow(let row): "\(row.table) '\(row.id)': \(row.reason)"
        case .spendTotal(let difference): difference.description
        case let .keptAside(kind, id, reason): "\(kind.word) \(id): \(reason)"
        case .schemaObject(let problem): problem.description
        }
    }
}
