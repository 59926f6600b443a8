/// What is wrong with the content of a snapshot file.
public enum SnapshotProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not UTF-8 (UTF-16 or UTF-32, a byte-order mark, a malformed sequence) at `offset`.
    case notUTF8(offset: Int, reason: String)
    /// The bytes are not one strict JSON text (empty, truncated, a trailing comma, …) or not an object.
    case notJSON(String)
    /// An object has two members of this name: readers disagree on which one counts.
    case duplicateKey(path: String)
    /// The document is of another kind, such as the Shortcuts snapshot in the widgets file.
    case wrongKind(found: String)
    /// A required field is absent.
    case missingField(path: String)
    /// A field holds a value of the wrong JSON type (including `null` where a value is required).
    case wrongType(path: String, expected: String)
    /// A field has the right type but an impossible value, such as `2026-02-30`.
    case invalidValue(path: String, reason: String)
    /// The fields are well formed but break a rule of the contract.
    case brokenInvariant(String)

    /// The problem, lowercase and naming the value at fault.
    public var description: String { text(in: .english) }

    /// The problem in `language`; the file's own content inside (a path, a parser's reason) as it is.
    public func text(in language: Language) -> String {
        switch self {
        case let .notUTF8(offset, reason): SnapshotProblemMessage.notUTF8.text(in: language, ["offset": "\(offset)", "reason": reason])
        case .notJSON(let reason): SnapshotProblemMessage.notJSON.text(in: language, ["reason": reason])
        case .duplicateKey(let path): SnapshotProblemMessage.duplicateKey.text(in: language, ["path": path])
        case .wrongKind(let found): SnapshotProblemMessage.wrongKind.text(in: language, ["found": found])
        case .missingField(let path): SnapshotProblemMessage.missingField.text(in: language, ["path": path])
        case let .wrongType(path, expected):
            SnapshotProblemMessage.wrongType.text(in: language, ["path": path, "expected": expected])
        case let .invalidValue(path, reason):
            SnapshotProblemMessage.invalidValue.text(in: language, ["path": path, "reason": reason])
        case .brokenInvariant(let rule): SnapshotProblemMessage.brokenInvariant.text(in: language, ["rule": rule])
        }
    }
}

/// Why a snapshot file could not be used.
public enum SnapshotDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is of a version this code does not read; the app must rewrite it.
    case unsupportedVersion(found: Int, highestSupported: Int)
    /// The file's content is not a valid snapshot.
    case invalid(SnapshotProblem)

    /// The message, lowercase and naming the version or the problem.
    public var description: String { text(in: .english) }

    /// The message in `language`.
    public func text(in language: Language) -> String {
        switch self {
        case let .unsupportedVersion(found, highest):
            SnapshotProblemMessage.unsupportedVersion.text(in: language, ["found": "\(found)", "highest": "\(highest)"])
        case .invalid(let problem): SnapshotProblemMessage.invalid.text(in: language, ["problem": problem.text(in: language)])
        }
    }
}
