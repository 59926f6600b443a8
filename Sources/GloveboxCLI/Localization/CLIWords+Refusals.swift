import AppCore
import GarageRules

extension CLIWords {
    /// The refusal of the rules most people meet (a name that matches nothing, a reading below an
    /// earlier one, …) in this language, or `nil` where the rules' own English text stands: for
    /// English, whose text the rules already hold, and for the refusals not translated yet.
    func refusal(_ error: GarageError) -> String? {
        guard language != .english else { return nil }
        let quoted = Quoted.excerpt
        switch error {
        case .unknownVehicle(let name):
            return text(.refusalUnknownVehicle, ["name": quoted(name)])
        case .ambiguousVehicle(let name):
            return text(.refusalAmbiguousVehicle, ["name": quoted(name)])
        case .duplicateVehicleName(let name):
            return text(.refusalDuplicateVehicle, ["name": quoted(name)])
        case let .plateSpelledByVehicleID(vehicle, id):
            return text(.refusalPlateSpelledByID, ["name": quoted(vehicle), "id": id])
        case let .readOnlyVehicle(name, role):
            return text(.refusalReadOnly, ["name": quoted(name), "role": self.role(role)])
        case let .notVehicleOwner(name, role):
            return text(.refusalNotOwner, ["name": quoted(name), "role": self.role(role)])
        case let .unknownRecord(kind, id):
            return text(.refusalUnknownRecord, ["kind": recordKind(word: kind), "id": quoted(id)])
        case let .odometerDecreasing(value, previous, previousDate):
            return text(.refusalOdometerDecreasing, ["value": number(value), "previous": number(previous), "day": day(previousDate)])
        case let .odometerAboveLater(value, later, laterDate):
            return text(.refusalOdometerAboveLater, ["value": number(value), "later": number(later), "day": day(laterDate)])
        case let .unknownMaintenanceItem(item, vehicle):
            return text(.refusalUnknownItem, ["item": quoted(item), "vehicle": quoted(vehicle)])
        case let .ambiguousMaintenanceItem(item, vehicle):
            return text(.refusalAmbiguousItem, ["item": quoted(item), "vehicle": quoted(vehicle)])
        case let .duplicateMaintenanceItem(item, vehicle):
            return text(.refusalDuplicateItem, ["item": quoted(item), "vehicle": quoted(vehicle)])
        case .missingSchedule(let item):
            return text(.refusalMissingSchedule, ["item": quoted(item)])
        case let .unknownDeadline(title, vehicle):
            return text(.refusalUnknownDeadline, ["title": quoted(title), "vehicle": quoted(vehicle)])
        case let .ambiguousDeadline(title, vehicle):
            return text(.refusalAmbiguousDeadline, ["title": quoted(title), "vehicle": quoted(vehicle)])
        case .deadlineDoesNotRecur(let title):
            return text(.refusalDeadlineDoesNotRecur, ["title": quoted(title)])
        case let .renewalNotLater(title, newDue, currentDue):
            return text(.refusalRenewalNotLater, ["title": quoted(title), "day": day(newDue), "current": day(currentDue)])
        case let .futureDate(day, today):
            return text(.refusalFutureDate, ["day": self.day(day), "today": self.day(today)])
        case .negativeAmount(let amount):
            return text(.refusalNegativeAmount, ["amount": quoted(amount)])
        case .invalidRate(let rate):
            return text(.refusalInvalidRate, ["rate": quoted(rate)])
        case .unknownCurrency(let code):
            return text(.refusalUnknownCurrency, ["code": quoted(code)])
        case let .planLimitReached(plan, limit, name):
            return plural(.refusalPlanLimit, count: limit, ["plan": plan.rawValue, "name": quoted(name)])
        case .unknownPlan(let name):
            return text(.refusalUnknownPlan, ["name": quoted(name)])
        case .malformedAmount(let value):
            return text(.refusalMalformedAmount, ["value": quoted(value)])
        case .invalidDate(let value):
            return text(.refusalInvalidDate, ["value": quoted(value)])
        case let .unknownConflict(id, ambiguous):
            return text(ambiguous ? .refusalAmbiguousConflict : .refusalUnknownConflict, ["id": quoted(id)])
        case .planSetByHousehold:
            return text(.refusalPlanSetByHousehold)
        default:
            return nil
        }
    }

    /// An import's refusal of a file it cannot place (`ImportRefusal`) in this language, or `nil`
    /// for English, whose text AppCore already holds.
    func refusal(_ refusal: ImportRefusal) -> String? {
        guard language != .english else { return nil }
        let quoted = Quoted.excerpt
        return switch refusal {
        case let .unitNotSaid(vehicle, unit): text(.importUnitNotSaid, ["vehicle": quoted(vehicle), "unit": unit.rawValue])
        case let .severalVehicles(file, names): text(.importSeveralVehicles, ["file": file, "names": quoted(names)])
        case .vehicleNotNamed(let file): text(.importVehicleNotNamed, ["file": file])
        case let .distanceUnitNotSaid(file, vehicle): text(.importDistanceUnitNotSaid, ["file": file, "vehicle": quoted(vehicle)])
        }
    }

    /// A record kind as the rules name it (`RecordKind.word`, `fill-up`), in this language.
    func recordKind(word: String) -> String {
        let message: CLIMessage? = switch word {
        case RecordKind.vehicle.word: .recordVehicle
        case RecordKind.odometerEntry.word: .recordReading
        case RecordKind.expense.word: .recordExpense
        case RecordKind.maintenanceItem.word: .recordMaintenanceItem
        case RecordKind.service.word: .recordService
        case RecordKind.deadline.word: .recordDeadline
        case "fill-up": .recordFillUp
        default: nil
        }
        return message.map { text($0) } ?? word
    }
}
