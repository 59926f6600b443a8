#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// Turns what was read from the shared container into a ``LoadState``.
///
/// The version gate lives here: a file of a version this code does not know, or one that does
/// not decode, is never guessed at — the widget asks the user to open the app, which rewrites it.
/// A file that cannot be read at all is a passing condition (a locked device), so the last
/// good snapshot keeps being shown.
public enum SnapshotLoader {
    /// Loads the snapshot from what the container read.
    ///
    /// - Parameters:
    ///   - reading: the container's answer for the widgets snapshot file.
    ///   - lastGood: the snapshot the previous successful load produced, if any.
    public static func load(_ reading: SnapshotReading, lastGood: WidgetsSnapshot? = nil) -> LoadState {
        switch reading {
        case .missing:
            return .needsSetup
        case .bytes(let data):
            let snapshot: WidgetsSnapshot
            do {
                snapshot = try SnapshotCoding.decode(WidgetsSnapshot.self, from: data)
            } catch {
                return .needsRefresh(reason: LoadProblem(.snapshot, .undecodable(error)))
            }
            // The widget counts its days in the snapshot's zone; without one it cannot say "today".
            guard DayCalendar(zoneIdentifier: snapshot.timeZone) != nil else {
                return .needsRefresh(reason: LoadProblem(.snapshot, .unknownTimeZone(snapshot.timeZone)))
            }
            return .ready(snapshot)
        case .tooLarge(let size):
            // A file this large was not written by the app; reading it would cost the extension
            // its memory budget, and nothing in it can be trusted.
            return .needsRefresh(reason: LoadProblem(.snapshot, .tooLarge(size: size, limit: WidgetsSnapshot.maximumFileSize)))
        case .unreadable(let code):
            if let lastGood { return .ready(lastGood) }
            return .placeholder(reason: LoadProblem(.snapshot, .unreadable(errno: code)))
        }
    }
}
