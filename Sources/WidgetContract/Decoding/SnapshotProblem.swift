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
    public var description: String {
        switch self {
        case .notUTF8(let offset, let reason): "not UTF-8 at byte \(offset): \(reason)"
        case .notJSON(let reason): "not a JSON object: \(reason)"
        case .duplicateKey(let path): "field '\(path)' appears more than once"
        case .wrongKind(let found): "not a snapshot of this kind: found kind '\(found)'"
        case .missingField(let path): "missing required field '\(path)'"
        case .wrongType(let path, let expected): "field '\(path)' is not of type \(expected)"
        case .invalidValue(let path, let reason): "field '\(path)' is invalid: \(reason)"
        case .brokenInvariant(let rule): "broken invariant: \(rule)"
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
    public var description: String {
        switch self {
        case .unsupportedVersion(let found, let highest):
            "unsupported snapshot version \(found) (this reader knows version \(highest))"
        case .invalid(let problem): "invalid snapshot: \(problem)"
        }
    }
}
