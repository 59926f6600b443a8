import GarageStorage
import SharedContainer

extension AppSession {
    /// Checks the logbook for `glovebox doctor` (see ``LogbookCheck``): read-only, so a missing
    /// logbook stays missing ("no logbook yet") and a damaged one is left as it is.
    ///
    /// It opens a connection of its own, never the session's store, which would create or migrate.
    public func checkLogbook() -> [DoctorFinding] {
        do {
            return LogbookCheck(path: try databasePath()).run()
        } catch {
            return [.failed(.logbook, .failure(DoctorFailure(error)), fix: .seeContainerFindings)]
        }
    }
}

extension AppSession {
    /// The `locale` preference as the logbook holds it, read without creating or migrating the
    /// logbook, for commands that must leave it as it is (`doctor` only looks at it; `remind install`
    /// sets up a timer, not a logbook); `nil` when there is no logbook or its preferences cannot be
    /// read, for then they speak English. With nobody signed in no preference speaks, and it is the
    /// system's locale (``AppPlatform/systemLocale``).
    public func inspectedLocale() -> String? {
        guard let path = try? databasePath(), let store = try? GarageStore(inspecting: path) else { return nil }
        defer { store.close() }
        do {
            guard try store.accounts.signedIn() != nil else { return platform.systemLocale.identifier }
            return try store.preferences.load().locale
        } catch {
            return nil
        }
    }
}
