import SnapshotBuilding
import WidgetContract

/// A message with a form per CLDR plural category, chosen by the widgets' own rule
/// (`Language.pluralCategory(of:)`); `{count}` is the number, formatted for the locale.
enum CLIPlural: String, CaseIterable, Sendable {
    /// `status`: the account's edits a household member's replaced.
    case lostEdits
    /// A deadline's recurrence.
    case everyMonths
    /// A number of records, as a rate hint starts.
    case records
    /// `spend`: the records left out of the totals for want of a rate.
    case missingRates
    /// A number of the counted stretches an average spans.
    case segments
    /// `economy`: the window of the last N segments.
    case windowLast
    /// `economy`: partial fills that wait for the next full one.
    case waitingPartials
    /// `economy`: fill-ups without an odometer (English has always said "fill-up(s)").
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

    /// The English forms.
    var english: [PluralCategory: String] {
        switch self {
        case .lostEdits: [
            .one: "[conflict] {count} of your edits was replaced by a household member's: see 'glovebox conflicts list'",
            .other: "[conflict] {count} of your edits were replaced by a household member's: see 'glovebox conflicts list'",
        ]
        case .everyMonths: [.one: "every {count} month", .other: "every {count} months"]
        case .records: [.one: "{count} record", .other: "{count} records"]
        // English has always said "record(s)" here.
        case .missingRates: [
            .one: "{count} record(s) had no exchange rate for their date and are not in the totals:",
            .other: "{count} record(s) had no exchange rate for their date and are not in the totals:",
        ]
        case .segments: [.one: "{count} segment", .other: "{count} segments"]
        case .windowLast: [.one: "last {count} segment", .other: "last {count} segments"]
        case .waitingPartials: [
            .one: "waiting: {count} partial fill since the last full fill-up count at the next full one",
            .other: "waiting: {count} partial fills since the last full fill-up count at the next full one",
        ]
        case .withoutOdometer: [
            .one: "{count} fill-up(s) without an odometer: their fuel counts in the stretch their day falls in (a full one joins the stretches around it); 'glovebox fuel edit ID --odometer N' gives one its reading",
            .other: "{count} fill-up(s) without an odometer: their fuel counts in the stretch their day falls in (a full one joins the stretches around it); 'glovebox fuel edit ID --odometer N' gives one its reading",
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
        case .remindNothingNew: [.one: "nothing new to tell ({count} item(s) due soon, due or overdue, each already told)", .other: "nothing new to tell ({count} item(s) due soon, due or overdue, each already told)"]
        case .remindHeldElsewhere: [.one: "{count} message(s) are being sent by another device of the account; the next run checks them", .other: "{count} message(s) are being sent by another device of the account; the next run checks them"]
        case .remindLate: [.one: "told the household server of {count} message(s) sent while it could not be asked", .other: "told the household server of {count} message(s) sent while it could not be asked"]
        }
    }

    /// The forms of a language other than English; `nil` for English.
    static func table(of language: Language) -> [CLIPlural: [PluralCategory: String]]? {
        switch language {
        case .english: nil
        case .german: german
        case .french: french
        case .spanish: spanish
        case .portuguesePortugal: portuguese
        }
    }

    /// The forms in `language`, English where its table lacks them (a test makes sure none does).
    func forms(in language: Language) -> [PluralCategory: String] {
        Self.table(of: language)?[self] ?? english
    }
}
