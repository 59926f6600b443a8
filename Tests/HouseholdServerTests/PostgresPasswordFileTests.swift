import PostgresClient
import Testing

/// libpq's password-file format as the client writes and reads it: escapes, the wildcard, and the
/// keys a connection string gives. That libpq itself accepts a file the app wrote is proved against
/// the real server (LoginPolicy).
@Suite struct PostgresPasswordFileTests {
    typealias Key = PostgresPasswordFile.Key

    @Test func colonsAndBackslashesAreEscapedAndAStarThatIsNoWildcardToo() throws {
        let file = PostgresPasswordFile(entries: [
            .init(key: Key(host: "::1", port: "5433", database: "*", user: #"a:b\c"#), password: #"p:w\d*"#),
            .init(key: Key(host: nil, port: nil, database: "glovebox", user: "bob"), password: "*"),
        ])
        let text = try file.text()
        #expect(text == #"""
            \:\:1:5433:\*:a\:b\\c:p\:w\\d*
            *:*:glovebox:bob:*

            """#)
        #expect(try PostgresPasswordFile(parsing: text) == file)
    }

    @Test func readingSkipsCommentsAndBlankLinesAndIgnoresWhatFollowsThePassword() throws {
        let file = try PostgresPasswordFile(parsing: "# a comment\n\nlocalhost:5432:glovebox:ana:s3cret:extra\r\n")
        #expect(file.entries == [.init(key: Key(host: "localhost", port: "5432", database: "glovebox", user: "ana"), password: "s3cret")])
        #expect(file.password(for: Key(host: "localhost", port: "5432", database: "glovebox", user: "ana")) == "s3cret")
        #expect(file.password(for: Key(host: "localhost", port: nil, database: "glovebox", user: "ana")) == nil)
    }

    @Test func aLineWithTooFewFieldsIsDamage() {
        #expect(throws: PostgresPasswordFile.FormatError.self) { try PostgresPasswordFile(parsing: "localhost:5432:glovebox:ana\n") }
    }

    @Test func aValueNoLineCanHoldIsRefused() {
        for password in ["two\nlines", "carriage\rreturn", "nul\u{0}byte"] {
            let file = PostgresPasswordFile(entries: [.init(key: Key(host: nil, port: nil, database: nil, user: "ana"), password: password)])
            #expect(throws: PostgresPasswordFile.FormatError.self) { try file.text() }
        }
    }

    @Test(arguments: [
        ("postgresql://localhost:5433/glovebox?sslmode=verify-full", [Key(host: "localhost", port: "5433", database: "glovebox", user: "ana")]),
        ("postgresql:///glovebox", [Key(host: nil, port: nil, database: "glovebox", user: "ana")]),
        ("postgresql://[::1]:5433/glove%62ox", [Key(host: "::1", port: "5433", database: "glovebox", user: "ana")]),
        ("postgresql://a:1,b/glovebox", [Key(host: "a", port: "1", database: "glovebox", user: "ana"), Key(host: "b", port: nil, database: "glovebox", user: "ana")]),
        ("postgresql://db.example/glovebox?hostaddr=127.0.0.1", [Key(host: "db.example", port: nil, database: "glovebox", user: "ana")]),
        ("postgresql:///glovebox?hostaddr=127.0.0.1&port=5433", [Key(host: "127.0.0.1", port: "5433", database: "glovebox", user: "ana")]),
        ("postgresql://localhost", [Key(host: "localhost", port: nil, database: nil, user: "ana")]),
    ])
    func theKeysAreWhatLibpqLooksAPasswordUpBy(_ url: String, _ keys: [Key]) throws {
        let options = try PostgresConnectionOptions(parsing: url)
        #expect(PostgresPasswordFile.keys(connectingTo: options, as: "ana") == keys)
    }
}
