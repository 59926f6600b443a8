import AppCore
import ArgumentParsing
import Foundation
import HouseholdCrypto
import HouseholdSync

/// `keys`: the account's key pair, which seals what the household server must not read. Made on the
/// first device (`keys init`, which prints the recovery key once), opened on each other one
/// (`keys unlock`), wrapped again under a new passphrase (`keys passphrase`).
enum KeyCommands {
    static let all = [status, initialize, unlock, passphrase]

    static let passphraseFile = Option("--passphrase-file", value: "FILE", help: "read the passphrase from FILE's first line")
    static let newPassphraseFile = Option(
        "--passphrase-file", value: "FILE", help: "read the new passphrase from FILE's first line")
    /// `login --server`'s: the passphrase that makes the key (first sign-in) or opens it.
    static let keyPassphraseFile = Option(
        "--passphrase-file", value: "FILE", help: "make (first sign-in) or open the account's key with the passphrase in FILE's first line")
    static let recoveryKeyFile = Option(
        "--recovery-key-file", value: "FILE", help: "open the key with the recovery key in FILE instead of the passphrase")

    static let status = GloveboxCommand(
        ["keys", "show"], summary: "this account's key: its fingerprint on the household server, and whether this device opened it",
        discussion: """
            The household server keeps the account's public key and its secret key wrapped by the passphrase and \
            by the recovery key, neither of which it ever receives. Members compare fingerprints to know a key is \
            the one they expect.
            """
    ) { invocation in
        let link = try LinkedServer.link(for: invocation)
        let account = link.account
        let console = invocation.console
        let words = invocation.words
        guard let wrapped = try HouseholdAccountKeys.wrappedKey(link: link) else {
            console.line(words.text(.keysNone, ["account": account]))
            return
        }
        let fingerprint = try HouseholdAccountKeys.fingerprint(of: wrapped)
        let local = try AccountKeyFile.load(account: account, server: link.server, in: invocation.app)
        console.line(words.text(.keysOf, ["account": account, "fingerprint": "\(fingerprint)"]))
        console.line(words.text(local?.fingerprint == fingerprint ? .keysOpenedHere : local == nil ? .keysNotOpened : .keysOtherOpened))
    }

    static let initialize = GloveboxCommand(
        ["keys", "init"], summary: "make this account's key, wrapped by a passphrase, and print its recovery key once",
        options: [newPassphraseFile],
        discussion: """
            On a terminal the passphrase is asked twice with the typing hidden. The recovery key is printed once and \
            kept nowhere: write it down. Without the passphrase and the recovery key, what the key seals cannot be \
            opened again by anyone. Exit 2 when the account has a key already ('keys unlock' opens it).
            """
    ) { invocation in
        let link = try LinkedServer.link(for: invocation)
        let chosen = try readSecret(file: invocation.arguments[newPassphraseFile], invocation: invocation, confirming: true)
        try make(link: link, passphrase: chosen, invocation: invocation)
    }

    /// Makes the account's key wrapped by `passphrase`, keeps it opened on this device, queues what it
    /// seals, and prints its fingerprint and the recovery key (once).
    static func make(link: ServerLink, passphrase: String, invocation: Invocation) throws {
        let account = link.account
        let made = try HouseholdAccountKeys.create(link: link, passphrase: passphrase, cost: invocation.sync.keyCost)
        try AccountKeyFile.save(made.keyPair, account: account, server: link.server, in: invocation.app)
        // The plates typed before, and the notes that went up in clear, go up sealed at the next sync.
        try invocation.app.perform(QueueSealedFields())
        let console = invocation.console
        let words = invocation.words
        console.line(words.text(.keysMade, ["account": account, "fingerprint": "\(made.keyPair.fingerprint)"]))
        console.line(words.text(.keysRecoveryHeading))
        console.line("  \(made.recoveryKey)")
    }

    static let unlock = GloveboxCommand(
        ["keys", "unlock"], summary: "open this account's key on this device, with the passphrase or the recovery key",
        options: [passphraseFile, recoveryKeyFile],
        discussion: "Exit 2 when neither opens it; nothing is kept then."
    ) { invocation in
        let link = try LinkedServer.link(for: invocation)
        let arguments = invocation.arguments
        let secret = try secret(passphraseFile: arguments[passphraseFile], recoveryKeyFile: arguments[recoveryKeyFile], invocation: invocation)
        try open(link: link, with: secret, invocation: invocation)
    }

