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
            return [DoctorFinding(.failed, "logbook", error.description, fix: "see the shared container's findings above")]
        }
    }
}
