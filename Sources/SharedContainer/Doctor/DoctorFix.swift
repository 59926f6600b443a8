/// What to do about a ``DoctorFinding``: the command line words it in the person's language, with
/// the commands, variables and paths as they must be typed.
public enum DoctorFix: Hashable, Sendable {
    // The shared container.
    /// Set the environment `variable` to an absolute path.
    case setAbsolutePath(variable: String)
    /// Move the file at `path` away (a directory belongs there), or choose another root.
    case moveFileAway(path: String)
    /// Make `path` writable, or choose another root.
    case makeWritable(path: String)
    /// Choose a root of one's own: `path` belongs to someone else.
    case useOwnDirectory(path: String)
    /// Check the free space and the root's permissions.
    case checkSpaceAndPermissions
    /// Make `path` readable by this user.
    case makeReadable(path: String)
    /// Make the container readable by this user.
    case makeContainerReadable
    /// Add the App Group `identifier` to the app's and the extension's targets (Apple).
    case addAppGroup(identifier: String)
    /// Reinstall the app (Apple).
    case reinstallApp

    // What publishing mends.
    /// Run `glovebox publish`.
    case publish
    /// Run `glovebox publish`, which rewrites the snapshot.
    case publishToRewriteIt
    /// Run `glovebox publish`, which rewrites the parts.
    case publishToRewriteThem
    /// Run `glovebox publish`, or any command that changes the logbook.
    case publishOrChangeTheLogbook

    // The logbook.
    /// Keep a copy of the file at `path`, then restore from a backup; damaged pages fail commands.
    case restorePages(path: String)
    /// Move the file away, then restore from a backup or let the next command start a new logbook.
    case moveAwayAndRestore
    /// Keep a copy of the file, then restore from a backup.
    case keepCopyAndRestore
    /// Update glovebox to the build that wrote the logbook.
    case updateGlovebox
    /// Restore from a backup or correct the rows by hand; until then they are left out.
    case restoreRows
    /// Run `glovebox doctor --repair`; until then the kept totals are shown.
    case repairSpendTotals
    /// Run `glovebox doctor --repair`, which makes the indexes and triggers again.
    case repairIndexes
    /// Records kept aside come in once what they belong to is back.
    case keptAsideComeIn
    /// See `glovebox conflicts list`: keep one's edits back or dismiss them.
    case seeConflicts
    /// Check that the file at `path` is readable by this user.
    case checkReadable(path: String)
    /// See the shared container's findings, printed before.
    case seeContainerFindings

    // The reminders.
    /// Run `glovebox remind add desktop`.
    case addReminderChannel
    /// Run `glovebox remind`.
    case runReminders
}
