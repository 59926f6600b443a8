import HouseholdSync
import Testing

/// The connection policy's check of a household server's URL, as libpq reads it (query parameters,
/// percent-decoding). No server is needed: nothing here connects.
@Suite struct ServerConnectionPolicyTests {
    @Test(arguments: [
        "postgresql://localhost:5433/glovebox?sslmode=verify-full&sslrootcert=/srv/household/server.crt",
        "postgresql://localhost:5433/glovebox",
        "postgres://localhost/glovebox?channel_binding=require",
        "postgresql://localhost:5433/glovebox?sslmode=verify%2Dfull&sslrootcert=/srv/house%20hold/server.crt",
        "postgresql://ana%40example.com@localhost/glovebox",
    ])
    func aURLThatAsksForNoLessIsAccepted(_ url: String) throws {
        try ServerConnectionPolicy.check(url)
    }

    @Test(arguments: [
        ("postgresql://localhost/glovebox?sslmode=require", ServerURLRefusal.weakSSLMode("require")),
        ("postgresql://localhost/glovebox?sslmode=%76erify-ca", .weakSSLMode("verify-ca")),
        ("postgresql://localhost/glovebox?sslmode=VERIFY-FULL", .weakSSLMode("VERIFY-FULL")),
        ("postgresql://localhost/glovebox?channel_binding=prefer", .weakChannelBinding("prefer")),
        ("postgresql://ana:s3cret@localhost/glovebox", .passwordInside),
        ("postgresql://localhost/glovebox?password=s3cret", .passwordInside),
        ("host=localhost dbname=glovebox", .notAURL),
        ("", .notAURL),
        ("POSTGRESQL://localhost/glovebox", .notAURL),
    ])
    func aURLThatAsksForLessIsRefusedForItsReason(_ url: String, _ refusal: ServerURLRefusal) {
        #expect(throws: refusal) { try ServerConnectionPolicy.check(url) }
    }

    @Test func aURLLibpqCannotReadIsRefusedWithLibpqsReason() {
        let error = #expect(throws: ServerURLRefusal.self) {
            try ServerConnectionPolicy.check("postgresql://localhost/glovebox?sslmod=verify-full")
        }
        guard case .unreadable(let reason) = error else {
            Issue.record("expected an unreadable URL, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("sslmod"), "\(reason)")
    }

    @Test func thePolicysKeywordsAreVerifiedTLSAndChannelBinding() {
        let keywords = Dictionary(uniqueKeysWithValues: ServerConnectionPolicy.keywords)
        #expect(keywords["sslmode"] == "verify-full")
        #expect(keywords["channel_binding"] == "require")
        #expect(keywords["gssencmode"] == "disable")
    }
}
