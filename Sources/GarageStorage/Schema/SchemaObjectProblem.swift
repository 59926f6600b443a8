/// An index or trigger of the logbook that is not as its schema's steps make it.
public enum SchemaObjectProblem: Hashable, Sendable, CustomStringConvertible {
    /// The object is not there: a lookup it serves reads its whole table, or (a trigger) what it
    /// keeps is no longer kept.
    case missing(SchemaObject)
    /// The object is there with other SQL.
    case changed(SchemaObject)

    /// The object as the steps make it.
    public var expected: SchemaObject {
        switch self {
        case .missing(let object), .changed(let object): object
        }
    }

    /// The English line, as `doctor` lists it.
    public var description: String {
        switch self {
        case .missing(let object): "\(object): missing"
        case .changed(let object): "\(object): not as logbook step \(LogbookSchema.migrator.latestVersion) makes it"
        }
    }
}
