import AppCore
import GarageRules
import GarageStorage

/// The typed reasons inside other modules' errors, in the person's language: why a fuel record's
/// facts do not fit, why a conflict cannot be kept, why an undo cannot write a record back. English
/// keeps each reason's own `description`, the words the errors have always printed.
extension CLIWords {
    /// Why a fuel record's facts do not fit together. Option values (`--energy petrol,lpg`) and
    /// units stay the words one types; an energy said in a sentence is the language's word for it.
    func fuelRecordProblem(_ problem: FuelRecordProblem) -> String {
        guard language != .english else { return problem.description }
        switch problem {
        case let .energyNamedTwice(energy, text):
            return self.text(.fuelEnergyNamedTwice, ["energy": energy.rawValue, "text": text])
        case let .notRunOn(vehicle, vehicleID, runsOn, inferred, energy, unit):
            let said = self.energy(energy)
            let what = unit.map { self.text(.fuelFillInUnitIs, ["unit": $0.rawValue, "energy": said]) }
                ?? self.text(.fuelThisFillIs, ["energy": said])
            let command = "glovebox vehicle edit \(vehicleID) --energy \(FuelRecordProblem.energyOption(runsOn: runsOn, adding: energy))"
            var fix = self.text(.fuelSayEnergyFirst, ["energy": said, "command": command])
            if inferred { fix += self.text(.fuelOrOnlyEnergy, ["energy": energy.rawValue]) }
            return self.text(.fuelNotRunOn, [
                "vehicle": vehicle, "energies": energies(runsOn), "basis": inferred ? self.text(.fuelRunsOnInferred) : "",
                "what": what, "fix": fix,
            ])
        case let .notMeasuredIn(energy, unit):
            let units = FuelRecordProblem.units(measuring: energy).map(\.rawValue).joined(separator: ", ")
            return self.text(.fuelNotMeasuredIn, ["energy": self.energy(energy), "unit": unit.rawValue, "units": units])
        case .rateWithoutCost:
            return self.text(.fuelRateWithoutCost)
        case let .energyHasFills(vehicle, energy, kept):
            return self.text(.fuelEnergyHasFills, [
                "vehicle": vehicle, "energy": self.energy(energy),
                "energies": FuelRecordProblem.energyOption(kept: kept, keeping: energy),
            ])
        case let .nothingToShowIn(vehicle, unit, fits):
            return self.text(.fuelNothingToShowIn, [
                "vehicle": vehicle, "what": self.text(unit.energy == .electric ? .fuelKWhCharges : .fuelLiquidFillUps),
                "unit": unit.rawValue, "fits": fits.map(\.rawValue).joined(separator: ", "),
            ])
        }
    }

    /// Energies in a sentence, joined as English joins them (`petrol and lpg`), one pair at a time.
    private func energies(_ energies: [Energy]) -> String {
        energies.map(energy).reduce(nil as String?) { joined, next in
            joined.map { text(.fuelEnergiesAnd, ["energies": $0, "energy": next]) } ?? next
        } ?? ""
    }

    /// Why a conflict's value cannot be kept.
    func conflictKeepRefusal(_ refusal: ConflictKeepRefusal) -> String {
        guard language != .english else { return refusal.description }
        return switch refusal {
        case .vehicleGone: text(.keepVehicleGone)
        case .unreadableParent: text(.keepUnreadableParent)
        case .unreadableRemoved: text(.keepUnreadableRemoved)
        case .removalRefused(let vehicleID): text(.keepRemovalRefused, ["id": vehicleID])
        case .comesInByItself: text(.keepComesInByItself)
        case .notYoursToChange: text(.keepNotYoursToChange)
        case .unreadableLostValue: text(.keepUnreadableLostValue)
        case .vehicleNotBroughtBack: text(.keepVehicleNotBroughtBack)
        }
    }

    /// A record an undo may not write back, by the words a person uses for its kind, with its reading
    /// and day as the locale writes them.
    func undoneRecord(_ record: UndoneRecord) -> String {
        switch record {
        case let .reading(kind, id, value, unit, date):
            let key: CLIProblem = switch kind {
            case .odometerReading: .undoRecordOdometerReading
            case .expense: .undoRecordExpense
            case .fillUp: .undoRecordFillUp
            case .service: .undoRecordService
            }
            return text(key, ["id": id, "distance": distance(value, unit), "day": day(date)])
        case .vehicle(let name): return text(.undoRecordVehicle, ["name": Quoted.excerpt(name)])
        }
    }

    /// Why an undo cannot write a record back; SQLite's own message stays as SQLite wrote it.
    func undoRestoreProblem(_ problem: UndoRestoreProblem) -> String {
        guard language != .english else { return problem.description }
        return switch problem {
        case .logbookRefused(let message): message
        case .addedRecordGone: text(.undoAddedRecordGone)
        case .vehicleGone: text(.undoVehicleGone)
        }
    }
}

extension CLIWords {
    /// Why a pull keeps a record aside; a reason an older build stored as text is shown as stored,
    /// and so are the field rules' words an older build stored inside one; a rule's refusal stored
    /// by its code is said in this language.
    func setAsideReason(_ reason: SetAsideReason) -> String {
        guard language != .english else { return reason.description }
        return switch reason {
        case .vehicleNotHere(let vehicleID): text(.asideVehicleNotHere, ["vehicle": vehicleID])
        case let .parentNotHere(kind, id): text(.asideParentNotHere, ["record": recordKind(word: kind.word), "id": id])
        case .unreadable: text(.asideUnreadable)
        case .refused(let detail): text(.asideRefused, ["detail": detail])
        case .refusedByRule(let problem): text(.asideRefused, ["detail": fieldProblem(problem)])
        case let .parentRemoved(kind, id): text(.asideParentRemoved, ["record": recordKind(word: kind.word), "id": id])
        case .nameClash(let name): text(.asideNameClash, ["name": name])
        case .unopened(let label): text(.asideUnopened, ["label": self.label(label)])
        case .stored(let text): text
        }
    }
}

extension CLIWords {
    /// What an undo left as it is because another device changed it since: the record by its kind's
    /// word and the field by its label in this language (English: the words undo has always printed).
    func leftAsIs(_ left: LeftAsIs) -> String {
        switch left {
        case let .broughtBack(kind, id): text(.undoLeftBroughtBack, ["record": recordKind(word: kind.word), "id": id])
        case let .removedSince(kind, id): text(.undoLeftRemovedSince, ["record": recordKind(word: kind.word), "id": id])
        case let .changedSince(field, kind, id):
            text(.undoLeftChangedSince, ["field": label(field), "record": recordKind(word: kind.word), "id": id])
        }
    }
}
