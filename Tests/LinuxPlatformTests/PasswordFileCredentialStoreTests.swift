import Foundation
import GloveboxTestSupport
import LinuxPlatform
import PostgresClient
import Testing

/// The Linux credential store: one file of mode 0600 in the app's private directory, in libpq's
/// password-file format, keyed by the host, port and database the server's URL names and the
/// account's login role (the user libpq connects as).
@Suite struct PasswordFileCredentialStoreTests {
    /// The login roles of the accounts the tests keep secrets for.
    static func role(_ account: String) -> String { LoginRole.of(account: account) }

    let directory = TemporaryDirectory(prefix: "glovebox-credentials")
    let server = "postgresql://localhost:5433/glovebox?sslmode=verify-full&sslrootcert=/srv/household/server.crt"

    var store: PasswordFileCredentialStore {
        let path = directory.path
        return PasswordFileCredentialStore(directory: { path })
    }

    var path: String { directory.path + "/" + PasswordFileCredentialStore.fileName }
    var legacyPath: String { directory.path + "/credentials.json" }

    func text() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aStoredSecretIsReadBackForItsAccountAndServerOnly() throws {
        try store.storeSecret("s3cret", account: "ana@example.com", server: "postgresql://a")

        #expect(try store.secret(account: "ana@example.com", server: "postgresql://a") == "s3cret")
        #expect(try store.secret(account: "ana@example.com", server: "postgresql://b") == nil)
        #expect(try store.secret(account: "bob@example.com", server: "postgresql://a") == nil)
    }

    @Test func theFileIsLibpqsFormatOnlyThisUsersAndLeavesNoTemporaryFile() throws {
        try store.storeSecret("s3cret", account: "ana@example.com", server: server)

        #expect(try text() == "localhost:5433:glovebox:\(Self.role("ana@example.com")):s3cret\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [PasswordFileCredentialStore.fileName])
        #expect(try store.passwordFilePath(account: "ana@example.com", server: server) == path)
        #expect(try store.passwordFilePath(account: "bob@example.com", server: server) == nil)
    }

