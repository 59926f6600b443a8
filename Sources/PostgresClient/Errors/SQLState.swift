/// A five-character SQLSTATE code from the server, such as `42501` (insufficient privilege).
///
/// The constants name the codes the household server's callers tell apart; any other code the server
/// sends is kept as it came (see the PostgreSQL manual's "PostgreSQL Error Codes" appendix).
public struct SQLState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The five characters.
    public let rawValue: String

    /// Wraps a code as the server sent it.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The two-character class, such as `23` (integrity constraint violation).
    public var errorClass: String { String(rawValue.prefix(2)) }

    /// The code.
    public var description: String { rawValue }

    /// `42501`: a missing privilege on a table or column, and every row-level security refusal of a
    /// new row (``PostgresError/isRowSecurityViolation`` tells the two apart).
    public static let insufficientPrivilege = SQLState(rawValue: "42501")
    /// `23514`: a CHECK constraint refused the row; the household server's own rules (the plan's
    /// vehicle limit, the version clock) use it too, with their constraint name.
    public static let checkViolation = SQLState(rawValue: "23514")
    /// `23505`: a row with the same key exists.
    public static let uniqueViolation = SQLState(rawValue: "23505")
    /// `23503`: a referenced row does not exist (or a referencing one still does).
    public static let foreignKeyViolation = SQLState(rawValue: "23503")
    /// `23502`: a required column is missing.
    public static let notNullViolation = SQLState(rawValue: "23502")
    /// `22023`: an argument was refused (an account name the server cannot use).
    public static let invalidParameterValue = SQLState(rawValue: "22023")
    /// `40001`: a concurrent transaction changed what this one read; retry the transaction.
    public static let serializationFailure = SQLState(rawValue: "40001")
    /// `40P01`: two transactions waited on each other; the server cancelled this one.
    public static let deadlockDetected = SQLState(rawValue: "40P01")
    /// `57014`: the statement was cancelled (a statement timeout).
    public static let queryCanceled = SQLState(rawValue: "57014")
    /// `54000`: a limit of the household server (records or bytes a vehicle or an account keeps).
    public static let programLimitExceeded = SQLState(rawValue: "54000")
    /// `55P03`: a lock was not granted within the session's `lock_timeout`.
    public static let lockNotAvailable = SQLState(rawValue: "55P03")
    /// `42710`: the object (a role) already exists.
    public static let duplicateObject = SQLState(rawValue: "42710")
    /// `28P01`: a wrong password.
    public static let invalidPassword = SQLState(rawValue: "28P01")
    /// `28000`: the server's host rules refused the connection.
    public static let invalidAuthorization = SQLState(rawValue: "28000")
}
