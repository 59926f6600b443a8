import Foundation
import WidgetContract

/// Every way a change to the logbook can be refused, with a short message that names the value at fault.
///
/// Commands throw before they change anything, so a caller that catches one of these can be sure the
/// garage it holds is the garage it had. Hashable so that a value which carries one (an import's typed
/// fault, said later in the person's language) can be Hashable too.
public enum GarageError: Error, Hashable, Sendable, CustomStringConvertible {
    // MARK: Account and plan

    /// No account is signed in.
    case signedOut
    /// The account's plan allows no more vehicles; carries the plan and the refused vehicle's name.
    case planLimitReached(plan: Plan, limit: Int, vehicleName: String)
    /// A plan name that is neither `free` nor `plus`.
    case unknownPlan(String)
    /// An account name that is empty or has control characters.
    case invalidAccountName(String)

    // MARK: Values

    /// A record's field holds a value its rule refuses (see ``FieldRule``): the problem names the field.
    case invalidField(FieldProblem)

    /// A currency code that is not in ISO 4217.
    case unknownCurrency(String)
    /// An amount that is not a plain decimal number like `1234.56`.
    case malformedAmount(String)
    /// An amount with more decimals than its currency's minor unit allows.
    case tooManyDecimals(String, currency: String, allowed: Int)
    /// An amount too large to hold exactly.
    case amountOutOfRange(String)
    /// A negative amount where only zero or more makes sense.
    case negativeAmount(String)
    /// An exchange rate that is not a positive decimal number.
    case invalidRate(String)
    /// A number (named by `field`) that is malformed or out of range.
    case invalidNumber(field: String, value: String)
    /// A calendar day that could not be parsed.
    case invalidDate(String)
    /// A day after today.
    case futureDate(CalendarDay, today: CalendarDay)
    /// A text field (named by `field`) that must not be empty.
    case emptyField(String)
    /// A text with a character no typed text may hold (a control or bidirectional-control character).
    case forbiddenCharacter(field: String, codePoint: UInt32)
    /// A text longer than its field holds.
    case textTooLong(field: String, limit: Int, length: Int)
    /// An identifier with characters outside `[a-z0-9-]`.
    case invalidIdentifier(String)
    /// An identifier that is already in use.
    case duplicateIdentifier(String)
    /// A name that is not one of the words allowed for `field` (category, unit, role, deadline kind).
    case unknownWord(field: String, value: String, allowed: [String])

    // MARK: Vehicles

    /// No vehicle has this id or name.
    case unknownVehicle(String)
    /// More than one vehicle has this name.
    case ambiguousVehicle(String)
    /// Another vehicle already has this name.
    case duplicateVehicleName(String)
    /// The plate is spelled out by a vehicle's id (`vehicle` names it), which every deep link,
    /// snapshot and household row carries, and which never changes.
    case plateSpelledByVehicleID(vehicle: String, id: String)
    /// The account's role on the vehicle does not allow the change.
    case readOnlyVehicle(name: String, role: SharingRole)
    /// Only the owner may do this to the vehicle (remove it).
    case notVehicleOwner(name: String, role: SharingRole)

    /// No record of this kind has this id in the signed-in account's logbook.
    case unknownRecord(kind: String, id: String)
    /// A fuel record's facts do not fit together (a kWh charge in a litres figure, an edit that
    /// takes a fill-up's quantity away); the problem names what.
    case invalidFuelRecord(FuelRecordProblem)

    // MARK: Odometer

    /// A reading lower than the latest reading dated on or before it.
    case odometerDecreasing(value: Int, previous: Int, previousDate: CalendarDay)
    /// A reading higher than the earliest reading dated after it.
    case odometerAboveLater(value: Int, later: Int, laterDate: CalendarDay)

    // MARK: Maintenance

    /// No maintenance item of the vehicle has this id or name.
    case unknownMaintenanceItem(String, vehicle: String)
    /// More than one maintenance item of the vehicle has this name.
    case ambiguousMaintenanceItem(String, vehicle: String)
    /// Another item of the vehicle already has this name.
    case duplicateMaintenanceItem(String, vehicle: String)
    /// An item with neither an interval nor a first due point.
    case missingSchedule(String)
    /// A postponement that does not fit the item (carries why).
    case cannotPostpone(item: String, reason: PostponeRefusal)

    // MARK: Deadlines

    /// No deadline of the vehicle has this id or title.
    case unknownDeadline(String, vehicle: String)
    /// More than one deadline of the vehicle has this title.
    case ambiguousDeadline(String, vehicle: String)
    /// A renewal without a new due date of a deadline that does not recur.
    case deadlineDoesNotRecur(String)
    /// A new due date that is not after the current one.
    case renewalNotLater(title: String, newDue: CalendarDay, currentDue: CalendarDay)

    // Conflicts of a household's sync
    /// No conflict of the account has this id (or several start with it: `ambiguous`).
    case unknownConflict(String, ambiguous: Bool)
    /// A conflict whose value cannot be kept, and why.
    case conflictNotKept(id: String, reason: ConflictKeepRefusal)
    /// A plan changed on a device whose account syncs with a household server, which holds the plan.
    case planSetByHousehold

