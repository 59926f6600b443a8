@testable import PostgresClient
import Testing

/// How the client names failures, without a server: libpq's connection messages and the SQLSTATEs.
@Suite struct PostgresErrorTests {
    @Test(arguments: [
        (#"connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "alice""#,
         PostgresError.Kind.authenticationFailed),
        (#"connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  no pg_hba.conf entry for host "127.0.0.1", user "alice", database "postgres", SSL encryption"#,
         .authenticationFailed),
        (#"connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused"#, .connectionFailed),
        (#"connection to server at "localhost" (127.0.0.1), port 5432 failed: server certificate for "localhost" does not match host name"#,
         .connectionFailed),
    ])
    func connectionMessagesAreToldApart(message: String, expected: PostgresError.Kind) {
        let error = PostgresError.connecting(message: message + "\n", needsPassword: false)
        #expect(error.kind == expected)
        #expect(!error.message.hasSuffix("\n"))
        #expect(!error.message.contains("FATAL:"))
    }

    @Test func aServerThatAskedForAPasswordNoneWasGivenForIsAnAuthenticationFailure() {
        #expect(PostgresError.connecting(message: "fe_sendauth: no password supplied", needsPassword: true).kind == .authenticationFailed)
    }

    @Test func rowSecurityAndMissingPrivilegesShareACodeButNotAName() {
        let policy = PostgresError(
            kind: .statementFailed, sqlState: .insufficientPrivilege,
            message: #"new row violates row-level security policy for table "expense""#)
        let grant = PostgresError(kind: .statementFailed, sqlState: .insufficientPrivilege, message: "permission denied for table expense")
        #expect(policy.isRowSecurityViolation && !policy.isInsufficientPrivilege)
        #expect(grant.isInsufficientPrivilege && !grant.isRowSecurityViolation)
        let limit = PostgresError(
            kind: .statementFailed, sqlState: .checkViolation, message: "the free plan allows 2 owned vehicles",
            constraint: "plan_owned_vehicle_limit")
        #expect(limit.isCheckViolation && !limit.isUniqueViolation && !limit.isRetryable)
        #expect(PostgresError(kind: .statementFailed, sqlState: .serializationFailure, message: "x").isRetryable)
        #expect(SQLState.uniqueViolation.errorClass == "23")
    }

    @Test func theDescriptionCarriesTheCodeAndTheStatement() {
        let error = PostgresError(
            kind: .statementFailed, sqlState: .uniqueViolation, message: "duplicate key", detail: "Key (id)=(x) already exists.",
            sql: "INSERT …")
        #expect(error.description == "23505: duplicate key (Key (id)=(x) already exists.) (in: INSERT …)")
    }
}
