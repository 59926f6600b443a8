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

    /// libpq's own messages (client-side, always English) for what `sslmode=verify-full` and
    /// `channel_binding=require` refuse: never the account's fault, each told apart.
    @Test(arguments: [
        (#"connection to server at "localhost" (127.0.0.1), port 5433 failed: server does not support SSL, but SSL was required"#,
         PostgresError.SecurityRefusal.serverOffersNoTLS),
        (#"connection to server at "localhost" (127.0.0.1), port 5433 failed: root certificate file "/root/.postgresql/root.crt" does not exist"#
            + "\nEither provide the file or change sslmode to disable server certificate verification.",
         .certificateNotVerified),
        (#"connection to server at "localhost" (127.0.0.1), port 5433 failed: SSL error: certificate verify failed"#, .certificateNotVerified),
        (#"connection to server at "db.example" (127.0.0.1), port 5433 failed: server certificate for "localhost" (and 2 other names) does not match host name "db.example""#,
         .certificateNotVerified),
        (#"connection to server at "localhost" (127.0.0.1), port 5433 failed: channel binding required but not supported by server's authentication request"#,
         .channelBindingRefused),
        (#"connection to server at "localhost" (127.0.0.1), port 5433 failed: channel binding is required, but server did not offer an authentication method that supports channel binding"#,
         .channelBindingRefused),
        (#"connection to server at "localhost" (127.0.0.1), port 5433 failed: channel binding required, but server authenticated client without channel binding"#,
         .channelBindingRefused),
    ])
    func refusalsOfTheConnectionsSecurityAreToldApart(message: String, expected: PostgresError.SecurityRefusal) {
        // Even when libpq also says the server asked for a password.
        for needsPassword in [false, true] {
            let error = PostgresError.connecting(message: message + "\n", needsPassword: needsPassword)
            #expect(error.kind == .connectionFailed)
            #expect(error.securityRefusal == expected)
        }
    }

    @Test func theAccountsRefusalsAndAServerAwayAreNoSecurityRefusal() {
        for message in [
            #"connection to server at "localhost" (127.0.0.1), port 5433 failed: FATAL:  password authentication failed for user "ana""#,
            #"connection to server at "localhost" (127.0.0.1), port 5433 failed: Connection refused"#,
            #"connection to server at "localhost" (127.0.0.1), port 5433 failed: timeout expired"#,
        ] {
            #expect(PostgresError.connecting(message: message, needsPassword: false).securityRefusal == nil, "\(message)")
        }
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
