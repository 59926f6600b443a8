import CLibPQ

extension PostgresConnection {
    /// How a transaction sees concurrent ones.
    public enum IsolationLevel: Sendable {
        /// Each statement sees what was committed before it began (PostgreSQL's default).
        case readCommitted
        /// Every statement sees what was committed before the first one began.
        case repeatableRead
        /// As if the transactions had run one after the other; a conflict is a retryable error.
        case serializable

        var sql: String {
            switch self {
            case .readCommitted: "READ COMMITTED"
            case .repeatableRead: "REPEATABLE READ"
            case .serializable: "SERIALIZABLE"
            }
        }
    }

    /// Whether a transaction is open on the connection (also one that failed and awaits its rollback).
    public var isInTransaction: Bool {
        openHandle.map { PQtransactionStatus($0) != PQTRANS_IDLE && PQtransactionStatus($0) != PQTRANS_UNKNOWN }
            ?? false
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    ///
    /// A statement that failed inside `body` leaves the transaction aborted even if `body` caught the
    /// error; the commit is then refused with that news rather than silently rolled back (which is what
    /// PostgreSQL's `COMMIT` would do).
    @discardableResult
    public func transaction<T>(
        _ isolation: IsolationLevel = .readCommitted, readOnly: Bool = false, _ body: (PostgresConnection) throws -> T
    ) throws -> T {
        // The level and mode come from the two enumerations above, never from a caller's text.
        try execute("BEGIN ISOLATION LEVEL \(isolation.sql)\(readOnly ? " READ ONLY" : "")")
        do {
            let result = try body(self)
            if let handle = openHandle, PQtransactionStatus(handle) == PQTRANS_INERROR {
                throw PostgresError(kind: .misuse, message: "a statement of the transaction failed; nothing was committed")
            }
            try execute("COMMIT")
            return result
        } catch {
            if isInTransaction { _ = try? execute("ROLLBACK") }
            throw error
        }
    }
}