    @Test func colonsAndBackslashesAreEscapedAndReadBack() throws {
        try store.storeSecret(#"p:w\d"#, account: #"a:b\c"#, server: server)

        // (A role is letters and digits: only the password has a colon and a backslash to escape.)
        #expect(try text() == "localhost:5433:glovebox:\(Self.role(#"a:b\c"#)):" + #"p\:w\\d"# + "\n")
        #expect(try store.secret(account: #"a:b\c"#, server: server) == #"p:w\d"#)
    }

    @Test func whatTheURLLeavesToLibpqsDefaultsMatchesAnyAndEachHostHasItsLine() throws {
        // libpq pairs each host with its own port: one.example names none.
        try store.storeSecret("s3cret", account: "ana", server: "postgresql://one.example,two.example:6000/glovebox")
        try store.storeSecret("other", account: "bob", server: "postgresql:///glovebox")

        #expect(try text() == """
            one.example:*:glovebox:\(Self.role("ana")):s3cret
            two.example:6000:glovebox:\(Self.role("ana")):s3cret
            *:*:glovebox:\(Self.role("bob")):other

            """)
    }

    @Test func twoURLsThatNameTheSamePlaceShareOneSecret() throws {
        try store.storeSecret("old", account: "ana@example.com", server: server)
        let sameServer = "postgresql://localhost:5433/glovebox?sslrootcert=/elsewhere/server.crt"
        try store.storeSecret("new", account: "ana@example.com", server: sameServer)

        #expect(try store.secret(account: "ana@example.com", server: server) == "new")
        #expect(try text() == "localhost:5433:glovebox:\(Self.role("ana@example.com")):new\n")
    }

    @Test func storingAgainReplacesTheSecret() throws {
        try store.storeSecret("old", account: "ana@example.com", server: "postgresql://a")
        try store.storeSecret("new", account: "ana@example.com", server: "postgresql://a")
        try store.storeSecret("bobs", account: "bob@example.com", server: "postgresql://a")

        #expect(try store.secret(account: "ana@example.com", server: "postgresql://a") == "new")
        #expect(try store.secret(account: "bob@example.com", server: "postgresql://a") == "bobs")
    }

    @Test func deletingTheLastSecretRemovesTheFile() throws {
        try store.storeSecret("a", account: "ana@example.com", server: "postgresql://a")
        try store.storeSecret("b", account: "bob@example.com", server: "postgresql://a")

        try store.deleteSecret(account: "ana@example.com", server: "postgresql://a")
        #expect(try store.secret(account: "ana@example.com", server: "postgresql://a") == nil)
        #expect(try store.secret(account: "bob@example.com", server: "postgresql://a") == "b")
        try store.deleteSecret(account: "bob@example.com", server: "postgresql://a")
        #expect(!FileManager.default.fileExists(atPath: path))
        // Nothing to delete is no error.
        try store.deleteSecret(account: "bob@example.com", server: "postgresql://a")
    }

    @Test func aSecretNoLineCanHoldIsRefusedAndTheFileStaysAsItWas() throws {
        try store.storeSecret("s3cret", account: "ana@example.com", server: server)
        #expect(throws: PasswordFileCredentialStore.Refusal.self) {
            try store.storeSecret("two\nlines", account: "bob@example.com", server: server)
        }
        #expect(try text() == "localhost:5433:glovebox:\(Self.role("ana@example.com")):s3cret\n")
    }

    @Test func aDamagedFileIsReportedNotTakenForAnEmptyStore() throws {
        try Data("localhost:5433\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { try store.secret(account: "ana@example.com", server: "postgresql://a") }
        #expect(throws: (any Error).self) { try store.storeSecret("x", account: "ana@example.com", server: "postgresql://a") }
        #expect(try text() == "localhost:5433\n", "a damaged file is left as it was")
    }

    @Test func anEarlierBuildsCredentialFileMovesIntoThePasswordFileOnFirstUse() throws {
        // The file as earlier builds wrote it.
        let legacy = """
            {"secrets":[{"account":"ana@example.com","secret":"s3:cret","server":"\(server)"},\
            {"account":"bob@example.com","secret":"b0b","server":"postgresql://b.example/glovebox"}],"version":1}
            """
        try Data(legacy.utf8).write(to: URL(fileURLWithPath: legacyPath))

        #expect(try store.secret(account: "ana@example.com", server: server) == "s3:cret")

        #expect(!FileManager.default.fileExists(atPath: legacyPath), "moved, then removed")
        #expect(try text() == "localhost:5433:glovebox:\(Self.role("ana@example.com")):" + #"s3\:cret"#
            + "\nb.example:*:glovebox:\(Self.role("bob@example.com")):b0b\n")
        #expect(try store.secret(account: "bob@example.com", server: "postgresql://b.example/glovebox") == "b0b")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func aMoveStoppedAfterThePasswordFileWasWrittenLosesNothingAndKeepsTheNewerSecret() throws {
        try store.storeSecret("newer", account: "ana@example.com", server: server)
        let legacy = #"{"secrets":[{"account":"ana@example.com","secret":"older","server":"\#(server)"}],"version":1}"#
        try Data(legacy.utf8).write(to: URL(fileURLWithPath: legacyPath))

        #expect(try store.secret(account: "ana@example.com", server: server) == "newer")
        #expect(!FileManager.default.fileExists(atPath: legacyPath))
    }

    @Test func aDamagedEarlierFileIsReportedAndLeftForTheNextTry() throws {
        try Data("{".utf8).write(to: URL(fileURLWithPath: legacyPath))
        #expect(throws: (any Error).self) { try store.secret(account: "ana@example.com", server: server) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: legacyPath)) == Data("{".utf8))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
