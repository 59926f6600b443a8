@testable import HouseholdSync
@testable import PostgresClient
import Testing

/// What a connection that failed says, from libpq's messages as it reports them: each refusal of the
/// connection's security its own message, for the server's administrator to fix (exit 1), the
/// account's refusal one message for both an unknown name and a wrong password (exit 2). No server
/// is needed: the errors are made here.
@Suite struct ConnectionRefusalMessageTests {
    let link = ServerLink(server: "postgresql://localhost:5433/glovebox", account: "ana@example.com", password: "s3cret")

    func refusal(_ libpqMessage: String) -> SyncError {
        HouseholdServerSession.syncError(
            PostgresError.connecting(message: "connection to server at \"localhost\" (127.0.0.1), port 5433 failed: " + libpqMessage,
                                     needsPassword: false),
            link: link)
    }

    @Test func eachRefusalOfTheConnectionsSecurityHasItsOwnMessage() {
        let cases: [(String, SyncError, String)] = [
            ("server does not support SSL, but SSL was required", .serverWithoutTLS(server: link.server),
             "does not offer TLS, which glovebox requires"),
            (#"root certificate file "/root/.postgresql/root.crt" does not exist"#,
             .certificateNotVerified(server: link.server, reason: ""), "use the URL 'glovebox-server url' prints, with its sslrootcert"),
            ("SSL error: certificate verify failed", .certificateNotVerified(server: link.server, reason: ""),
             "cannot verify the certificate of the household server"),
            ("channel binding required but not supported by server's authentication request",
             .channelBindingRefused(server: link.server, reason: ""), "did not authenticate with channel binding"),
        ]
        for (message, expected, says) in cases {
            let error = refusal(message)
            #expect(sameCase(error, expected), "\(error)")
            #expect(!error.isUserMistake, "the server's TLS is its administrator's to fix: exit 1")
            #expect(error.description.contains(says), "\(error)")
            #expect(error.description.contains("nothing was changed on this device"))
        }
    }

    @Test func aWrongPasswordAndANameTheServerTurnsAwayAreOneRefusal() {
        let wrong = refusal(#"FATAL:  password authentication failed for user "ana@example.com""#)
        let unknown = refusal(#"FATAL:  no pg_hba.conf entry for host "127.0.0.1", user "ana@example.com", database "glovebox", SSL encryption"#)
        #expect(wrong == .nameOrPasswordRefused(account: link.account, server: link.server))
        #expect(unknown == wrong)
        #expect(wrong.isUserMistake)
        #expect(wrong.description.contains("an unknown account and a wrong password alike, so it does not say which"))
    }

    @Test func aServerThatDoesNotAnswerIsUnreachable() {
        let error = refusal("Connection refused")
        #expect(sameCase(error, .unreachable(server: link.server, reason: "")))
        #expect(!error.isUserMistake)
    }

    /// Whether two errors are the same case, whatever libpq's reason in them.
    func sameCase(_ error: SyncError, _ expected: SyncError) -> Bool {
        switch (error, expected) {
        case (.serverWithoutTLS, .serverWithoutTLS), (.certificateNotVerified, .certificateNotVerified),
            (.channelBindingRefused, .channelBindingRefused), (.unreachable, .unreachable):
            true
        default: false
        }
    }
}
