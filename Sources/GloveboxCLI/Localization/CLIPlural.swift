import SnapshotBuilding
import WidgetContract

/// A message with a form per CLDR plural category, chosen by the widgets' own rule
/// (`Language.pluralCategory(of:)`); `{count}` is the number, formatted for the locale.
enum CLIPlural: String, CaseIterable, Sendable, PhraseCatalog {
    /// `status`: the account's edits a household member's replaced.
    case lostEdits
    /// A deadline's recurrence.
    case everyMonths
    /// A number of records, as a rate hint starts.
    case records
    /// `spend`: the records left out of the totals for want of a rate.
    case missingRates
    /// `report`: the same, as the note under the month table.
    case reportMissingRates
    /// A number of the counted stretches an average spans.
    case segments
    /// `economy`: the window of the last N segments.
    case windowLast
    /// `economy`: partial fills that wait for the next full one.
    case waitingPartials
    /// `economy`: fill-ups without an odometer.
    case withoutOdometer
    /// A stretch left out: no full fill-up before it; `{level}` is the tank or the battery.
    case skipNoLevel
    /// A stretch left out: it ends at a fill marked --missed.
    case skipMissed
    /// A number of readings, in what a removal takes with it.
    case countReadings
    /// A number of expenses, likewise.
    case countExpenses
    /// A number of maintenance items, likewise.
    case countItems
    /// A number of services, likewise.
    case countServices
    /// A number of deadlines, likewise.
    case countDeadlines
    /// A maintenance item's logged services, which go with it.
    case countLoggedServices
    /// A number of vehicles, in what an export or restore holds.
    case countVehicles
    /// A number of records, likewise.
    case countRecords
    /// A number of exchange rates, likewise.
    case countRates
    /// A number of notes, likewise.
    case countNotes
    /// `remind`: nothing new, with the items already told.
    case remindNothingNew
    /// `remind`: messages another device of the account is sending.
    case remindHeldElsewhere
    /// `remind`: messages confirmed to the household server late.
    case remindLate
    /// `remind`: a channel that failed, with the messages that wait for it.
    case remindChannelFailed
    /// `remind`: the channels that failed.
    case remindChannelsFailed
    /// `remind test`: the channels that failed, of those tried.
    case remindTestChannelsFailed
    /// `prefs set currency`: a home currency no rate converts into, with the expenses it would drop.
    case prefsCurrencyRefused
    /// `rates import`: the rates read.
    case ratesCount
    /// `rates import`: the currencies they are for.
    case ratesCurrencies
    /// `rates import`: the days they span.
    case ratesDays
    /// `rates import`: the cells without a rate.
    case ratesMissingCells
    /// `rates import`: the columns of currencies it does not know.
    case ratesSkipped
    /// An import's new records.
    case importNewRecords
    /// An import's rows an earlier one stored.
    case importAlready
    /// An import's rows whose records were removed since.
    case importRemovedSince
    /// Odometer values an import converts.
    case importOdometerValues
    /// Reminder distances an import converts.
    case importReminderDistances
    /// Rows left out because their records were removed since an earlier import.
    case importLeftOutRemoved
    /// Rows brought back (--restore-removed).
    case importBroughtBack
    /// Rows a dry run would bring back.
    case importBroughtBackDry
    /// Rows of an undone import, imported again.
    case importUndone
    /// Rows of an undone import a dry run would import again.
    case importUndoneDry
    /// Readings lower than the one before, stored as corrections.
    case importBackwards
    /// Readings lower than the one before that a dry run would store as corrections.
    case importBackwardsDry
    /// Notes an import cleaned of control characters.
    case importCleaned
    /// Notes a dry run would clean.
    case importCleanedDry
    /// Notes an import cut to the longest a note may be.
    case importCut
    /// Notes a dry run would cut.
    case importCutDry
    /// Rows of another app's file the logbook cannot hold.
    case importLeftOutRows
    /// Odometer values with a fraction, rounded.
    case importRounded
    /// `conflicts dismiss`: the conflicts forgotten.
    case conflictsDismissed
    /// `conflicts dismiss`: the records kept aside that go with a removal kept.
    case conflictsDiscarded
    /// `sync`: the changes pushed.
    case syncChanges
    /// `sync`: the household's records kept aside on this device.
    case syncSetAside
    /// `sync`: this account's edits a household member's concurrent edit replaced.
    case syncNewConflicts
    /// `sync`: changes to a vehicle this account can no longer edit.
    case syncUnpushed
    /// A link's spend screen: the records of the month.
    case linkRecords
    /// A link's spend screen: the records without a rate.
    case linkUnconverted
    case demoAlreadyHas
    case demoInstalled
    /// A plan's limit of vehicles, reached.
    case refusalPlanLimit
    /// `logout`: changes the final push could not deliver.
    case logoutCannot
    /// `logout --discard-unsynced`: what its question says goes.
    case logoutLoseChanges
    /// `logout` of a household: the vehicles whose copy goes.
    case logoutRemoved
    /// `logout --discard-unsynced`: the changes lost.
    case logoutDiscarded
    /// `delete-account`: what its question says goes.
    case deleteAction
    /// `open`: the ids a link's destination takes, against those it has.
    case linkIdCount
    /// `conflicts list`: the records a refused removal of a vehicle met.
    case conflictUnseenRecords
    /// `login`: the vehicles recorded before accounts owned their data, now the account's.
    case signedInTookOver
    /// `doctor`: the vehicles a widgets snapshot holds.
    case doctorVehicles
    /// `doctor`: widget parts with no snapshot beside them.
    case doctorPartsWithoutSnapshot
    /// `doctor`: the parts (`{problems}` of them wrong) the snapshot gives.
    case doctorPartsDiffer
    /// `doctor`: the parts that are all as the snapshot gives them.
    case doctorPartsAsSnapshot
    /// `doctor`: a file's size.
    case doctorBytes
    /// `doctor`: the problems SQLite's quick_check lists.
    case doctorProblems
    /// `doctor`: the record rows read.
    case doctorRows
    /// `doctor`: the rows that do not decode.
    case doctorDamagedRows
    /// `doctor`: the tables that cannot be read to the end, after the rows.
    case doctorUnreadableTables
    /// `doctor`: the monthly spend totals that differ from their expenses.
    case doctorSpendTotalsDiffer
    case doctorIndexesNotAsMade
    /// `doctor`: the household's records kept aside on this device.
    case doctorKeptAside
    /// `doctor`: this account's edits that concurrent ones replaced.
    case doctorEditsReplaced
    /// `doctor`: the reminder channels that failed.
    case doctorRemindersChannelsFailed
    /// `doctor`: the problems a finding does not list.
    case doctorMoreItems
    /// `undo N`: fewer changes can be undone than asked; `{asked}` is how many were asked.
    case undoNotThatMany
    /// A household plan's limit, as the server's refusal states it; `{plan}` is the plan's name.
    case planOwnedVehicles
    /// `plan`: the owned vehicles of those the plan allows (`{owned}` of the `count` allowed).
    case planVehiclesOf
    /// `plan`: the owned vehicles of a plan without a limit.
    case planVehiclesNoLimit

