extension PublishingSession {
    /// Whether the published snapshots are behind a logbook of generation `logbookGeneration`: a
    /// snapshot's record is of another generation, or its file is not the one published (missing,
    /// damaged, older). The widgets snapshot counts only while a widget is installed.
    ///
    /// Cheap enough for every command: it reads the installed widgets (from `configurations`),
    /// the two records, the bytes of the two snapshots and the container's listing, and decodes
    /// none of them.
    public func isBehind(logbookGeneration: Int, configurations: CurrentConfigurations) -> Bool {
        !publisher.isCurrent(logbookGeneration: logbookGeneration, configurations: configurations)
            || !(shortcuts?.isCurrent(logbookGeneration: logbookGeneration) ?? true)
            || !(calendar?.isCurrent(logbookGeneration: logbookGeneration) ?? true)
    }

    /// Whether the published snapshots are behind a logbook of generation `logbookGeneration`,
    /// after asking the reload center which widgets are installed.
    public func isBehind(logbookGeneration: Int) async -> Bool {
        isBehind(
            logbookGeneration: logbookGeneration,
            configurations: await CurrentConfigurations.fetch(from: publisher.reloadCenter))
    }

    /// Whether a file of a publish is still in either directory.
    public var hasPublishedFiles: Bool {
        publisher.hasPublishedFiles || shortcuts?.hasPublishedFiles == true || calendar?.hasPublishedFiles == true
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
    public func catchUp(
        logbookGeneration: Int, configurations: CurrentConfigurations
    ) throws(LifecycleError) -> PublishReport? {
        guard isSignedIn else {
            guard hasPublishedFiles else { return nil }
            try endSession(.signOut)
            return PublishReport(trigger: .behind, outcome: .signedOut)
        }
        guard isBehind(logbookGeneration: logbookGeneration, configurations: configurations) else { return nil }
        state.withLock { $0.changeCount += 1 }
        return try publish(trigger: .behind, force: false, onlyIfBehind: true, configurations: configurations)
    }

    /// What a session that changed nothing does on its way out, as
    /// ``catchUp(logbookGeneration:configurations:)``, after asking the reload center which widgets
    /// are installed.
    @discardableResult
    public func catchUp(logbookGeneration: Int) async throws(LifecycleError) -> PublishReport? {
        let configurations = await CurrentConfigurations.fetch(from: publisher.reloadCenter)
        return try catchUp(logbookGeneration: logbookGeneration, configurations: configurations)
    }
}
