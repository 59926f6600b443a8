import AppCore
import Foundation
import HouseholdSync
import LinuxPlatform
import PostgresClient
import Testing

/// The device's household link: the server and account in `household-server.json`, the password
/// in the platform's credential store (on Linux `passwords.pgpass`, libpq's password-file format),
/// both mode 0600. No server is needed: nothing here connects.
@Suite struct ServerLinkFileTests {
    let home = GloveboxHome(ids: "link")
    let link = ServerLink(server: "postgresql://localhost:5433/glovebox", account: "ana@example.com", password: "s3cret")

    init() {
        #expect(home.run("login", "ana@example.com").status == 0)
    }

    func contents(_ name: String) throws -> String {
        try String(contentsOfFile: try home.privatePath(name), encoding: .utf8)
    }

    func mode(_ name: String) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: try home.privatePath(name))[.posixPermissions] as? NSNumber)?.intValue
    }

    func exists(_ name: String) throws -> Bool {
        FileManager.default.fileExists(atPath: try home.privatePath(name))
    }

    /// `link` as a load gives it back on Linux: with the password file that holds its password.
    func kept(_ link: ServerLink) throws -> ServerLink {
        var kept = link
        kept.passwordFile = try home.privatePath(PasswordFileCredentialStore.fileName)
        return kept
    }

    @Test func thePasswordGoesToTheCredentialStoreAndTheLinkFileKeepsTheRest() throws {
        let app = home.session()
        defer { app.close() }
        try ServerLinkFile.save(link, in: app)

        #expect(try !contents(ServerLinkFile.fileName).contains("s3cret"))
        #expect(try contents(ServerLinkFile.fileName).contains("localhost:5433"))
        #expect(try contents(PasswordFileCredentialStore.fileName) == "localhost:5433:glovebox:\(LoginRole.of(account: "ana@example.com")):s3cret\n")
        #expect(try mode(ServerLinkFile.fileName) == 0o600)
        #expect(try mode(PasswordFileCredentialStore.fileName) == 0o600)
        #expect(try ServerLinkFile.load(in: home.session()) == kept(link))
    }

    @Test func aLinkWrittenBeforeTheCredentialStoreStillLoadsAndMovesItsPasswordThere() throws {
        // The file as earlier builds wrote it: the password inside.
        let legacy = #"{"account":"ana@example.com","password":"s3cret","server":"postgresql://localhost:5433/glovebox"}"#
        try Data(legacy.utf8).write(to: URL(fileURLWithPath: try home.privatePath(ServerLinkFile.fileName)))
        #expect(try !exists(PasswordFileCredentialStore.fileName))

        let app = home.session()
        defer { app.close() }
        #expect(try ServerLinkFile.load(in: app) == kept(link))

        #expect(try !contents(ServerLinkFile.fileName).contains("s3cret"), "the password left the link file")
        #expect(try app.platform.credentials.secret(account: link.account, server: link.server) == "s3cret")
        #expect(try ServerLinkFile.load(in: home.session()) == kept(link), "and is read from the store from then on")
    }

    @Test func forgettingTheAccountRemovesTheLinkAndItsPassword() throws {
        let app = home.session()
        defer { app.close() }
        try ServerLinkFile.save(link, in: app)

        try ServerLinkFile.forget(account: "someone-else@example.com", in: app)
        #expect(try exists(ServerLinkFile.fileName), "another account's forgetting leaves this link")
        try ServerLinkFile.forget(account: link.account, in: app)

        #expect(try !exists(ServerLinkFile.fileName))
        #expect(try app.platform.credentials.secret(account: link.account, server: link.server) == nil)
        #expect(try !exists(PasswordFileCredentialStore.fileName))
    }

    @Test func aNewLinkTakesThePreviousOnesPasswordAway() throws {
        let app = home.session()
        defer { app.close() }
        try ServerLinkFile.save(link, in: app)
        let other = ServerLink(server: link.server, account: "bob@example.com", password: "b0b")

        try ServerLinkFile.save(other, in: app)

        #expect(try ServerLinkFile.load(in: app) == kept(other))
        #expect(try app.platform.credentials.secret(account: link.account, server: link.server) == nil)
    }

    @Test func aNewLinkToTheSamePlaceUnderAnotherURLKeepsItsPassword() throws {
        let app = home.session()
        defer { app.close() }
        try ServerLinkFile.save(link, in: app)
        // The same host, port, database and account: one line of the password file for both.
        let moved = ServerLink(
            server: link.server + "?sslmode=verify-full&sslrootcert=/srv/household/server.crt", account: link.account,
            password: "n3w")

        try ServerLinkFile.save(moved, in: app)

        #expect(try ServerLinkFile.load(in: app) == kept(moved))
        #expect(try contents(PasswordFileCredentialStore.fileName) == "localhost:5433:glovebox:\(LoginRole.of(account: "ana@example.com")):n3w\n")
    }

    @Test func aDeviceOfAnEarlierBuildKeepsItsPasswordWhenItMovesToThePasswordFile() throws {
        // An earlier build's files: the link without its password, and the password in credentials.json.
        let linkFile = #"{"account":"ana@example.com","server":"postgresql://localhost:5433/glovebox"}"#
        try Data(linkFile.utf8).write(to: URL(fileURLWithPath: try home.privatePath(ServerLinkFile.fileName)))
        let credentials = #"{"secrets":[{"account":"ana@example.com","secret":"s3cret","server":"postgresql://localhost:5433/glovebox"}],"version":1}"#
        try Data(credentials.utf8).write(to: URL(fileURLWithPath: try home.privatePath("credentials.json")))

        let app = home.session()
        defer { app.close() }
        #expect(try ServerLinkFile.load(in: app) == kept(link))

        #expect(try !exists("credentials.json"))
        #expect(try contents(PasswordFileCredentialStore.fileName) == "localhost:5433:glovebox:\(LoginRole.of(account: "ana@example.com")):s3cret\n")
        #expect(try mode(PasswordFileCredentialStore.fileName) == 0o600)
    }

    @Test func aLinkWhosePasswordIsGoneAsksToSignInAgain() throws {
        let app = home.session()
        defer { app.close() }
        try ServerLinkFile.save(link, in: app)
        try app.platform.credentials.deleteSecret(account: link.account, server: link.server)

        #expect(throws: SyncError.missingPassword(account: link.account, server: link.server)) {
            try ServerLinkFile.load(in: app)
        }
        #expect(SyncError.missingPassword(account: link.account, server: link.server).description.contains(
            "run 'glovebox login ana@example.com --server \(link.server)' again"))
    }
}
