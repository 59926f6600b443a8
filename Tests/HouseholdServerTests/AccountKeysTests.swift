import Foundation
import HouseholdCrypto
import HouseholdServer
import HouseholdSync
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// `glovebox keys`: an account's key pair, made on one device, opened on another with the
    /// passphrase or the recovery key, wrapped again under a new passphrase; what the server keeps of
    /// it, and who may read it.
    @Suite struct AccountKeys {
        /// Key derivation at the interactive cost: tests make many keys.
        static let options = SyncOptions(keyCost: .interactive)

        /// A home signed in to `account` on the test server.
        static func linkedHome(_ account: TestAccount, ids: String = "a") throws -> GloveboxHome {
            let home = GloveboxHome(ids: ids)
            let login = home.run("login", account.name, "--server", account.url, "--password-file", try home.passwordFile(account.password))
            #expect(login.status == 0, "\(login.errors)")
            return home
        }

        static func keys(_ home: GloveboxHome, _ arguments: String...) -> GloveboxHome.Result {
            home.run(["keys"] + arguments, sync: options)
        }

        /// The recovery key `keys init` printed (the line after its announcement).
        static func recoveryKey(in output: String) -> String? {
            let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.firstIndex { $0.hasPrefix("recovery key") }.flatMap { lines.indices.contains($0 + 1) ? lines[$0 + 1] : nil }
        }

        @Test func aKeyMadeOnOneDeviceOpensOnAnotherWithThePassphraseOrTheRecoveryKey() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("keys-two-devices")
            let phone = try Self.linkedHome(account, ids: "p")
            #expect(Self.keys(phone, "show").output.contains("has no key on the household server yet"))
            let made = Self.keys(phone, "init", "--passphrase-file", try phone.passwordFile("a long passphrase"))
            #expect(made.status == 0, "\(made.errors)")
            let fingerprint = try #require(made.output.split(separator: "\n").first?.components(separatedBy: ": ").last)
            let recovery = try #require(Self.recoveryKey(in: made.output))
            #expect(try RecoveryKey(parsing: recovery).description == recovery)
            #expect(Self.keys(phone, "show").output.contains("opened on this device"))
            let keyFile = try phone.privatePath(AccountKeyFile.fileName)
            #expect((try FileManager.default.attributesOfItem(atPath: keyFile)[.posixPermissions] as? NSNumber)?.intValue == 0o600)

            // Another device of the account: not opened until the passphrase or the recovery key is given.
            let laptop = try Self.linkedHome(account, ids: "l")
            #expect(Self.keys(laptop, "show").output.contains("key of \(account.name): \(fingerprint)"))
            #expect(Self.keys(laptop, "show").output.contains("not opened on this device"))
            let wrong = Self.keys(laptop, "unlock", "--passphrase-file", try laptop.passwordFile("not the passphrase"))
            #expect(wrong.status == 2)
            #expect(wrong.errors.contains("does not open this account's key"), "\(wrong.errors)")
            #expect(!FileManager.default.fileExists(atPath: try laptop.privatePath(AccountKeyFile.fileName)), "nothing kept")
            let opened = Self.keys(laptop, "unlock", "--passphrase-file", try laptop.passwordFile("a long passphrase"))
            #expect(opened.status == 0, "\(opened.errors)")
            #expect(opened.output.contains(fingerprint))
            let tablet = try Self.linkedHome(account, ids: "t")
            let recovered = Self.keys(tablet, "unlock", "--recovery-key-file", try tablet.passwordFile(recovery.lowercased()))
            #expect(recovered.status == 0, "\(recovered.errors)")
            #expect(recovered.output.contains(fingerprint))
            // Made once: a second device's init is told to open it instead.
            let again = Self.keys(laptop, "init", "--passphrase-file", try laptop.passwordFile("another long passphrase"))
            #expect(again.status == 2)
            #expect(again.errors.contains("has a key on the household server already (fingerprint \(fingerprint))"), "\(again.errors)")
            // Sign-out takes this device's copy of the key with the link.
            #expect(phone.run("logout", "--yes").status == 0)
            #expect(!FileManager.default.fileExists(atPath: keyFile))
        }

        @Test func aNewPassphraseReplacesTheOldAndTheRecoveryKeyStillOpens() throws {
            let account = try TestCluster.shared().addAccount("keys-passphrase")
            let phone = try Self.linkedHome(account, ids: "p")
            let made = Self.keys(phone, "init", "--passphrase-file", try phone.passwordFile("the first passphrase"))
            let recovery = try #require(Self.recoveryKey(in: made.output))
            let changed = Self.keys(phone, "passphrase", "--passphrase-file", try phone.passwordFile("the second passphrase"))
            #expect(changed.status == 0, "\(changed.errors)")
            let laptop = try Self.linkedHome(account, ids: "l")
            #expect(Self.keys(laptop, "unlock", "--passphrase-file", try laptop.passwordFile("the first passphrase")).status == 2)
            #expect(Self.keys(laptop, "unlock", "--passphrase-file", try laptop.passwordFile("the second passphrase")).status == 0)
            #expect(Self.keys(laptop, "unlock", "--recovery-key-file", try laptop.passwordFile(recovery)).status == 0)
        }

        @Test func whatIsRefusedChangesNothing() throws {
            let account = try TestCluster.shared().addAccount("keys-refused")
            let phone = try Self.linkedHome(account, ids: "p")
            let weak = Self.keys(phone, "init", "--passphrase-file", try phone.passwordFile("short"))
            #expect(weak.status == 2)
            #expect(weak.errors.contains("a passphrase needs at least 10 characters"), "\(weak.errors)")
            #expect(Self.keys(phone, "show").output.contains("has no key on the household server yet"))
            #expect(Self.keys(phone, "passphrase", "--passphrase-file", try phone.passwordFile("a long passphrase")).status == 2)
            #expect(Self.keys(phone, "unlock", "--passphrase-file", try phone.passwordFile("a long passphrase")).errors
                .contains("has no key on the household server yet"))
            // Without a terminal and without a file, the options are named.
            let noWay = Self.keys(phone, "init")
            #expect(noWay.status == 2)
            #expect(noWay.errors.contains("keys needs a passphrase: give --passphrase-file FILE, or run it on a terminal to be asked"),
                "\(noWay.errors)")
            let alone = GloveboxHome(ids: "alone")
            #expect(alone.run("login", "alone@example.com").status == 0)
            #expect(Self.keys(alone, "init", "--passphrase-file", try alone.passwordFile("a long passphrase")).errors
                .contains("this device is not linked to a household server"))
        }

        @Test func membersListsEachMembersKeyFingerprintAsTheirOwnDevicesShowIt() throws {
            let cluster = try TestCluster.shared()
            let ana = try cluster.addAccount("keys-members-ana")
            let ben = try cluster.addAccount("keys-members-ben")
            let anaPhone = try Self.linkedHome(ana, ids: "a")
            let benPhone = try Self.linkedHome(ben, ids: "b")
            #expect(anaPhone.run("vehicle", "add", "Clio").status == 0)
            #expect(anaPhone.run("sync").status == 0)
            #expect(anaPhone.run("share", "clio", ben.name, "--role", "viewer").status == 0)
            // Before Ben makes a key, the list says so; after, it shows what Ben's own device shows.
            #expect(anaPhone.run("members", "clio").output.contains("(no key yet)"))
            #expect(Self.keys(anaPhone, "init", "--passphrase-file", try anaPhone.passwordFile("ana's long passphrase")).status == 0)
            #expect(Self.keys(benPhone, "init", "--passphrase-file", try benPhone.passwordFile("ben's long passphrase")).status == 0)
            func fingerprint(_ home: GloveboxHome) throws -> String {
                try #require(Self.keys(home, "show").output.split(separator: "\n").first?.components(separatedBy: ": ").last)
            }
            let listed = anaPhone.run("members", "clio", "--json").output
            let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [String: Any])
            let members = try #require(object["members"] as? [[String: String]])
            #expect(members == [
                ["account": ana.name, "role": "owner", "keyFingerprint": try fingerprint(anaPhone)],
                ["account": ben.name, "role": "viewer", "keyFingerprint": try fingerprint(benPhone)],
            ])
            #expect(try fingerprint(anaPhone) != fingerprint(benPhone))
        }

        @Test func theServerKeepsNoSecretAndShowsAPublicKeyOnlyToAnAccountThatSharesAVehicle() throws {
            let household = try Household.make()
            let owner = try Self.linkedHome(household.owner, ids: "o")
            let made = Self.keys(owner, "init", "--passphrase-file", try owner.passwordFile("the owner's passphrase"))
            #expect(made.status == 0, "\(made.errors)")
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            let row = try #require(try administrator.query(
                "SELECT public_key, wrapped FROM glovebox.account_key WHERE account = $1", [household.owner.name]).rows.first)
            let wrapped = try #require(row[1])
            let keyFile = String(decoding: try Data(contentsOf: URL(fileURLWithPath: try owner.privatePath(AccountKeyFile.fileName))), as: UTF8.self)
            let secret = try #require(
                (try JSONSerialization.jsonObject(with: Data(keyFile.utf8)) as? [String: Any])?["secretKey"] as? String)
            #expect(!wrapped.contains("the owner's passphrase"))
            #expect(!wrapped.contains(secret), "the secret key is on the server only sealed")
            let recovery = try #require(Self.recoveryKey(in: made.output))
            #expect(!wrapped.contains(recovery))
            // The member shares a vehicle with the owner: it reads the owner's public key. The stranger does not,
            // and cannot tell an account without a key from one it may not see.
            let member = try household.member.connect()
            #expect(try member.query("SELECT glovebox.public_key_of($1)", [household.owner.name]).scalar == row[0])
            let stranger = try household.stranger.connect()
            #expect(try stranger.query("SELECT glovebox.public_key_of($1)", [household.owner.name]).scalar == nil)
            #expect(try stranger.query("SELECT glovebox.public_key_of($1)", ["nobody@example.com"]).scalar == nil)
            #expect(try stranger.visibleRows("account_key") == 0)
            // Nobody writes another account's key.
            #expect(try stranger.execute("UPDATE glovebox.account_key SET wrapped = 'x'") == 0)
            // (The account column is not an account's to write: the server fills in the writer.)
            expectRefused(.privilege) {
                try stranger.execute(
                    "INSERT INTO glovebox.account_key (account, public_key, wrapped) VALUES ($1, $2, 'x')", [household.owner.name, row[0]])
            }
        }
    }
}
