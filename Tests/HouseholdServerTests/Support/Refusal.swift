import PostgresClient
import Testing

/// How the server refuses a statement, as a test expects it.
enum Refusal: Sendable, CustomStringConvertible {
    /// A row-level security policy refused the new row (`42501`, "new row violates row-level security policy").
    case rowSecurity
    /// A missing table, column or function privilege (`42501`, "permission denied").
    case privilege
    /// A CHECK constraint, or a server rule raised as one, with this constraint name.
    case check(String)
    /// A concurrent transaction won; retrying is the answer (`40001`).
    case retry

    var description: String {
        switch self {
        case .rowSecurity: "a row-level security refusal"
        case .privilege: "a missing privilege"
        case .check(let name): "the check '\(name)'"
        case .retry: "a serialization failure"
        }
    }

    func matches(_ error: PostgresError) -> Bool {
        switch self {
        case .rowSecurity: error.isRowSecurityViolation
        case .privilege: error.isInsufficientPrivilege
        case .check(let name): error.isCheckViolation && error.constraint == name
        case .retry: error.isRetryable
        }
    }
}

/// Runs `body`, which must be refused as `expected`; returns the error for more checks.
@discardableResult
func expectRefused(
    _ expected: Refusal, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) -> PostgresError? {
    do {
        try body()
        Issue.record("expected \(expected), but the statement succeeded. \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
        return nil
    } catch let error as PostgresError {
        #expect(expected.matches(error), "expected \(expected), got \(error). \(comment?.rawValue ?? "")", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected \(expected), got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
