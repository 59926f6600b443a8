import AppCore
import Foundation
import PostgresClient
import SharedContainer

/// The Linux credential store: every secret in one file of mode 0600 in the app's private
/// directory, `passwords.pgpass`, in libpq's password-file format, which the household connection
/// names (`passfile`) so that libpq reads the password itself.
///
/// Linux has no Keychain that every desktop and server offers, so the secret is as safe as the
/// logbook beside it; the widget side never opens the file. A secret is keyed as libpq looks it up:
/// by the host, port and database the server's connection string names (read by libpq's own
/// parser) and the account's login role (``LoginRole``) as the user, one line per host of the string. Two strings that name the
/// same place therefore share one secret. The file is replaced whole and crash-safely (temporary
/// file, `fsync`, rename, `fsync` of the directory): a kill leaves the old file or the new one.
///
/// Earlier builds kept secrets in `credentials.json` (``LegacyCredentialFile``): its secrets move
/// into the password file the first time the store is used, and it goes once they are written.
///
/// ```swift
/// let store = PasswordFileCredentialStore(directory: { locations.appPrivate })
/// try store.storeSecret("s3cret", account: "ana@example.com", server: url)
/// try store.passwordFilePath(account: "ana@example.com", server: url)   // ".../passwords.pgpass"
/// ```
public struct PasswordFileCredentialStore: CredentialStore {
    /// The file's name in the app's private directory.
    public static let fileName = "passwords.pgpass"

    /// A secret the store cannot keep, with the reason.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// Why, lowercase.
        public let reason: String

        /// The reason.
        public var description: String { "cannot keep the password in \(PasswordFileCredentialStore.fileName): \(reason)" }
    }

    private let directory: @Sendable () throws -> String
    private let fileSystem: any FileSystem

    /// A store in the directory `directory` returns (resolved when a secret is first asked for).
    public init(directory: @escaping @Sendable () throws -> String, fileSystem: any FileSystem = POSIXFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
    }

    /// Keeps `secret` for `account` on `server`, replacing the one kept for the same place before.
    public func storeSecret(_ secret: String, account: String, server: String) throws {
        let files = try self.files()
        let keys = try Self.keys(account: account, server: server)
        var file = try load(files)
        file.entries.removeAll { keys.contains($0.key) }
        file.entries += keys.map { PostgresPasswordFile.Entry(key: $0, password: secret) }
        try save(file, to: files)
    }

    /// The secret kept for `account` on `server`, or `nil` when there is none.
    public func secret(account: String, server: String) throws -> String? {
        let keys = try Self.keys(account: account, server: server)
        let file = try load(try files())
        return keys.lazy.compactMap { file.password(for: $0) }.first
    }

    /// Forgets the secret kept for `account` on `server`; the file goes with its last secret.
    public func deleteSecret(account: String, server: String) throws {
        let files = try self.files()
        let keys = try Self.keys(account: account, server: server)
        var file = try load(files)
        let count = file.entries.count
        file.entries.removeAll { keys.contains($0.key) }
        guard file.entries.count != count else { return }
        if file.entries.isEmpty {
            try files.remove(Self.fileName)
        } else {
            try save(file, to: files)
        }
    }

    /// The file's path when it holds a secret for `account` on `server`.
    public func passwordFilePath(account: String, server: String) throws -> String? {
        guard try secret(account: account, server: server) != nil else { return nil }
        return try files().path(of: Self.fileName)
    }

    /// The lines libpq looks the secret up by when it connects to `server` as `account`.
    static func keys(account: String, server: String) throws -> [PostgresPasswordFile.Key] {
        let options: PostgresConnectionOptions
        do {
            options = try PostgresConnectionOptions(parsing: server)
        } catch {
            throw Refusal(reason: "the server's connection string cannot be read (\(error.message))")
        }
        // libpq looks the line up by the role it connects as, which is the account's login role.
        return PostgresPasswordFile.keys(connectingTo: options, as: LoginRole.of(account: account))
    }

    private func files() throws -> SnapshotFiles {
        SnapshotFiles(directory: try directory(), fileSystem: fileSystem)
    }

    /// The password file, with the secrets of an earlier build's `credentials.json` moved into it
    /// (written first, the old file removed after, so a kill in between loses nothing: the move is
    /// made again, and what the password file already holds for a place wins).
    private func load(_ files: SnapshotFiles) throws -> PostgresPasswordFile {
        var file = try read(files)
        guard let legacy = try LegacyCredentialFile.secrets(in: files) else { return file }
        for secret in legacy {
            let keys = try Self.keys(account: secret.account, server: secret.server)
            for key in keys where file.password(for: key) == nil {
                file.entries.append(PostgresPasswordFile.Entry(key: key, password: secret.secret))
            }
        }
        if !file.entries.isEmpty { try save(file, to: files) }
        try files.remove(LegacyCredentialFile.fileName)
        return file
    }

    private func read(_ files: SnapshotFiles) throws -> PostgresPasswordFile {
        switch files.read(Self.fileName, limit: SnapshotFiles.defaultReadLimit) {
        case .missing:
            return PostgresPasswordFile()
        case .unreadable(let code):
            throw ContainerError.readFailed(name: Self.fileName, errno: code)
        case .tooLarge(let size):
            throw ContainerError.tooLarge(name: Self.fileName, size: size, limit: SnapshotFiles.defaultReadLimit)
        case .bytes(let data):
            guard let text = String(data: data, encoding: .utf8) else {
                throw ContainerError.undecodable(name: Self.fileName, reason: "not UTF-8")
            }
            do {
                return try PostgresPasswordFile(parsing: text)
            } catch {
                throw ContainerError.undecodable(name: Self.fileName, reason: error.reason)
            }
        }
    }

    private func save(_ file: PostgresPasswordFile, to files: SnapshotFiles) throws {
        let text: String
        do {
            text = try file.text()
        } catch {
            throw Refusal(reason: error.reason)
        }
        // SnapshotFiles publishes with mode 0600, which libpq requires of a password file.
        try files.publish(Data(text.utf8), as: Self.fileName)
    }
}
