import AppCore
import AppLifecycle
import GarageRules
import GarageStorage
import HouseholdSync
import SharedContainer

/// The errors other modules throw at the command line, in the person's language: each typed error
/// becomes a phrase key with its values, formatted for the locale. English keeps each error's own
/// `description`, which `--json` carries too.
extension CLIWords {
    /// `error`'s message in this language, or `nil` where its own English text stands: in English, and
    /// for errors about the logbook's files that come before its preferences can be read.
    func failure(_ error: any Error) -> String? {
        guard language != .english else { return nil }
        switch error {
        case let error as GarageError: return refusal(error) ?? remainingRefusal(error)
        case let error as ImportError: return importError(error)
        case let error as ImportRefusal: return refusal(error)
        case let error as PreferenceError: return refusal(error)
        case let error as StoreError: return storeError(error)
        case let error as AppError: return appError(error)
        case let error as UndoError: return undoError(error)
        case let error as SyncError: return syncError(error)
        case let error as SharingError: return sharingError(error)
        case let error as HouseholdKeyError: return keyError(error)
        case let error as ServerURLRefusal: return urlRefusal(error)
        case let error as PlanLimitRefusal: return planLimit(error)
        case let error as FileWriteError: return fileWriteError(error)
        case let error as RestoreError: return restoreError(error)
        case let error as ContainerError: return error.text(in: language)
        case let error as LifecycleError: return lifecycleError(error)
        default: return nil
        }
    }

    /// The rules' refusals that ``refusal(_:)-(GarageError)`` leaves: the field rules' own words and
    /// the few with a typed reason of their own.
    private func remainingRefusal(_ error: GarageError) -> String? {
        let quoted = Quoted.excerpt
        func field(_ field: String, _ reason: FieldProblem.Reason) -> String {
            fieldProblem(FieldProblem(field: field, label: field, reason: reason))
        }
        switch error {
        case .signedOut: return text(CLIProblem.notSignedIn)
        case .invalidAccountName(let name):
            return text(.accountNameInvalid, ["name": quoted(name), "limit": count(TextRule.accountName.maximumLength)])
        case .invalidField(let problem): return fieldProblem(problem)
        case .unknownCurrency(let text): return field("currency", .unknownCurrency(text))
        case .malformedAmount(let text): return field("amount", .malformedAmount(text))
        case let .tooManyDecimals(text, currency, allowed): return field("amount", .tooManyDecimals(text, currency: currency, allowed: allowed))
        case .amountOutOfRange(let text): return field("amount", .amountTooLarge(text))
        case let .invalidNumber(name, value): return field(name, .outOfRange(value))
        case .emptyField(let name): return field(name, .missing)
        case let .forbiddenCharacter(name, codePoint): return field(name, .forbiddenCharacter(codePoint))
        case let .textTooLong(name, limit, length): return field(name, .tooLong(limit: limit, length: length))
        case .invalidIdentifier(let text): return field("id", .notAnIdentifier(text))
        case .duplicateIdentifier(let id): return text(.idInUse, ["id": quoted(id)])
        case let .unknownWord(name, value, allowed): return field(name, .notAWord(value, allowed: allowed))
        case let .cannotPostpone(item, reason): return text(.cannotPostpone, ["item": quoted(item), "reason": postponeRefusal(reason)])
        case let .conflictNotKept(id, reason): return text(.conflictNotKept, ["id": id, "reason": conflictKeepRefusal(reason)])
        case .invalidFuelRecord(let problem): return fuelRecordProblem(problem)
        default: return nil
        }
    }

    /// A stored row that does not decode, as an error or as the warning for one a read left out.
    func damagedRow(table: String, id: String, reason: RowDamage) -> String {
        guard language != .english else { return StoreError.corruptRow(table: table, id: id, reason: reason).description }
        return text(.storedDamaged, ["record": storedRecord(table: table), "id": id, "reason": damage(reason)])
    }

    /// The warning for a damaged row that `status` or the publish left out (without the program's name).
    func leftOutWarning(_ row: DamagedRow) -> String {
        guard language != .english else { return "warning: \(row) (left out; run 'glovebox doctor')" }
        return text(.damagedRowLeftOut, ["row": damagedRow(table: row.table, id: row.id, reason: row.damage)])
    }

    private func storeError(_ error: StoreError) -> String? {
        switch error {
        case let .corruptRow(table, id, reason): damagedRow(table: table, id: id, reason: reason)
        case let .missingRecord(kind, id): text(.storedMissing, ["kind": recordKind(word: kind), "id": id])
        case let .unreadableRate(currency, day, rate): text(.rateUnreadable, ["rate": rate, "currency": currency, "day": self.day(iso: day)])
        // The logbook's files: said before its preferences can be read, so never in another language.
        default: nil
        }
    }

    private func appError(_ error: AppError) -> String? {
        switch error {
        case .unreadableFile(let path):
            let reason: CLIProblem? = switch AppError.fileProblem(path) {
            case .missing?: .fileMissing
            case .directory?: .fileIsDirectory
            case .unreadable?: .fileNotReadable
            case nil: nil
            }
            return reason.map { text(.fileCannotReadBecause, ["path": path, "reason": text($0)]) } ?? text(.fileCannotRead, ["path": path])
        case .notADirectory(let path): return text(.fileNotADirectory, ["path": path])
        // What stopped a publish is said by its own type where this file knows it (the container, the
        // publish's steps, the logbook's errors), else in its own words.
        case .publishFailedAfterCommit(let reason): return text(.publishFailedAfterCommit, ["reason": publishFailure(reason)])
        case .publishFailed(let reason): return text(.publishFailed, ["reason": publishFailure(reason)])
        case .catchUpFailed(let reason): return text(.catchUpFailed, ["reason": publishFailure(reason)])
        case .sessionEndIncomplete(let reason): return text(.sessionEndIncomplete, ["reason": publishFailure(reason)])
        case .containerUnavailable(let error): return text(.containerUnavailable, ["reason": error.text(in: language)])
        case .bundledRatesUnavailable(let reason): return text(.bundledRatesUnavailable, ["reason": reason])
        case .directoriesUnavailable, .cannotOpenLogbook: return nil
        }
    }

