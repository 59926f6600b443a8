import Foundation
import GloveboxTestSupport
import LinuxPlatform
import Testing

/// The Linux credential store: one file of mode 0600 in the app's private directory.
@Suite struct FileCredentialStoreTests {
    let directory = TemporaryDirectory(prefix: "glovebox-credentials")

    var store: FileCredentialStore {
        let path = directory.path
        return FileCredentialStore(directory: { path })
    }

    var path: String { directory.path + "/" + FileCredentialStore.fileName }

    @Test func aStoredSecretIsReadBackForItsAccountAndServerOnly() throws {
        try store.storeSecret("s3cret", account: "ana@example.com", server: "postgresql://a")

        #expect(try store.secret(account: "ana@example.com", server: "postgresql://a") == "s3cret")
        #expect(try store.secret(account: "ana@example.com", server: "postgresql://b") == nil)
        #expect(try store.secret(account: "bob@example.com", server: "postgresql://a") == nil)
    }

    @Test func theFileIsOnlyThisUsersAndLeavesNoTemporaryFile() throws {
        try store.storeSecret("s3cret", account: "ana@example.com", server: "postgresql://a")

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [FileCredentialStore.fileName])
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

    @Test func aDamagedFileIsReportedNotTakenForAnEmptyStore() throws {
        try Data("{".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { try store.secret(account: "ana@example.com", server: "postgresql://a") }
        #expect(throws: (any Error).self) { try store.storeSecret("x", account: "ana@example.com", server: "postgresql://a") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("{".utf8), "a damaged file is left as it was")
    }
}