    /// The English forms.
    var english: [PluralCategory: String] {
        switch self {
        case .lostEdits: [
            .one: "[conflict] {count} of your edits was replaced by a household member's: see 'glovebox conflicts list'",
            .other: "[conflict] {count} of your edits were replaced by a household member's: see 'glovebox conflicts list'",
        ]
        case .everyMonths: [.one: "every {count} month", .other: "every {count} months"]
        case .records: [.one: "{count} record", .other: "{count} records"]
        case .missingRates: [
            .one: "{count} record had no exchange rate for its date and is not in the totals:",
            .other: "{count} records had no exchange rate for their date and are not in the totals:",
        ]
        case .reportMissingRates: [
            .one: "{count} record had no exchange rate for its date and is not in the totals.",
            .other: "{count} records had no exchange rate for their date and are not in the totals.",
        ]
        case .segments: [.one: "{count} segment", .other: "{count} segments"]
        case .windowLast: [.one: "last {count} segment", .other: "last {count} segments"]
        case .waitingPartials: [
            .one: "waiting: {count} partial fill since the last full fill-up count at the next full one",
            .other: "waiting: {count} partial fills since the last full fill-up count at the next full one",
        ]
        case .withoutOdometer: [
            .one: "{count} fill-up without an odometer: its fuel counts in the stretch its day falls in (a full one joins the stretches around it); 'glovebox fuel edit ID --odometer N' gives it its reading",
            .other: "{count} fill-ups without an odometer: their fuel counts in the stretch their day falls in (a full one joins the stretches around it); 'glovebox fuel edit ID --odometer N' gives one its reading",
        ]
        case .skipNoLevel: [
            .one: "{count} fill with no full fill-up before it: {level} it started from is unknown",
            .other: "{count} fills with no full fill-up before them: {level} they started from is unknown",
        ]
        case .skipMissed: [
            .one: "{count} fill after a fill-up that was not recorded (--missed): left out, not averaged in",
            .other: "{count} fills after a fill-up that was not recorded (--missed): left out, not averaged in",
        ]
        case .countReadings: [.one: "{count} reading", .other: "{count} readings"]
        case .countExpenses: [.one: "{count} expense", .other: "{count} expenses"]
        case .countItems: [.one: "{count} maintenance item", .other: "{count} maintenance items"]
        case .countServices: [.one: "{count} service", .other: "{count} services"]
        case .countDeadlines: [.one: "{count} deadline", .other: "{count} deadlines"]
        case .countLoggedServices: [.one: "{count} logged service", .other: "{count} logged services"]
        case .countVehicles: [.one: "{count} vehicle", .other: "{count} vehicles"]
        case .countRecords: [.one: "{count} record", .other: "{count} records"]
        case .countRates: [.one: "{count} exchange rate", .other: "{count} exchange rates"]
        case .countNotes: [.one: "{count} note", .other: "{count} notes"]
        case .remindNothingNew: [.one: "nothing new to tell ({count} item due soon, due or overdue, already told)", .other: "nothing new to tell ({count} items due soon, due or overdue, each already told)"]
        case .remindHeldElsewhere: [.one: "{count} message is being sent by another device of the account; the next run checks it", .other: "{count} messages are being sent by another device of the account; the next run checks them"]
        case .remindLate: [.one: "told the household server of {count} message sent while it could not be asked", .other: "told the household server of {count} messages sent while it could not be asked"]
        case .remindChannelFailed: [.one: "{channel} failed: {reason}; {count} message waits for the next run", .other: "{channel} failed: {reason}; {count} messages wait for the next run"]
        case .remindChannelsFailed: [.one: "{count} channel failed; the others were told", .other: "{count} channels failed; the others were told"]
        case .remindTestChannelsFailed: [.one: "{failed} of {count} channel failed", .other: "{failed} of {count} channels failed"]
        case .prefsCurrencyRefused: [.one: "home currency {code} is refused: no rate source converts into it ({why}), so {count} expense in another currency would drop out of every total; first import rates that have {code} ('glovebox rates import FILE', an ECB-format file with a {code} column)", .other: "home currency {code} is refused: no rate source converts into it ({why}), so {count} expenses in other currencies would drop out of every total; first import rates that have {code} ('glovebox rates import FILE', an ECB-format file with a {code} column)"]
        case .ratesCount: [.one: "{count} rate", .other: "{count} rates"]
        case .ratesCurrencies: [.one: "{count} currency", .other: "{count} currencies"]
        case .ratesDays: [.one: "{count} day", .other: "{count} days"]
        case .ratesMissingCells: [.one: "{count} cell without a rate", .other: "{count} cells without a rate"]
        case .ratesSkipped: [
            .one: "; skipped {count} column of an unknown currency: {codes}",
            .other: "; skipped {count} columns of unknown currencies: {codes}",
        ]
        case .importNewRecords: [.one: "{count} new record", .other: "{count} new records"]
        case .importAlready: [.one: "{count} already imported", .other: "{count} already imported"]
        case .importRemovedSince: [.one: "{count} removed since, left out", .other: "{count} removed since, left out"]
        case .importOdometerValues: [.one: "{count} odometer values", .other: "{count} odometer values"]
        case .importReminderDistances: [.one: "{count} reminder distances", .other: "{count} reminder distances"]
        case .importLeftOutRemoved: [.one: "left out {count} row whose record was removed since an earlier import (--restore-removed brings it back): {list}", .other: "left out {count} rows whose records were removed since an earlier import (--restore-removed brings them back): {list}"]
        case .importBroughtBack: [.one: "brought back {count} row whose record was removed since an earlier import: {list}", .other: "brought back {count} rows whose records were removed since an earlier import: {list}"]
        case .importBroughtBackDry: [.one: "would bring back {count} row whose record was removed since an earlier import: {list}", .other: "would bring back {count} rows whose records were removed since an earlier import: {list}"]
        case .importUndone: [.one: "{count} row of an import that was undone was imported again", .other: "{count} rows of an import that was undone were imported again"]
        case .importUndoneDry: [.one: "{count} row of an import that was undone would be imported again", .other: "{count} rows of an import that was undone would be imported again"]
        case .importBackwards: [.one: "{count} reading is lower than the one before it, stored as a correction (outside the odometer checks' series):", .other: "{count} readings are lower than the one before them, stored as corrections (outside the odometer checks' series):"]
        case .importBackwardsDry: [.one: "{count} reading is lower than the one before it, would be stored as a correction (outside the odometer checks' series):", .other: "{count} readings are lower than the one before them, would be stored as corrections (outside the odometer checks' series):"]
        case .importCleaned: [.one: "cleaned {count} note of control or text-direction characters (line breaks became spaces): {list}", .other: "cleaned {count} notes of control or text-direction characters (line breaks became spaces): {list}"]
        case .importCleanedDry: [.one: "would clean {count} note of control or text-direction characters (line breaks became spaces): {list}", .other: "would clean {count} notes of control or text-direction characters (line breaks became spaces): {list}"]
        case .importCut: [.one: "cut {count} note to {maximum} characters: {list}", .other: "cut {count} notes to {maximum} characters: {list}"]
        case .importCutDry: [.one: "would cut {count} note to {maximum} characters: {list}", .other: "would cut {count} notes to {maximum} characters: {list}"]
        case .importLeftOutRows: [.one: "left out {count} row the logbook cannot hold:", .other: "left out {count} rows the logbook cannot hold:"]
        case .importRounded: [.one: "rounded {count} odometer value with a fraction to the whole unit the logbook keeps (half up):", .other: "rounded {count} odometer values with a fraction to the whole unit the logbook keeps (half up):"]
        case .conflictsDismissed: [.one: "dismissed {count} conflict", .other: "dismissed {count} conflicts"]
        case .conflictsDiscarded: [.one: "removed {count} record kept aside because what it belongs to was removed (on every device after the next sync)", .other: "removed {count} records kept aside because what they belong to was removed (on every device after the next sync)"]
        case .syncChanges: [.one: "{count} change", .other: "{count} changes"]
        case .syncSetAside: [.one: "{count} record of the household is kept aside on this device, with the reason ('glovebox conflicts list', 'glovebox doctor'); it comes in at a sync once its reason is gone", .other: "{count} records of the household are kept aside on this device, each with the reason ('glovebox conflicts list', 'glovebox doctor'); each comes in at a sync once its reason is gone"]
        case .syncNewConflicts: [.one: "{count} of this account's edits was replaced by a household member's edit made at the same time: see 'glovebox conflicts list'", .other: "{count} of this account's edits were replaced by a household member's edit made at the same time: see 'glovebox conflicts list'"]
        case .syncUnpushed: [.one: "{count} change to '{vehicle}' was not pushed: this account can no longer edit it (its owner removed it, or its share was revoked or made view-only); it is kept on this device as a conflict: see 'glovebox conflicts list'", .other: "{count} changes to '{vehicle}' were not pushed: this account can no longer edit it (its owner removed it, or its share was revoked or made view-only); they are kept on this device as conflicts: see 'glovebox conflicts list'"]
        case .linkRecords: [.one: "{count} record", .other: "{count} records"]
        case .linkUnconverted: [.one: "  {count} record had no exchange rate and is not in the total", .other: "  {count} records had no exchange rate and are not in the total"]
        case .demoAlreadyHas: [.one: "the logbook already has {count} vehicle; showing it as it is ({option} starts over)", .other: "the logbook already has {count} vehicles; showing them as they are ({option} starts over)"]
        case .demoInstalled: [.one: "installed {count} widget in the widget host: {list}", .other: "installed {count} widgets in the widget host: {list}"]
        case .refusalPlanLimit: [.one: "the {plan} plan allows {count} vehicles; upgrade to plus to add '{name}'", .other: "the {plan} plan allows {count} vehicles; upgrade to plus to add '{name}'"]
        case .logoutCannot: [.one: "cannot sign out: {count} change made on this device has not reached the household server and the final push failed: {message}. Everything stays on this device; sync once the server takes it, or sign out with --discard-unsynced to lose it", .other: "cannot sign out: {count} changes made on this device have not reached the household server and the final push failed: {message}. Everything stays on this device; sync once the server takes them, or sign out with --discard-unsynced to lose them"]
        case .logoutLoseChanges: [.one: "sign out and lose {count} change that never reached the household server, with this device's copy of {account}'s vehicles", .other: "sign out and lose {count} changes that never reached the household server, with this device's copy of {account}'s vehicles"]
        case .logoutRemoved: [.one: "signed out; removed this device's copy of {count} vehicle{rest}", .other: "signed out; removed this device's copy of {count} vehicles{rest}"]
        case .logoutDiscarded: [.one: " and {count} change the household server never took", .other: " and {count} changes the household server never took"]
        case .deleteAction: [.one: "delete account {account} and its {count} vehicle with every record of it from this device{server}", .other: "delete account {account} and its {count} vehicles with every record of them from this device{server}"]
        case .linkIdCount: [.one: "expected {count} id after the destination, found {found}", .other: "expected {count} ids after the destination, found {found}"]
        case .conflictUnseenRecords: [.one: "{count} record you had not seen", .other: "{count} records you had not seen"]
        case .signedInTookOver: [.one: "took over {count} vehicle recorded on this device before accounts owned their data, while nobody was signed in", .other: "took over {count} vehicles recorded on this device before accounts owned their data, while nobody was signed in"]
        case .doctorVehicles: [.one: "{count} vehicle", .other: "{count} vehicles"]
        case .doctorPartsWithoutSnapshot: [.one: "{count} part without a snapshot to compare it with", .other: "{count} parts without a snapshot to compare them with"]
        case .doctorPartsDiffer: [.one: "{problems} of {count} part not as the snapshot gives it", .other: "{problems} of {count} parts not as the snapshot gives them"]
        case .doctorPartsAsSnapshot: [.one: "{count} part, version {version}, as the snapshot gives it; the largest is {largest} bytes of the {limit} a widget reads", .other: "{count} parts, version {version}, as the snapshot gives them; the largest is {largest} bytes of the {limit} a widget reads"]
        case .doctorBytes: [.one: "{count} byte", .other: "{count} bytes"]
        case .doctorProblems: [.one: "{count} problem", .other: "{count} problems"]
        case .doctorRows: [.one: "{count} row", .other: "{count} rows"]
        case .doctorDamagedRows: [.one: "{count} damaged row", .other: "{count} damaged rows"]
        case .doctorUnreadableTables: [.one: ", {count} unreadable table", .other: ", {count} unreadable tables"]
        case .doctorSpendTotalsDiffer: [.one: "{count} monthly total differs from the expenses they sum", .other: "{count} monthly totals differ from the expenses they sum"]
        case .doctorIndexesNotAsMade: [.one: "{count} index or trigger missing or not as its step makes it", .other: "{count} indexes or triggers missing or not as their steps make them"]
        case .doctorKeptAside: [.one: "{count} record of the household kept aside on this device", .other: "{count} records of the household kept aside on this device"]
        case .doctorEditsReplaced: [.one: "{count} edit of this account replaced by concurrent ones", .other: "{count} edits of this account replaced by concurrent ones"]
        case .doctorRemindersChannelsFailed: [.one: "behind the logbook: {count} channel failed at the last run", .other: "behind the logbook: {count} channels failed at the last run"]
        case .doctorMoreItems: [.one: "… and {count} more", .other: "… and {count} more"]
        case .undoNotThatMany: [
            .one: "only {count} change can be undone, not {asked}; nothing was changed",
            .other: "only {count} changes can be undone, not {asked}; nothing was changed",
        ]
        // The server's reason (its schema raises 'the % plan allows % owned vehicles'), in the person's words.
        case .planVehiclesOf: [.one: "{owned} of {count} vehicle", .other: "{owned} of {count} vehicles"]
        case .planVehiclesNoLimit: [.one: "{count} vehicle, no limit", .other: "{count} vehicles, no limit"]
        case .planOwnedVehicles: [.one: "the {plan} plan allows {count} owned vehicle", .other: "the {plan} plan allows {count} owned vehicles"]
        }
    }

    /// The forms in `language` (`text(in:)`, named for what a plural has).
    func forms(in language: Language) -> [PluralCategory: String] {
        text(in: language)
    }
}
