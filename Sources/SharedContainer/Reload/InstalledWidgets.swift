#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The file in the shared container where the widget host lists the installed widgets.
///
/// The host publishes it (crash-safely, through `SnapshotFiles.publish`) whenever a widget is
/// added, removed or reconfigured; the app reads it to answer `currentConfigurations()`.
public enum InstalledWidgets {
    /// The file's name in the shared container.
    public static let fileName = "widgets.installed.json"

    /// The file format's version; bumped only when a meaning changes or a field becomes required.
    public static let version = 1

    /// The largest file `load` accepts; a few hundred widgets take a few kilobytes.
    public static let readLimit = 256 * 1024

    /// The installed widgets, or none if the host has not written the file yet.
    public static func load(from files: SnapshotFiles) throws(ContainerError) -> [InstalledWidget] {
        switch files.read(fileName, limit: readLimit) {
        case .missing:
            return []
        case .unreadable(let code):
            throw .readFailed(name: fileName, errno: code)
        case .tooLarge(let size):
            throw .tooLarge(name: fileName, size: size, limit: readLimit)
        case .bytes(let data):
            return try decode(data)
        }
    }

    /// Publishes the list of installed widgets.
    public static func save(_ widgets: [InstalledWidget], to files: SnapshotFiles) throws(ContainerError) {
        try files.publish(encode(widgets), as: fileName)
    }

    /// The file's bytes for a list: `{"version":1,"widgets":[…]}` with sorted keys.
    public static func encode(_ widgets: [InstalledWidget]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain strings and enums cannot fail.
        return try! encoder.encode(Document(version: version, widgets: widgets))
    }

    /// The list a file's bytes hold, refusing another version or malformed content.
    public static func decode(_ data: Data) throws(ContainerError) -> [InstalledWidget] {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw .undecodable(name: fileName, reason: "\(error)")
        }
        guard document.version == version else {
            throw .undecodable(name: fileName, reason: "unsupported version \(document.version), expected \(version)")
        }
        return document.widgets
    }

    private struct Document: Codable {
        var version: Int
        var widgets: [InstalledWidget]
    }
}
