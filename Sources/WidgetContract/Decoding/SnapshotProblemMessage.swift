/// The words for why a snapshot or part file could not be used (``SnapshotDecodingError``,
/// ``SnapshotProblem``, and the widget's own reasons, `LoadProblem`), by key, with `{name}`
/// placeholders.
///
/// They live beside the contract because two programs that share nothing else say them: the
/// widget host (a file a widget refused) and the app's `doctor` (a file it checked). English is a
/// switch, so the compiler insists on every key; the other languages are tables a test walks.
/// What fills the placeholders is the file's own content (a JSON path, a parser's reason), as it is.
public enum SnapshotProblemMessage: String, CaseIterable, Sendable, PhraseCatalog {
    case unsupportedVersion
    case invalid
    case notUTF8
    case notJSON
    case duplicateKey
    case wrongKind
    case missingField
    case wrongType
    case invalidValue
    case brokenInvariant
    // The file a widget could not use, and why (WidgetTimeline's `LoadProblem`).
    case snapshotFile
    case partFile
    case fileTooLarge
    case fileUnreadable
    case fileUndecodable
    case partOfAnotherWidget
    case partMisnamed
    case partListsVehicleWithoutPart
    case fileUnknownTimeZone

    /// The English text: what the contract's errors have always said.
    public var english: String {
        switch self {
        case .unsupportedVersion: "unsupported snapshot version {found} (this reader knows version {highest})"
        case .invalid: "invalid snapshot: {problem}"
        case .notUTF8: "not UTF-8 at byte {offset}: {reason}"
        case .notJSON: "not a JSON object: {reason}"
        case .duplicateKey: "field '{path}' appears more than once"
        case .wrongKind: "not a snapshot of this kind: found kind '{found}'"
        case .missingField: "missing required field '{path}'"
        case .wrongType: "field '{path}' is not of type {expected}"
        case .invalidValue: "field '{path}' is invalid: {reason}"
        case .brokenInvariant: "broken invariant: {rule}"
        case .snapshotFile: "snapshot file"
        case .partFile: "widget part '{name}'"
        case .fileTooLarge: "{file} is {size} bytes, over the {limit} a widget reads; it was not read"
        case .fileUnreadable: "{file} is unreadable (errno {code})"
        case .fileUndecodable: "{file}: {problem}"
        case .partOfAnotherWidget: "{file} is the {kind} widget's"
        case .partMisnamed: "{file} is not the part its name says"
        case .partListsVehicleWithoutPart: "{file} lists vehicle '{vehicle}', whose own part is missing"
        case .fileUnknownTimeZone: "{file} time zone '{zone}' is not a known time zone"
        }
    }
}
