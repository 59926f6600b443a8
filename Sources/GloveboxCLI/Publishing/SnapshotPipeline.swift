import Foundation
import GarageRules
import GarageStorage
import SnapshotBuilding
import WidgetContract

/// Builds the app's two snapshots from the logbook as it is now, in the user's language, time
/// zone and lock: the one place where preferences become a `SnapshotContext`.
///
/// It opens its own connection to the logbook, so a publish that a timer starts while a command
/// is still writing reads the last committed state, never a half-made change.
struct SnapshotPipeline: Sendable {
    /// The logbook file.
    let databasePath: String
    /// The clock and the time zone used when no preference names one.
    let environment: GloveboxEnvironment

    /// The language used when no `locale` preference is set.
    static let defaultLocale = "en-US"

    /// The inputs every snapshot is built from.
    struct Inputs {
        let input: SnapshotInput
        let context: SnapshotContext
    }

    func inputs() throws -> Inputs {
        let store = try GarageStore(path: databasePath)
        let timeZone = try store.preference("timezone").flatMap(TimeZone.init(identifier:)) ?? environment.defaultTimeZone
        let now = environment.now()
        let input = try store.loadSnapshotInput(today: Garage.day(of: now, in: timeZone))
        let context = SnapshotContext(
            now: now, locale: Locale(identifier: input.preferences["locale"] ?? Self.defaultLocale),
            timeZone: timeZone, isLocked: input.preferences["lock"] == "on")
        return Inputs(input: input, context: context)
    }

    /// The widgets snapshot.
    func widgetsSnapshot() throws -> WidgetsSnapshot {
        let inputs = try inputs()
        return SnapshotBuilder.build(garage: inputs.input.garage, rates: inputs.input.rates, context: inputs.context)
    }

    /// The Siri and Shortcuts snapshot.
    func shortcutsSnapshot() throws -> ShortcutsSnapshot {
        let inputs = try inputs()
        return ShortcutsBuilder.build(garage: inputs.input.garage, rates: inputs.input.rates, context: inputs.context)
    }
}
