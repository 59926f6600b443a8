import SharedContainer

/// `glovebox doctor`'s findings in the person's language: the checks report what they found
/// (``DoctorFinding``), and these are its words.
extension CLIWords {
    /// The finding for the terminal: its line, its items indented under it, then the fix.
    func finding(_ finding: DoctorFinding) -> String {
        var lines = [text(.doctorLine, [
            "outcome": outcome(finding.outcome), "subject": subject(finding.subject), "detail": detail(finding.detail),
        ])]
        // Each item in this language by the type that found it; SQLite's own words as they are.
        lines += finding.items.map { "       - " + item($0) }
        if finding.unlisted > 0 { lines.append("       - " + plural(.doctorMoreItems, count: finding.unlisted)) }
        if let fix = finding.fix { lines.append("       " + text(.doctorFixLine, ["fix": self.fix(fix)])) }
        return lines.joined(separator: "\n")
    }

    /// The tag of an outcome (`ok`, `note`, `FAIL`).
    func outcome(_ outcome: DoctorFinding.Outcome) -> String {
        switch outcome {
        case .passed: text(.doctorOutcomePassed)
        case .notice: text(.doctorOutcomeNotice)
        case .failed: text(.doctorOutcomeFailed)
        }
    }

    /// What a check looked at (`logbook pages`).
    func subject(_ subject: DoctorSubject) -> String {
        switch subject {
        case .sharedContainer: text(.doctorSubjectSharedContainer)
        case .widgetExtension: text(.doctorSubjectWidgetExtension)
        case .publishing: text(.doctorSubjectPublishing)
        case .widgetsSnapshot: text(.doctorSubjectWidgetsSnapshot)
        case .widgetParts: text(.doctorSubjectWidgetParts)
        case .logbook: text(.doctorSubjectLogbook)
        case .logbookPages: text(.doctorSubjectLogbookPages)
        case .logbookSchema: text(.doctorSubjectLogbookSchema)
        case .logbookRecords: text(.doctorSubjectLogbookRecords)
        case .spendTotals: text(.doctorSubjectSpendTotals)
        case .logbookIndexes: text(.doctorSubjectLogbookIndexes)
        case .householdSync: text(.doctorSubjectHouseholdSync)
        case .publishedFiles: text(.doctorSubjectPublishedFiles)
        case .calendar: text(.doctorSubjectCalendar)
        case .reminders: text(.doctorSubjectReminders)
        }
    }

