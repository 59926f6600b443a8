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
    /// The language tag that applies (see ``localeTag()``), read without creating or migrating the
    /// logbook, for commands that must leave it as it is (`doctor` only looks at it; `remind install`
    /// sets up a timer, not a logbook). With no logbook (or none that opens), or nobody signed in, no preference speaks and
    /// it is the system's locale (``AppPlatform/systemLocale``); `nil` when the logbook's preferences
    /// cannot be read, for then nobody knows whether one names another language, and they speak English.
    public func inspectedLocale() -> String? {
        let system = systemLocaleTag
        guard let path = try? databasePath(), let store = try? GarageStore(inspecting: path) else { return system }
        defer { store.close() }
        do {
            guard try store.accounts.signedIn() != nil else { return system }
            return try store.preferences.load().localeTag(systemLocale: platform.systemLocale)
        } catch {
            return nil
        }
    }
}
