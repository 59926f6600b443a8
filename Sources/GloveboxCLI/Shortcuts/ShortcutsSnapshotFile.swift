import Foundation
import SharedContainer
import SnapshotBuilding
import WidgetContract

/// The Siri and Shortcuts snapshot in the app's private `Documents/`: `ask` reads it, and the
/// app writes it with the same crash-safe publish as the widgets snapshot.
enum ShortcutsSnapshotFile {
    /// The app's private `Documents/` directory, resolved the way every Glovebox path is.
    static func documents(of session: AppSession) throws(CLIError) -> SnapshotFiles {
        do {
            let locations = try ContainerLocations.resolve(
                environment: session.environment.variables, homeDirectory: session.environment.homeDirectory,
                role: .app)
            return SnapshotFiles(directory: locations.documents)
        } catch {
            throw .runtime("cannot use the app's Documents directory: \(error.description)")
        }
    }

    /// The file's bytes, or `nil` when there is no file or it cannot be read (then every
    /// question is answered with "open Glovebox").
    static func bytes(of session: AppSession) -> Data? {
        guard let files = try? documents(of: session) else { return nil }
        switch files.read(ShortcutsSnapshot.fileName) {
        case .bytes(let data): return data
        case .missing, .unreadable, .tooLarge: return nil
        }
    }

    /// The decoded snapshot, if there is a valid one.
    static func snapshot(of session: AppSession) -> ShortcutsSnapshot? {
        bytes(of: session).flatMap { try? SnapshotCoding.decode(ShortcutsSnapshot.self, from: $0) }
    }

    /// Builds the snapshot from the logbook as it is now, in the user's locale, time zone and lock.
    static func build(_ session: AppSession) throws -> ShortcutsSnapshot {
        try SnapshotPipeline(databasePath: session.databasePath(), environment: session.environment).shortcutsSnapshot()
    }
}
