extension PublishingSession {
    /// Whether the published snapshots are behind a logbook of generation `logbookGeneration`: a
    /// snapshot's record is of another generation, or its file is not the one published (missing,
    /// damaged, older). The widgets snapshot counts only while a widget is installed.
    ///
    /// Cheap enough for every command: it reads the installed widgets, the two records and the
    /// bytes of the two snapshots, and decodes none of them.
    public func isBehind(logbookGeneration: Int) -> Bool {
        !publisher.isCurrent(logbookGeneration: logbookGeneration)
            || !(shortcuts?.isCurrent(logbookGeneration: logbookGeneration) ?? true)
    }

    /// Whether a file of a publish is still in either directory.
    public var hasPublishedFiles: Bool {
        publisher.hasPublishedFiles || shortcuts?.hasPublishedFiles == true
    }

    /// What a command that changed nothing does on its way out: publishes when the snapshots are
    /// behind the logbook, so that a process killed between its commit and its publish (or a file
    /// damaged since) is repaired by the next command, whichever it is. Returns `nil` when they are
    /// up to date.
    ///
    /// Signed out, nothing is published; but a file of the ended session that is still there (a
    /// sign-out killed before its purge) is purged as at sign-out, every widget asked to reload.
    ///
    /// The first check runs without the publishing lock, so a publish under way in another process
    /// (a command that just committed) may make the snapshots look behind for a moment; the publish
    /// this starts waits for that one under the lock, checks again against the logbook as it is
    /// then, and builds nothing when that publish caught the snapshots up.
    @discardableResult
    public func catchUp(logbookGeneration: Int) throws(LifecycleError) -> PublishReport? {
        guard isSignedIn else {
            guard hasPublishedFiles else { return nil }
            try endSession(.signOut)
            return PublishReport(trigger: .behind, outcome: .signedOut)
        }
        guard isBehind(logbookGeneration: logbookGeneration) else { return nil }
        state.withLock { $0.changeCount += 1 }
        return try publish(trigger: .behind, force: false, onlyIfBehind: true)
    }
}
