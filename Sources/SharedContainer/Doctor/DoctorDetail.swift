import WidgetContract

/// What a ``DoctorFinding`` found, with the values that say it: the command line words each case in
/// the person's language (its English is what `glovebox doctor` has always printed).
///
/// An error a check met is carried as the error it is (``failure(_:)``), said by its type where the
/// reader knows it; paths and SQLite's messages are facts, not sentences of the app, and stay as they are.
public enum DoctorDetail: Hashable, Sendable {
    // The shared container.
    /// The app resolves the shared container at `path`, the App Group `appGroup`'s.
    case containerResolved(path: String, appGroup: String)
    /// The widget role resolves the shared container at `path` from this environment.
    case widgetRoleResolves(path: String)
    /// A probe file was written, synced, renamed and removed.
    case probePublished
    /// The widgets snapshot decodes: its version, size and number of vehicles.
    case snapshotRead(version: Int, bytes: Int, vehicles: Int)
    /// No widgets snapshot was published yet.
    case snapshotNotPublished
    /// The snapshot file cannot be read, for the system's `reason`.
    case snapshotUnreadable(reason: String)
    /// The snapshot file is larger than the widgets read.
    case snapshotTooLarge(bytes: Int, limit: Int)
    /// The container's directory cannot be listed.
    case cannotList(directory: String, reason: String)
    /// Parts lie in the container without a snapshot to compare them with.
    case partsWithoutSnapshot(count: Int)
    /// No part is published: the widgets read the whole snapshot.
    case noPartsPublished
    /// `count` of the `expected` parts are not what the snapshot gives.
    case partsDiffer(count: Int, expected: Int)
    /// Every part is what the snapshot gives; the largest's size against the limit a widget reads.
    case partsAsSnapshot(count: Int, version: Int, largest: Int, limit: Int)

    // The logbook.
    /// No logbook at `path` yet.
    case noLogbookYet(path: String)
    /// The logbook's file, its size and what its `-wal` holds that is not checkpointed yet.
    case logbookFile(path: String, bytes: Int?, uncheckpointedBytes: Int?)
    /// SQLite's quick_check finds no problem.
    case pagesSound
    /// SQLite's quick_check lists `problems`, and stopped at its limit when `stoppedAtLimit`.
    case pagesDamaged(problems: Int, stoppedAtLimit: Bool)
    /// The schema is the one this build writes.
    case schemaCurrent(version: Int)
    /// The schema is older; the next command that opens the logbook migrates it.
    case schemaOlder(version: Int, latest: Int)
    /// The file is a SQLite database without a logbook in it (schema version 0).
    case schemaEmpty(path: String)
    /// The schema is newer than this build supports.
    case schemaNewer(version: Int, latest: Int)
    /// The records wait for the migration to be checked.
    case recordsNotChecked
    /// Every row of every table decodes.
    case recordsReadable(rows: Int, tables: Int)
    /// Rows that do not decode, of the rows read, and tables that cannot be read to the end.
    case recordsDamaged(damaged: Int, rows: Int, unreadableTables: Int)
    /// The spend totals equal the expenses they sum.
    case spendTotalsEqual
    /// `months` monthly totals differ from the expenses they sum.
    case spendTotalsDiffer(months: Int)
    /// Every index (`indexes`) and trigger (`triggers`) the schema's steps make is there as they make it.
    case indexesAsMade(indexes: Int, triggers: Int)
    /// `objects` indexes or triggers are missing or not as the steps make them.
    case indexesNotAsMade(objects: Int)
    /// Records of the household kept aside on this device.
    case keptAside(records: Int)
    /// Edits of this account that concurrent ones replaced.
    case editsReplaced(edits: Int)
    /// The file at `path` is no SQLite database (SQLite's `message`).
    case notADatabase(path: String, message: String)
    /// The file at `path` is damaged (SQLite's `message`).
    case fileDamaged(path: String, message: String)

    // The files made from the logbook.
    /// Nobody is signed in: nothing is published.
    case signedOut
    /// No widget is installed: no widgets snapshot is published.
    case noWidgetInstalled
    /// Up to date with the logbook at `generation`.
    case upToDate(generation: Int)
    /// Behind the logbook at `generation`; the command's exit publishes it.
    case behind(generation: Int)
    /// No reminder channel is configured.
    case noReminderChannel
    /// The reminders are up to date, never having run to say when.
    case remindersUpToDate
    /// The reminders are up to date since their last run at `ranAt` (as stored) for `generation`.
    case remindersUpToDateSince(ranAt: String, generation: Int)
    /// The reminders never ran.
    case remindersNeverRun
    /// `channels` channels failed at the reminders' last run.
    case remindersChannelsFailed(channels: Int)
    /// The logbook changed since the reminders' last run.
    case remindersLogbookChanged
    /// The reminders did not run today.
    case remindersNotRunToday

    /// The shared container refused what a check asked of it.
    case containerFailed(ContainerError)
    /// The widgets snapshot does not decode.
    case snapshotUndecodable(SnapshotDecodingError)
    /// An error a check met, said by its type where the reader knows it.
    case failure(DoctorFailure)
}
