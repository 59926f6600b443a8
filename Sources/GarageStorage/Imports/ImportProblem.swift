/// What is wrong with an import file, where the command line words it in the person's language:
/// the faults every format shares. Faults of one format's own shape keep their English reason.
public enum ImportProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be read.
    case notReadable
    /// The file's bytes are not UTF-8.
    case notUTF8
    /// The file holds nothing.
    case empty
    /// A field opened with a quote that never closes.
    case unclosedQuote
    /// The header lacks a column the import needs, named as the format names it.
    case missingColumn(String)

    /// The English words, lowercase, which `ImportError/reason` carries.
    public var description: String {
        switch self {
        case .notReadable: "file is not readable"
        case .notUTF8: "file is not UTF-8 text"
        case .empty: "file is empty"
        case .unclosedQuote: "quoted field is never closed"
        case .missingColumn(let name): "missing column '\(name)'"
        }
    }
}
