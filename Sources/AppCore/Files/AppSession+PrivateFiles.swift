import Foundation

/// Small files of the app's own beside the logbook, in its private directory (never the shared
/// container the widgets read): a household server's link and credentials, for one.
extension AppSession {
    /// The path of the private file `name`, after making sure the app's directories exist.
    public func privateFilePath(_ name: String) throws(AppError) -> String {
        try directories().appPrivate + "/" + name
    }

    /// Writes the private file `name` whole or not at all (``DurableFile``: mode 0600, synced, then
    /// renamed over the old one, the directory synced), so a kill leaves the old file or the new one.
    public func writePrivateFile(_ name: String, contents: some Collection<UInt8>) throws {
        let file = try DurableFile(path: try privateFilePath(name), replacing: true)
        try file.write(contents)
        try file.commit()
    }

    /// The private file `name`'s bytes, or `nil` when there is none.
    public func readPrivateFile(_ name: String) throws -> Data? {
        let path = try privateFilePath(name)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw AppError.unreadableFile(path)
        }
    }

    /// Removes the private file `name`, if there is one.
    public func removePrivateFile(_ name: String) throws {
        let path = try privateFilePath(name)
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw AppError.unreadableFile(path)
        }
    }
}