    /// The secret that opens the key: the recovery key in `recoveryKeyFile`, else the passphrase from
    /// `passphraseFile` or the terminal.
    static func secret(passphraseFile: String?, recoveryKeyFile: String?, invocation: Invocation) throws -> HouseholdAccountKeys.Secret {
        guard let file = recoveryKeyFile else {
            return .passphrase(try readSecret(file: passphraseFile, invocation: invocation, confirming: false))
        }
        guard passphraseFile == nil else {
            throw CLIError.validation(invocation.words.text(.keysBothFiles))
        }
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw CLIError.validation(invocation.words.text(.keysUnreadableFile, ["file": file]))
        }
        do {
            return .recoveryKey(try RecoveryKey(parsing: text.trimmingCharacters(in: .whitespacesAndNewlines)))
        } catch {
            // The key's own reason (HouseholdCrypto) stays English.
            throw CLIError.validation(invocation.words.text(.keysBadRecovery, ["file": file, "reason": "\(error)"]))
        }
    }

    /// Opens the account's key with `secret`, keeps it on this device, and queues what it seals.
    static func open(link: ServerLink, with secret: HouseholdAccountKeys.Secret, invocation: Invocation) throws {
        let keyPair = try HouseholdAccountKeys.unlock(link: link, with: secret)
        try AccountKeyFile.save(keyPair, account: link.account, server: link.server, in: invocation.app)
        try invocation.app.perform(QueueSealedFields())
        invocation.console.line(invocation.words.text(.keysOpened, ["account": link.account, "fingerprint": "\(keyPair.fingerprint)"]))
    }

    /// At `login --server`: makes the account's key when it has none (its first sign-in), or opens it,
    /// with the passphrase or recovery key given in a file or typed on the terminal. Without a file and
    /// a terminal, says what stays on this device until the key is made or opened.
    static func makeOrOpen(link: ServerLink, passphraseFile: String?, recoveryKeyFile: String?, invocation: Invocation) throws {
        let console = invocation.console
        let words = invocation.words
        let hasKey = try HouseholdAccountKeys.wrappedKey(link: link) != nil
        guard passphraseFile != nil || recoveryKeyFile != nil || console.askSecretly != nil else {
            console.line(words.text(hasKey ? .keysNotOpenedAtLogin : .keysNoKeyAtLogin, ["account": link.account]))
            return
        }
        if hasKey {
            try open(
                link: link, with: try secret(passphraseFile: passphraseFile, recoveryKeyFile: recoveryKeyFile, invocation: invocation),
                invocation: invocation)
            return
        }
        guard recoveryKeyFile == nil else {
            throw CLIError.validation(words.text(.keysNoKeyForRecovery, ["account": link.account]))
        }
        if passphraseFile == nil {
            console.line(words.text(.keysChoosePassphrase, ["account": link.account]))
        }
        try make(link: link, passphrase: try readSecret(file: passphraseFile, invocation: invocation, confirming: true), invocation: invocation)
    }

    static let passphrase = GloveboxCommand(
        ["keys", "passphrase"], summary: "wrap this account's key with a new passphrase (the recovery key stays valid)",
        options: [newPassphraseFile],
        discussion: "The key must be opened on this device first ('keys unlock'). The old passphrase opens it no more."
    ) { invocation in
        let link = try LinkedServer.link(for: invocation)
        let account = link.account
        guard let keyPair = try AccountKeyFile.load(account: account, server: link.server, in: invocation.app) else {
            throw HouseholdKeyError.locked(account: account)
        }
        let chosen = try readSecret(file: invocation.arguments[newPassphraseFile], invocation: invocation, confirming: true)
        try HouseholdAccountKeys.changePassphrase(link: link, keyPair: keyPair, to: chosen, cost: invocation.sync.keyCost)
        invocation.console.line(invocation.words.text(.keysRewrapped, ["account": account]))
    }

    /// A passphrase from `file`'s first line, else asked on the terminal (twice when `confirming`).
    private static func readSecret(file: String?, invocation: Invocation, confirming: Bool) throws -> String {
        let source: ServerPassword.Source = file.map { .file($0) } ?? .terminal
        return try ServerPassword.read(
            from: source, console: invocation.console, account: "the account's key", purpose: "keys", confirming: confirming,
            secret: "passphrase", options: "--passphrase-file FILE")
    }
}
