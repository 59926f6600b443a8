import Foundation

/// Whole-or-nothing writes of a file outside the app's directories (a systemd unit the user asked
/// for), through ``DurableFile``: mode 0600, synced, renamed, the directory synced.
public enum DurableFiles {
    /// Writes `bytes` to `path`, replacing what is there.
    public static func replace(_ path: String, with bytes: Data) throws {
        let file = try DurableFile(path: path, replacing: true)
        try file.write(bytes)
        try file.commit()
    }
}
