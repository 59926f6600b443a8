import Foundation
import SharedContainer

/// The credential file earlier builds wrote, `credentials.json`: version 1, its secrets each with
/// their server and account. Read once, to move them into ``PasswordFileCredentialStore``'s file;
/// never written.
enum LegacyCredentialFile {
    /// The file's name in the app's private directory.
    static let fileName = "credentials.json"
    /// The only version earlier builds wrote.
    static let version = 1

    /// One kept secret.
    struct Secret: Codable, Equatable {
        var server: String
        var account: String
        var secret: String
    }

    /// The file's secrets, or `nil` when there is no file. A file that cannot be read is reported,
    /// never taken for an empty one: it stays until its secrets can be moved.
    static func secrets(in files: SnapshotFiles) throws -> [Secret]? {
        switch files.read(fileName, limit: SnapshotFiles.defaultReadLimit) {
        case .missing:
            return nil
        case .unreadable(let code):
            throw ContainerError.readFailed(name: fileName, errno: code)
        case .tooLarge(let size):
            throw ContainerError.tooLarge(name: fileName, size: size, limit: SnapshotFiles.defaultReadLimit)
        case .bytes(let data):
            let document: Document
            do {
                document = try JSONDecoder().decode(Document.self, from: data)
            } catch {
                throw ContainerError.undecodable(name: fileName, reason: "\(error)")
            }
            guard document.version == version else {
                throw ContainerError.undecodable(
                    name: fileName, reason: "unsupported version \(document.version), expected \(version)")
            }
            return document.secrets
        }
    }

    /// The file's contents.
    private struct Document: Codable {
        var version: Int
        var secrets: [Secret]
    }
}