    /// What a check found, with its values in the locale's numbers.
    func detail(_ detail: DoctorDetail) -> String {
        switch detail {
        case .containerResolved(let path, let group): text(.doctorContainerResolved, ["path": path, "group": group])
        case .widgetRoleResolves(let path): text(.doctorWidgetRoleResolves, ["path": path])
        case .probePublished: text(.doctorProbePublished)
        case .snapshotRead(let version, let bytes, let vehicles):
            text(.doctorSnapshotRead, [
                "version": count(version), "bytes": count(bytes), "vehicles": plural(.doctorVehicles, count: vehicles),
            ])
        case .snapshotNotPublished: text(.doctorSnapshotNotPublished)
        case .snapshotUnreadable(let reason): text(.doctorSnapshotUnreadable, ["reason": reason])
        case .snapshotTooLarge(let bytes, let limit): text(.doctorSnapshotTooLarge, ["bytes": count(bytes), "limit": count(limit)])
        case .cannotList(let directory, let reason): text(.doctorCannotList, ["directory": directory, "reason": reason])
        case .partsWithoutSnapshot(let parts): plural(.doctorPartsWithoutSnapshot, count: parts)
        case .noPartsPublished: text(.doctorNoPartsPublished)
        case .partsDiffer(let problems, let expected):
            plural(.doctorPartsDiffer, count: expected, ["problems": count(problems)])
        case .partsAsSnapshot(let parts, let version, let largest, let limit):
            plural(.doctorPartsAsSnapshot, count: parts, [
                "version": count(version), "largest": count(largest), "limit": count(limit),
            ])
        case .noLogbookYet(let path): text(.doctorNoLogbookYet, ["path": path])
        case .logbookFile(let path, let bytes, let uncheckpointed):
            path + (bytes.map { " (" + plural(.doctorBytes, count: $0) + ")" } ?? "")
                + (uncheckpointed.map { text(.doctorLogbookWal, ["size": plural(.doctorBytes, count: $0)]) } ?? "")
        case .pagesSound: text(.doctorPagesSound)
        case .pagesDamaged(let problems, let stoppedAtLimit):
            text(.doctorPagesDamaged, ["problems": plural(.doctorProblems, count: problems)])
                + (stoppedAtLimit ? text(.doctorPagesStopped) : "")
        case .schemaCurrent(let version): text(.doctorSchemaCurrent, ["version": count(version)])
        case .schemaOlder(let version, let latest): text(.doctorSchemaOlder, ["version": count(version), "latest": count(latest)])
        case .schemaEmpty(let path): text(.doctorSchemaEmpty, ["path": path])
        case .schemaNewer(let version, let latest): text(.doctorSchemaNewer, ["version": count(version), "latest": count(latest)])
        case .recordsNotChecked: text(.doctorRecordsNotChecked)
        case .recordsReadable(let rows, let tables):
            text(.doctorRecordsReadable, ["rows": plural(.doctorRows, count: rows), "tables": count(tables)])
        case .recordsDamaged(let damaged, let rows, let unreadableTables):
            text(.doctorRecordsDamaged, [
                "damaged": plural(.doctorDamagedRows, count: damaged), "rows": plural(.doctorRows, count: rows),
            ]) + (unreadableTables > 0 ? plural(.doctorUnreadableTables, count: unreadableTables) : "")
        case .spendTotalsEqual: text(.doctorSpendTotalsEqual)
        case .spendTotalsDiffer(let months): plural(.doctorSpendTotalsDiffer, count: months)
        case let .indexesAsMade(indexes, triggers): text(.doctorIndexesAsMade, ["indexes": count(indexes), "triggers": count(triggers)])
        case .indexesNotAsMade(let objects): plural(.doctorIndexesNotAsMade, count: objects)
        case .keptAside(let records): plural(.doctorKeptAside, count: records)
        case .editsReplaced(let edits): plural(.doctorEditsReplaced, count: edits)
        case .notADatabase(let path, let message): text(.doctorNotADatabase, ["path": path, "message": message])
        case .fileDamaged(let path, let message): text(.doctorFileDamaged, ["path": path, "message": message])
        case .signedOut: text(.doctorSignedOut)
        case .noWidgetInstalled: text(.doctorNoWidgetInstalled)
        case .upToDate(let generation): text(.doctorUpToDate, ["generation": count(generation)])
        case .behind(let generation): text(.doctorBehind, ["generation": count(generation)])
        case .noReminderChannel: text(.doctorNoReminderChannel)
        case .remindersUpToDate: text(.doctorRemindersUpToDate)
        case .remindersUpToDateSince(let ranAt, let generation):
            text(.doctorRemindersUpToDateSince, ["ranAt": ranAt, "generation": count(generation)])
        case .remindersNeverRun: text(.doctorRemindersNeverRun)
        case .remindersChannelsFailed(let channels): plural(.doctorRemindersChannelsFailed, count: channels)
        case .remindersLogbookChanged: text(.doctorRemindersLogbookChanged)
        case .remindersNotRunToday: text(.doctorRemindersNotRunToday)
        case .containerFailed(let error): error.text(in: language)
        case .snapshotUndecodable(let error): error.text(in: language)
        case .failure(let failure): self.failure(failure.error) ?? failure.description
        }
    }

    /// What to do about a finding.
    func fix(_ fix: DoctorFix) -> String {
        switch fix {
        case .setAbsolutePath(let variable): text(.doctorFixSetAbsolutePath, ["variable": variable])
        case .moveFileAway(let path): text(.doctorFixMoveFileAway, ["path": path])
        case .makeWritable(let path): text(.doctorFixMakeWritable, ["path": path])
        case .useOwnDirectory(let path): text(.doctorFixUseOwnDirectory, ["path": path])
        case .checkSpaceAndPermissions: text(.doctorFixCheckSpaceAndPermissions)
        case .makeReadable(let path): text(.doctorFixMakeReadable, ["path": path])
        case .makeContainerReadable: text(.doctorFixMakeContainerReadable)
        case .addAppGroup(let identifier): text(.doctorFixAddAppGroup, ["identifier": identifier])
        case .reinstallApp: text(.doctorFixReinstallApp)
        case .publish: text(.doctorFixPublish)
        case .publishToRewriteIt: text(.doctorFixPublishToRewriteIt)
        case .publishToRewriteThem: text(.doctorFixPublishToRewriteThem)
        case .publishOrChangeTheLogbook: text(.doctorFixPublishOrChangeTheLogbook)
        case .restorePages(let path): text(.doctorFixRestorePages, ["path": path])
        case .moveAwayAndRestore: text(.doctorFixMoveAwayAndRestore)
        case .keepCopyAndRestore: text(.doctorFixKeepCopyAndRestore)
        case .updateGlovebox: text(.doctorFixUpdateGlovebox)
        case .restoreRows: text(.doctorFixRestoreRows)
        case .repairSpendTotals: text(.doctorFixRepairSpendTotals)
        case .repairIndexes: text(.doctorFixRepairIndexes)
        case .keptAsideComeIn: text(.doctorFixKeptAsideComeIn)
        case .seeConflicts: text(.doctorFixSeeConflicts)
        case .checkReadable(let path): text(.doctorFixCheckReadable, ["path": path])
        case .seeContainerFindings: text(.doctorFixSeeContainerFindings)
        case .addReminderChannel: text(.doctorFixAddReminderChannel)
        case .runReminders: text(.doctorFixRunReminders)
        }
    }
}