    /// The message, lowercase and naming the value at fault.
    public var description: String {
        switch self {
        case .signedOut:
            "not signed in; sign in with an account first"
        case let .planLimitReached(plan, limit, name):
            "the \(plan.rawValue) plan allows \(limit) vehicles; upgrade to plus to add '\(Quoted.excerpt(name))'"
        case .unknownPlan(let text):
            "unknown plan '\(Quoted.excerpt(text))' (expected free or plus)"
        case .invalidAccountName(let text):
            "account name '\(Quoted.excerpt(text))' must be non-empty text of at most \(TextRule.accountName.maximumLength) characters, without control or text-direction characters"
        case .invalidField(let problem):
            problem.description
        // The field rules' own words, one text for a typed value and a stored one.
        case .unknownCurrency(let text):
            FieldProblem(field: "currency", label: "currency", reason: .unknownCurrency(text)).description
        case .malformedAmount(let text):
            FieldProblem(field: "amount", label: "amount", reason: .malformedAmount(text)).description
        case let .tooManyDecimals(text, currency, allowed):
            FieldProblem(field: "amount", label: "amount", reason: .tooManyDecimals(text, currency: currency, allowed: allowed)).description
        case .amountOutOfRange(let text):
            FieldProblem(field: "amount", label: "amount", reason: .amountTooLarge(text)).description
        case .negativeAmount(let text):
            "amount '\(Quoted.excerpt(text))' is negative"
        case .invalidRate(let text):
            "exchange rate '\(Quoted.excerpt(text))' is not a positive number like 1.0856"
        case let .invalidNumber(field, value):
            FieldProblem(field: field, label: field, reason: .outOfRange(value)).description
        case .invalidDate(let text):
            "date '\(Quoted.excerpt(text))' is not a day of the form YYYY-MM-DD"
        case let .futureDate(day, today):
            "date \(day) is in the future (today is \(today))"
        case .emptyField(let field):
            FieldProblem(field: field, label: field, reason: .missing).description
        case let .forbiddenCharacter(field, codePoint):
            FieldProblem(field: field, label: field, reason: .forbiddenCharacter(codePoint)).description
        case let .textTooLong(field, limit, length):
            FieldProblem(field: field, label: field, reason: .tooLong(limit: limit, length: length)).description
        case .invalidIdentifier(let text):
            FieldProblem(field: "id", label: "id", reason: .notAnIdentifier(text)).description
        case .duplicateIdentifier(let text):
            "id '\(Quoted.excerpt(text))' is already in use"
        case let .unknownWord(field, value, allowed):
            FieldProblem(field: field, label: field, reason: .notAWord(value, allowed: allowed)).description
        case .unknownVehicle(let text):
            "no vehicle '\(Quoted.excerpt(text))'"
        case .ambiguousVehicle(let text):
            "more than one vehicle is named '\(Quoted.excerpt(text))'; use its id"
        case .duplicateVehicleName(let text):
            "a vehicle named '\(Quoted.excerpt(text))' already exists"
        case let .plateSpelledByVehicleID(vehicle, id):
            "the id of '\(Quoted.excerpt(vehicle))' (\(id)) spells out that licence plate, and links and widgets show the id:"
                + " the plate is not recorded (an id comes from the name a vehicle was added with, and never changes)"
        case let .readOnlyVehicle(name, role):
            "you are \(role.withArticle) of '\(Quoted.excerpt(name))' and cannot change its records"
        case let .notVehicleOwner(name, role):
            "only the owner can remove '\(Quoted.excerpt(name))' (you are \(role.withArticle))"
        case let .unknownRecord(kind, id):
            "no \(kind) '\(Quoted.excerpt(id))'"
        case .invalidFuelRecord(let problem):
            problem.description
        case let .odometerDecreasing(value, previous, previousDate):
            "odometer \(value) is lower than \(previous) recorded on \(previousDate); pass --correct if this is a correction"
        case let .odometerAboveLater(value, later, laterDate):
            "odometer \(value) is higher than \(later) recorded later on \(laterDate); pass --correct if this is a correction"
        case let .unknownMaintenanceItem(text, vehicle):
            "no maintenance item '\(Quoted.excerpt(text))' on '\(Quoted.excerpt(vehicle))'"
        case let .ambiguousMaintenanceItem(text, vehicle):
            "more than one maintenance item on '\(Quoted.excerpt(vehicle))' is named '\(Quoted.excerpt(text))'; use its id"
        case let .duplicateMaintenanceItem(text, vehicle):
            "'\(Quoted.excerpt(vehicle))' already has a maintenance item named '\(Quoted.excerpt(text))'"
        case .missingSchedule(let name):
            "maintenance item '\(Quoted.excerpt(name))' needs an interval (months or distance) or a first due date or distance"
        case let .cannotPostpone(item, reason):
            "cannot postpone '\(Quoted.excerpt(item))': \(reason)"
        case let .unknownDeadline(text, vehicle):
            "no deadline '\(Quoted.excerpt(text))' on '\(Quoted.excerpt(vehicle))'"
        case let .ambiguousDeadline(text, vehicle):
            "more than one deadline on '\(Quoted.excerpt(vehicle))' is titled '\(Quoted.excerpt(text))'; use its id"
        case .deadlineDoesNotRecur(let title):
            "deadline '\(Quoted.excerpt(title))' does not recur; give its new due date"
        case let .renewalNotLater(title, newDue, currentDue):
            "new due date \(newDue) of '\(Quoted.excerpt(title))' is not after its current due date \(currentDue)"
        case let .unknownConflict(id, ambiguous):
            ambiguous
                ? "several conflicts start with '\(Quoted.excerpt(id))': give more of the id (see 'glovebox conflicts list')"
                : "no conflict has the id '\(Quoted.excerpt(id))' (see 'glovebox conflicts list')"
        case let .conflictNotKept(id, reason):
            "the conflict \(id) cannot be kept: \(reason)"
        case .planSetByHousehold:
            "this account's plan is kept by its household server, which enforces it: ask the server's administrator "
                + "('glovebox-server plan DIR ACCOUNT PLAN'); this device takes the new plan at its next sync"
        }
    }
}
