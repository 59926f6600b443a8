import GarageRules
import GarageStorage

extension AppSession {
    /// What importing `change` would do, worked out in one read transaction: the same plan, checks
    /// and refusals as ``perform(_:)`` of it, but no row is written, no journal entry appended and
    /// nothing published (`glovebox import lubelogger --dry-run`).
    public func preview(_ change: ImportLubeLogger) throws -> ImportLubeLogger.Outcome {
        let now = platform.clock()
        return try store().read { store in
            let context = ChangeContext(store: store, now: now, ids: platform.ids) { [unowned self] in
                try self.timeZone()
            }
            return try change.preview(in: context)
        }
    }

    /// What importing another app's file would do, worked out as ``preview(_:)-(ImportLubeLogger)`` is.
    public func preview(_ change: ImportFuelApp) throws -> ImportFuelApp.Outcome {
        let now = platform.clock()
        return try store().read { store in
            let context = ChangeContext(store: store, now: now, ids: platform.ids) { [unowned self] in
                try self.timeZone()
            }
            return try change.preview(in: context)
        }
    }
}