    /// What stopped a publish, in this language where its type is known.
    private func publishFailure(_ failure: PublishFailure) -> String {
        self.failure(failure.error) ?? failure.description
    }

    /// A publish's own failures; the container's error inside in this language too.
    private func lifecycleError(_ error: LifecycleError) -> String {
        switch error {
        case .installedWidgetsUnavailable(let reason): text(.lifecycleWidgetsUnlisted, ["reason": reason])
        case .buildFailed(let reason): text(.lifecycleBuildFailed, ["reason": reason])
        case let .publishFailed(name, reason): text(.lifecycleFileNotPublished, ["name": name, "reason": reason])
        case .container(let error): error.text(in: language)
        case .sessionEnded: text(.lifecycleSessionEnded)
        case let .reloadFailed(kind?, reason): text(.lifecycleReloadFailedForKind, ["kind": kind.rawValue, "reason": reason])
        case let .reloadFailed(nil, reason): text(.lifecycleReloadFailedForAll, ["reason": reason])
        case let .overTheCap(name, bytes, limit):
            text(.lifecycleOverTheCap, ["name": name, "bytes": count(bytes), "limit": count(limit)])
        case .purgeFailed(let failures): text(.lifecyclePurgeFailed, ["failures": failures.map(purgeFailure).joined(separator: "; ")])
        }
    }

    /// One file a sign-out could not remove: where, and the error in this language where its type is known.
    private func purgeFailure(_ failure: PurgeFailure) -> String {
        let reason = self.failure(failure.error) ?? "\(failure.error)"
        return switch failure.place {
        case .publishingLock, .appFiles: reason
        case .sharedContainer: text(.purgeSharedContainer, ["reason": reason])
        case .shortcuts: text(.purgeShortcuts, ["reason": reason])
        case .calendar: text(.purgeCalendar, ["reason": reason])
        }
    }

    private func undoError(_ error: UndoError) -> String {
        switch error {
        case .nothingToUndo: text(.undoNothing)
        case let .notThatMany(asked, available): plural(.undoNotThatMany, count: available, ["asked": count(asked)])
        case let .wouldBreakRule(record, reason):
            text(.undoWouldBreakRule, ["record": undoneRecord(record), "reason": failure(reason) ?? reason.description])
        case let .cannotRestore(record, reason): text(.undoCannotRestore, ["record": record, "reason": undoRestoreProblem(reason)])
        }
    }

    private func fileWriteError(_ error: FileWriteError) -> String {
        switch error {
        case .exists(let path): return text(.fileExists, ["path": path])
        case let .wrongKind(path, expected):
            return text(expected == "a directory" ? .fileNotADirectory : .fileNotAFile, ["path": path])
        case let .failed(path, step, code):
            let step: CLIProblem = switch step {
            case .inspect: .stepInspect
            case .openDirectory: .stepOpenDirectory
            case .createDirectory: .stepCreateDirectory
            case .removeStaleTemporary: .stepRemoveStaleTemporary
            case .create: .stepCreate
            case .write: .stepWrite
            case .syncFile: .stepSyncFile
            case .closeFile: .stepCloseFile
            case .link: .stepLink
            case .rename: .stepRename
            case .syncDirectory: .stepSyncDirectory
            }
            // The system's name for the error (`ENOENT (2)`), which every language reads alike.
            return text(.fileWriteFailed, ["path": path, "step": text(step), "reason": FileSystemError.describe(code)])
        }
    }

    /// A document the restore refuses; a reason in parentheses or after a path is the parser's or the
    /// rules' own words.
    private func restoreError(_ error: RestoreError) -> String {
        switch error {
        case let .notJSON(file, reason): text(.restoreNotJSON, ["file": file, "reason": reason])
        case let .wrongKind(file, found): text(.restoreWrongKind, ["file": file, "found": found, "expected": LogbookExport.kind])
        case let .unsupportedVersion(file, found, highest):
            text(.restoreUnsupportedVersion, ["file": file, "found": count(found), "highest": count(highest)])
        case let .invalid(file, path, reason): text(.restoreInvalid, ["file": file, "path": path, "reason": reason])
        case let .idInUse(file, path, id): text(.restoreIDInUse, ["file": file, "path": path, "id": id])
        case let .wouldReplace(account, vehicles, records):
            text(.restoreWouldReplace, [
                "account": account, "replaced": ExportCommands.vehiclesWithRecords(vehicles, records, self, grouped: false),
            ])
        case .changed(let file): text(.restoreChanged, ["file": file])
        }
    }

    /// Why an item cannot be postponed as asked; a reason named by its words alone stays as written.
    private func postponeRefusal(_ refusal: PostponeRefusal) -> String {
        guard let reason = refusal.reason else { return refusal.description }
        return switch reason {
        case .notPositive(let count): text(.postponeNotPositive, ["count": self.count(count)])
        case .noDueDate: text(.postponeNoDueDate)
        case .noDueDistance: text(.postponeNoDueDistance)
        case let .notAfterDueDate(day, due): text(.postponeNotAfterDueDate, ["day": self.day(day), "due": self.day(due)])
        case .beyondLargestOdometer(let value): text(.postponeBeyondLargestOdometer, ["value": number(value)])
        case let .notAfterDueDistance(value, due): text(.postponeNotAfterDueDistance, ["value": number(value), "due": number(due)])
        }
    }
}
