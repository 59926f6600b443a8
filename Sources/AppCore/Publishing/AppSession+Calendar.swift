import Foundation
import SharedContainer

/// The calendar file on demand (`glovebox calendar export`): the bytes every publish writes beside
/// the widgets snapshot, built now from the same pipeline.
extension AppSession {
    /// The calendar file as a publish would write it now.
    public func calendarFile() throws -> Data {
        try pipeline().calendar().bytes
    }

    /// Writes the calendar file to `path`, replacing what is there, durably and with mode 0600 (see
    /// ``DurableFile``); returns its size in bytes.
    @discardableResult
    public func exportCalendar(to path: String, fileSystem: any FileSystem = POSIXFileSystem()) throws -> Int {
        let bytes = try calendarFile()
        let file = try DurableFile(path: path, replacing: true, fileSystem: fileSystem)
        try file.write(bytes)
        try file.commit()
        return bytes.count
    }
}
