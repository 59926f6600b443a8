import HouseholdSync

extension CLIWords {
    /// What `sync` says for people after it ran (`--json` prints the summary itself): the pushed and
    /// pulled changes, the vehicles that left, the records kept aside and the new conflicts.
    func syncLines(_ summary: SyncSummary) -> [String] {
        var lines = [text(.syncSummary, [
            "server": summary.server, "pushed": plural(.syncChanges, count: summary.pushed), "pulled": count(summary.pulled),
        ])]
        lines += summary.leftVehicles.map { text(.syncVehicleLeft, ["name": $0]) }
        if summary.setAside > 0 { lines.append(plural(.syncSetAside, count: summary.setAside)) }
        if summary.newConflicts > 0 { lines.append(plural(.syncNewConflicts, count: summary.newConflicts)) }
        return lines
    }

    /// The warning (without the program's name) for changes to a vehicle this account can no longer edit.
    func unpushedWarning(_ refused: UnpushedChanges) -> String {
        text(.warningPrefix, ["message": plural(.syncUnpushed, count: refused.changes, ["vehicle": refused.vehicle])])
    }
}

extension CLIWords {
    /// What a member's changed key means and how to confirm it, `vehicle` named as the commands take
    /// it (`VEHICLE` where no one vehicle is meant); the fingerprints as the keys give them.
    func changedKey(_ changed: ChangedMemberKey, vehicle: String = "VEHICLE") -> String {
        text(.keysMemberKeyChanged, ["account": changed.account, "was": changed.was, "now": changed.now, "vehicle": vehicle])
    }
}
