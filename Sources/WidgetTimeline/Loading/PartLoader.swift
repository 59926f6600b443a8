#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// Reads the one part a widget draws from, and turns it into a ``WidgetInput``.
///
/// A widget configured for a vehicle reads that vehicle's part; when there is none (the vehicle is
/// gone, or was never published) it reads its kind's part, which says whether the garage is empty
/// or lists another vehicle, so the widget asks to choose one as the whole snapshot would have it
/// do. Every file is read under ``WidgetPart/maximumFileSize``, which the reading closure checks
/// from the file's size before reading a byte; a larger file, a part of a version this code does
/// not know, or one that does not decode or is another widget's, makes the widget ask the user to
/// open the app, which rewrites it. A file that cannot be read at all is a passing condition (a
/// locked device): the last good part is shown.
///
/// Only when no part of the kind exists at all, as in a container written by an app from before
/// parts, is the whole snapshot read, under its own cap (``SnapshotLoader``).
public enum PartLoader {
    /// The names a widget reads, in order: its vehicle's part, then its kind's.
    public static func fileNames(for configuration: WidgetSetup) -> [String] {
        let own = configuration.vehicleId.flatMap { WidgetPart.fileName(for: configuration.kind, vehicleId: $0) }
        return [own, WidgetPart.fileName(for: configuration.kind)].compactMap { $0 }
    }

    /// Loads the input of a widget.
    ///
    /// - Parameters:
    ///   - configuration: the widget.
    ///   - lastGood: the part the widget's previous successful load produced, if any.
    ///   - lastGoodSnapshot: the whole snapshot a previous load produced, for the fallback.
    ///   - read: reads a file of the shared container, refusing it unread over the limit it is given.
    public static func load(
        for configuration: WidgetSetup, lastGood: WidgetPart? = nil, lastGoodSnapshot: WidgetsSnapshot? = nil,
        read: (_ name: String, _ limit: Int) -> SnapshotReading
    ) -> WidgetInput {
        for name in fileNames(for: configuration) {
            let reading = read(name, WidgetPart.maximumFileSize)
            if case .missing = reading { continue }
            return input(from: reading, named: name, for: configuration, lastGood: lastGood)
        }
        return .state(SnapshotLoader.load(read(WidgetsSnapshot.fileName, WidgetsSnapshot.maximumFileSize), lastGood: lastGoodSnapshot))
    }

    /// The input from what reading the part `name` found.
    static func input(
        from reading: SnapshotReading, named name: String, for configuration: WidgetSetup, lastGood: WidgetPart?
    ) -> WidgetInput {
        let file = LoadProblem.File.part(name)
        switch reading {
        case .missing:
            return .state(.needsSetup)
        case .tooLarge(let size):
            // A file this large was not written by the app; reading it would cost the extension its
            // memory budget, and nothing in it can be trusted.
            return .state(.needsRefresh(reason: LoadProblem(file, .tooLarge(size: size, limit: WidgetPart.maximumFileSize))))
        case .unreadable(let code):
            if let lastGood, lastGood.fileName == name { return .part(lastGood) }
            return .state(.placeholder(reason: LoadProblem(file, .unreadable(errno: code))))
        case .bytes(let data):
            let part: WidgetPart
            do {
                part = try SnapshotCoding.decode(WidgetPart.self, from: data)
            } catch {
                return .state(.needsRefresh(reason: LoadProblem(file, .undecodable(error))))
            }
            if let problem = mismatch(of: part, named: name, for: configuration) {
                return .state(.needsRefresh(reason: LoadProblem(file, problem)))
            }
            // The widget counts its days in the part's zone; without one it cannot say "today".
            guard DayCalendar(zoneIdentifier: part.timeZone) != nil else {
                return .state(.needsRefresh(reason: LoadProblem(file, .unknownTimeZone(part.timeZone))))
            }
            return .part(part)
        }
    }

    /// Why a decoded part is not the one this widget may draw from, or `nil` when it is.
    static func mismatch(of part: WidgetPart, named name: String, for configuration: WidgetSetup) -> LoadProblem.Issue? {
        guard part.widget == configuration.kind else { return .anotherWidgets(part.widget) }
        guard part.fileName == name else { return .misnamed }
        // The kind's part stands in for a vehicle's only to say that the vehicle is not there: one
        // that lists it means that vehicle's own part is missing, and its rows are not all here.
        if part.vehicleId == nil, let vehicleId = configuration.vehicleId, part.section.vehicleIds.contains(vehicleId) {
            return .vehiclePartMissing(vehicleId: vehicleId)
        }
        return nil
    }
}
