import Foundation
import SharedContainer
import ShortcutsContract
import WidgetContract

extension AppSession {
    /// The Siri and Shortcuts snapshot's bytes in the app's private `Documents/`, or `nil` when there
    /// is no file or it cannot be read (then every question is answered with "open Glovebox").
    public func shortcutsSnapshotBytes() -> Data? {
        guard let directories = try? directories() else { return nil }
        switch SnapshotFiles(directory: directories.documents).read(ShortcutsSnapshot.fileName) {
        case .bytes(let data): return data
        case .missing, .unreadable, .tooLarge: return nil
        }
    }

    /// The decoded Shortcuts snapshot, if there is a valid one.
    public func shortcutsSnapshot() -> ShortcutsSnapshot? {
        shortcutsSnapshotBytes().flatMap { try? SnapshotCoding.decode(ShortcutsSnapshot.self, from: $0) }
    }
}
