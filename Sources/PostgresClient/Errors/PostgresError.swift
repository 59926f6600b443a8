/// A failure of the PostgreSQL client: the connection could not be made or was lost, the server
/// refused the credentials, or it refused a statement (with its SQLSTATE and diagnostic fields).
///
/// Callers decide on ``kind`` and ``sqlState``, never on message text; the helpers below name the
/// refusals the household server's authorization produces:
///
/// ```swift
/// do { try connection.execute("INSERT INTO glovebox.expense …", parameters) }
/// catch let error where error.isRowSecurityViolation { /* the role does not allow it */ }
/// catch let error where error.constraint == "plan_owned_vehicle_limit" { /* the plan is full */ }
/// ```
public struct PostgresError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which step failed.
    public enum Kind: Sendable, Equatable {
        /// The server could not be reached, the TLS handshake failed, or the connection was lost.
        case connectionFailed
        /// The server was reached but refused the account: a wrong password, an unknown account (the
        /// server answers both the same way), or a host rule that does not admit it.
        case authenticationFailed
        /// The server refused or failed a statement; ``sqlState`` says why.
        case statementFailed
        /// The connection was used after ``PostgresConnection/close()``, or in a way libpq refuses.
        case misuse
    }

    /// Which step failed.
    public let kind: Kind
    /// The server's SQLSTATE, for a statement it refused; `nil` for connection failures (libpq
    /// keeps no code for them).
    public let sqlState: SQLState?
    /// The server's (or libpq's) primary message, without the severity prefix.
    public let message: String
    /// The server's detail line, if any.
    public let detail: String?
    /// The server's hint, if any.
    public let hint: String?
    /// The constraint that refused the row, if any (the server's own rules name theirs).
    public let constraint: String?
    /// The table concerned, if the server said.
    public let table: String?
    /// The statement that failed, if one did.
    public let sql: String?

    /// Creates an error from its parts.
    public init(
        kind: Kind, sqlState: SQLState? = nil, message: String, detail: String? = nil, hint: String? = nil,
        constraint: String? = nil, table: String? = nil, sql: String? = nil
    ) {
        self.kind = kind
        self.sqlState = sqlState
        self.message = message
        self.detail = detail
        self.hint = hint
        self.constraint = constraint
        self.table = table
        self.sql = sql
    }

    /// Whether a row-level security policy refused a new or changed row.
    ///
    /// PostgreSQL reports these with `42501` like a missing privilege and no field of their own, so the
    /// message tells them apart; the household server pins `lc_messages` to `C` (a setting only a
    /// superuser may change), so the text is the one matched here.
    public var isRowSecurityViolation: Bool {
        sqlState == .insufficientPrivilege && message.hasPrefix("new row violates row-level security policy")
    }

    /// Whether a missing privilege on a table, column or function refused the statement (not a
    /// row-level security policy).
    public var isInsufficientPrivilege: Bool {
        sqlState == .insufficientPrivilege && !isRowSecurityViolation
    }

    /// Whether a CHECK constraint, or a server rule reported as one, refused the row.
    public var isCheckViolation: Bool { sqlState == .checkViolation }

    /// Whether a row with the same key is already stored.
    public var isUniqueViolation: Bool { sqlState == .uniqueViolation }

    /// Whether a foreign key refused the row.
    public var isForeignKeyViolation: Bool { sqlState == .foreignKeyViolation }

    /// Whether the transaction lost a race with a concurrent one and may simply be retried.
    public var isRetryable: Bool { sqlState == .serializationFailure || sqlState == .deadlockDetected }

    /// The message with its code and the server's detail: `42501: new row violates … (in: INSERT …)`.
    public var description: String {
        var text: String
        switch kind {
        case .connectionFailed: text = "cannot connect to the server: \(message)"
        case .authenticationFailed: text = "the server refused the account: \(message)"
        case .misuse: text = message
        case .statementFailed: text = sqlState.map { "\($0): \(message)" } ?? message
        }
        if let detail { text += " (\(detail))" }
        if let sql { text += " (in: \(sql))" }
        return text
    }
}
