/// What a ``DoctorFinding`` is about: the part of the app's set-up one check looks at.
public enum DoctorSubject: String, CaseIterable, Hashable, Sendable {
    /// The App Group directory both processes share.
    case sharedContainer
    /// The widget extension's view of that directory.
    case widgetExtension
    /// Writing a file there the way the app publishes.
    case publishing
    /// The widgets snapshot file.
    case widgetsSnapshot
    /// The per-vehicle parts the widgets read beside the snapshot.
    case widgetParts
    /// The logbook file itself.
    case logbook
    /// SQLite's check of the logbook's pages.
    case logbookPages
    /// The logbook's schema version.
    case logbookSchema
    /// Every record row, decoded.
    case logbookRecords
    /// The spend totals the logbook keeps against the expenses they sum.
    case spendTotals
    /// The logbook's indexes and triggers against what its schema's steps make.
    case logbookIndexes
    /// What the household sync keeps on this device.
    case householdSync
    /// The files made from the logbook, as a whole (when none can be).
    case publishedFiles
    /// The calendar file.
    case calendar
    /// The reminders' last run.
    case reminders
}
