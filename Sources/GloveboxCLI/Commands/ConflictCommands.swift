import AppCore
import ArgumentParsing
import Foundation

/// `conflicts`: this account's edits that lost to someone else's concurrent edit of the same value,
/// and what to do about each (keep it back, or dismiss it).
enum ConflictCommands {
    static let all = [list, keep, dismiss]

    static let list = GloveboxCommand(
        ["conflicts", "list"], summary: "this account's edits that a household member's concurrent edit replaced",
        reads: true,
        discussion: """
            When two devices change the same value of a record before either has synced, the later change is kept
            on every device and the other is listed here, on each device of the account whose edit lost: the record,
            the value, yours, the one kept, who wrote it and when. Edits of different values of one record are all
            kept and listed nowhere. 'conflicts keep ID' writes yours back as a new edit; 'conflicts dismiss ID'
            (or --all) forgets it, here and, after the next sync, on the account's other devices.
            """
    ) { invocation in
        let conflicts = try invocation.app.conflicts()
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(conflicts.map(ConflictJSON.init)))
        } else if conflicts.isEmpty {
            invocation.console.line(invocation.words.text(.conflictsNone))
        } else {
            let words = invocation.words
            // The moment stays as `history` writes it, in every language; the value's name (`odometer`,
            // `note`) is the record's field, as the sync names it (CLIWords+Conflicts).
            let style = Format.minute(in: try invocation.app.timeZone())
            let header: [CLIMessage] = [.headerID, .headerVehicle, .headerRecord, .headerValue, .headerYours, .headerKept, .headerBy, .headerWhen]
            let table = [header.map { words.text($0) }] + conflicts.map { conflict in
                [
                    String(conflict.id.prefix(8)), conflict.vehicleName, "\(words.recordKind(word: conflict.kind.word)) \(conflict.recordID)",
                    words.conflictUnit(conflict), words.conflictYours(conflict), words.conflictKept(conflict),
                    conflict.winner.isEmpty ? words.text(.conflictVehicleGone) : conflict.winner,
                    conflict.writtenAt?.formatted(style) ?? "",
                ]
            }
            invocation.console.line(Format.table(table))
        }
    }

    static let conflictID = Argument("ID", help: "the conflict's id as 'glovebox conflicts' prints it (its first characters do)")

    static let keep = GloveboxCommand(
        ["conflicts", "keep"], summary: "write your value of a conflict back, as a new edit",
        arguments: [conflictID],
        discussion: """
            The value you wrote replaces the one that was kept, checked as any edit is, and syncs like one (and the
            conflict is dismissed): the household then has yours.
            """
    ) { invocation in
        let conflict = try invocation.app.perform(KeepConflict(id: invocation.arguments[conflictID]))
        invocation.console.line(invocation.words.text(.conflictKept, [
            "unit": conflict.unit, "record": invocation.words.recordKind(word: conflict.kind.word), "id": conflict.recordID,
        ]))
    }

    static let optionalID = OptionalArgument("ID", help: "the conflict's id as 'glovebox conflicts' prints it")
    static let every = Flag("--all", help: "dismiss every conflict")

    static let dismiss = GloveboxCommand(
        ["conflicts", "dismiss"], summary: "forget a conflict (or --all), keeping the value that won",
        arguments: [optionalID], options: [every],
        discussion: """
            The value kept stays. For a record written while what it belongs to was removed ('removed-parent'),
            keeping the removal discards the record, with what was kept aside under it (a service's expense), on
            every device after the next sync; 'conflicts keep ID' brings what it belongs to back instead.
            """
    ) { invocation in
        let arguments = invocation.arguments
        let words = invocation.words
        let ids: [String]?
        if arguments[every] {
            ids = nil
        } else if let id = arguments[optionalID] {
            let conflict = try KeepConflict.conflict(id, in: try invocation.app.conflicts().map(\.conflict))
            guard conflict.unit != "set-aside" else {
                throw CLIError.validation(words.text(.conflictKeptAside, ["record": words.recordKind(word: conflict.kind.word), "id": conflict.recordID]))
            }
            ids = [conflict.id]
        } else {
            throw CLIError.validation(words.text(.conflictNeedsID))
        }
        let (dismissed, discarded) = try invocation.app.perform(DismissConflicts(ids))
        invocation.console.line(words.plural(.conflictsDismissed, count: dismissed))
        if discarded > 0 { invocation.console.line(words.plural(.conflictsDiscarded, count: discarded)) }
    }
}
