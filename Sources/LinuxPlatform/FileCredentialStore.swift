import AppCore
import Foundation
import SharedContainer

/// The Linux credential store: every secret in one file of mode 0600 in the app's private
/// directory, `credentials.json`, which only this user can read and the widget side never opens.
///
/// Linux has no Keychain that every desktop and server offers, so the secret is as safe as the
/// logbook beside it. The file is replaced whole and crash-safely (temporary file, `fsync`,
/// rename, `fsync` of the directory): a kill leaves the old file or the new one.
///
/// ```swift
/// let store = FileCredentialStore(directory: { locations.appPrivate })
/// try store.storeSecret("s3cret", account: "ana@example.com", server: url)
/// ```
public struct FileCredentialStore: CredentialStore {
    /// The file's name in the app's private directory.
    public static let fileName = "credentials.json"
    /// The file format's version; bumped only when a meaning changes or a field becomes required.
    public static let version = 1

    private let directory: @Sendable () throws -> String
    private let fileSystem: any FileSystem

    /// A store in the directory `directory` returns (resolved when a secret is first asked for).
    public init(directory: @escaping @Sendable () throws -> String, fileSystem: any FileSystem = POSIXFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
    }

    /// Keeps `secret` for `account` on `server`, replacing the one kept before.
    public func storeSecret(_ secret: String, account: String, server: String) throws {
        let files = try self.files()
        var entries = try load(files).filter { !$0.isFor(account: account, server: server) }
        entries.append(Entry(server: server, account: account, secret: secret))
        try save(entries, to: files)
    }

    /// The secret kept for `account` on `server`, or `nil` when there is none.
    public func secret(account: String, server: String) throws -> String? {
        try load(try files()).first { $0.isFor(account: account, server: server) }?.secret
    }

    /// Forgets the secret kept for `account` on `server`; the file goes with its last secret.
    public func deleteSecret(account: String, server: String) throws {
        let files = try self.files()
        let entries = try load(files)
        let kept = entries.filter { !$0.isFor(account: account, server: server) }
        guard kept.count != entries.count else { return }
        if kept.isEmpty {
            try files.remove(Self.fileName)
        } else {
            try save(kept, to: files)
        }
    }

    private func files() throws -> SnapshotFiles {
        SnapshotFiles(directory: try directory(), fileSystem: fileSystem)
    }

    private func load(_ files: SnapshotFiles) throws -> [Entry] {
        switch files.read(Self.fileName, limit: SnapshotFiles.defaultReadLimit) {
        case .missing:
            return []
        case .unreadable(let code):
            throw ContainerError.readFailed(name: Self.fileName, errno: code)
        case .tooLarge(let size):
            throw ContainerError.tooLarge(name: Self.fileName, size: size, limit: SnapshotFiles.defaultReadLimit)
        case .bytes(let data):
            let document: Document
            do {
                document = try JSONDecoder().decode(Document.self, from: data)
            } catch {
                throw ContainerError.undecodable(name: Self.fileName, reason: "\(error)")
            }
            guard document.version == Self.version else {
                throw ContainerError.undecodable(
                    name: Self.fileName, reason: "unsupported version \(document.version), expected \(Self.version)")
            }
            return document.secrets
        }
    }

    private func save(_ entries: [Entry], to files: SnapshotFiles) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let sorted = entries.sorted { ($0.server, $0.account) < ($1.server, $1.account) }
        try files.publish(try encoder.encode(Document(version: Self.version, secrets: sorted)) + Data("\n".utf8), as: Self.fileName)
    }

    private struct Document: Codable {
        var version: Int
        var secrets: [Entry]
    }

    private struct Entry: Codable {
        var server: String
        var account: String
        var secret: String

        func isFor(account: String, server: String) -> Bool {
            self.account == account && self.server == server
        }
    }
}
