import AppCore
import ArgumentParsing
import Foundation
import GarageStorage

/// `history` and `undo`: the journal of the account's committed changes, and reverting them.
enum HistoryCommands {
    static let all = [history, undo]

    static let limit = Option(
        "--limit", value: "N", help: "how many of the latest changes to list (default 20)", parse: .integer(in: 1...10_000))

    static let change = OptionalArgument(
        "N", help: "one change's number: what it did to each record and what it replaced", parse: .integer(in: 1...Int.max))

    static let history = GloveboxCommand(
        ["history"], summary: "the latest changes to the logbook, newest first, with what each replaced",
        arguments: [change], options: [limit], reads: true,
        discussion: """
            Each line is one change: its number, when it was made, what it was and how many records it touched; an
            undone change is marked. 'glovebox history N' shows change N record by record: what it added, what it
            removed (with what that was), and each field it changed, with the value it replaced and the value now.
            An undo of an import names the records it removed by the import, in one line: importing the same file
            again brings them back.
            The journal keeps each account's latest 1,000 changes and none older than 90 days: what a removal took
            stays undoable that long, then is gone for good.
            """
    ) { invocation in
        if let sequence = invocation.arguments[change] {
            let (entry, details) = try invocation.app.historyEntry(sequence)
            if invocation.wantsJSON { return invocation.console.line(try Format.json(JournalDetailJSON(entry, details: details))) }
            let style = Format.minute(in: try invocation.app.timeZone())
            let words = invocation.words
            let heading: [String: String] = [
                "sequence": String(entry.sequence), "label": entry.label, "when": entry.committedAt.formatted(style),
            ]
            var lines = [entry.undoneBy.map { words.text(.historyHeadingUndone, heading.merging(["undo": String($0)]) { $1 }) }
                ?? words.text(.historyHeading, heading)]
            // An undo of an import names the records it removed by the import, in its place among its
            // changes; an undo's entry has no import of its own, so each other item is one detail.
            let removesImports = entry.items.contains { if case .removedImportedRecords = $0 { true } else { false } }
            var pending = details[...]
            for item in removesImports ? entry.items : [] {
                switch item {
                case .change: if let detail = pending.popFirst() { lines += detailLines(detail, words: words) }
                case .removedImportedRecords(let vehicle, let count, let importSequence):
                    lines.append("  " + words.text(.historyRemovedImport, [
                        "records": words.plural(.records, count: count), "sequence": String(importSequence), "vehicle": vehicle.rawValue,
                    ]))
                case .importedRecords: continue
                }
            }
            for detail in pending { lines += detailLines(detail, words: words) }
            return invocation.console.line(lines.joined(separator: "\n"))
        }
        let entries = try invocation.app.history(limit: invocation.arguments[limit] ?? 20)
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(entries.map(JournalEntryJSON.init)))
        } else if entries.isEmpty {
            invocation.console.line(invocation.words.text(.historyNone))
        } else {
            let words = invocation.words
            let style = Format.minute(in: try invocation.app.timeZone())
            let header = ["#"] + [CLIMessage.headerWhen, .headerChange, .headerRecords, .headerUndone].map { words.text($0) }
            let table = [header] + entries.map { entry in
                [String(entry.sequence), entry.committedAt.formatted(style), entry.label, words.count(entry.recordCount),
                 entry.undoneBy.map { words.text(.historyUndoneBy, ["sequence": String($0)]) } ?? ""]
            }
            invocation.console.line(Format.table(table))
        }
    }

    /// One record's lines of `history N`: what was done to it, then each field.
    static func detailLines(_ detail: JournalChangeDetail, words: CLIWords) -> [String] {
        let gone = detail.exists ? "" : " " + words.text(.historyGoneSince)
        var lines: [String] = []
        switch detail.action {
        case .added: lines.append("  " + words.text(.historyAdded, ["key": "\(detail.key)"]) + gone)
        case .removed:
            lines.append("  " + words.text(.historyRemoved, ["key": "\(detail.key)"]) + (detail.exists ? " " + words.text(.historyBackSince) : ""))
        case .changed: lines.append("  " + words.text(.historyChanged, ["key": "\(detail.key)"]) + gone)
        }
        for field in detail.fields {
            let before = field.before.map { "'\(Format.oneLine($0))'" } ?? words.text(.historyNothing)
            if detail.action == .removed {
                lines.append("    " + words.text(.historyFieldRemoved, ["field": field.label, "before": before]))
            } else {
                let now = detail.exists ? (field.now.map { "'\(Format.oneLine($0))'" } ?? words.text(.historyNothing)) : "-"
                lines.append("    " + words.text(.historyFieldChanged, ["field": field.label, "before": before, "now": now]))
            }
        }
        return lines
    }

    static let count = OptionalArgument(
        "N", help: "how many of the latest changes to undo (default 1)", parse: .integer(in: 1...1_000))

    static let undo = GloveboxCommand(
        ["undo"], summary: "revert the latest changes (see 'glovebox history'), as a change of its own",
        arguments: [count],
        discussion: """
            Reverts the last N changes not undone yet, newest first: what they added goes, what they removed or
            changed comes back as it was. Every reading that comes back is checked as a new one would be; an undo
            that would break a rule says which and changes nothing. The undo itself shows in the history.
            """
    ) { invocation in
        let outcome = try invocation.app.perform(Undo(count: invocation.arguments[count] ?? 1))
        let words = invocation.words
        for entry in outcome.entries {
            invocation.console.line(words.text(.undid, [
                "sequence": String(entry.sequence), "label": entry.label, "records": words.plural(.records, count: entry.recordCount),
            ]))
        }
        for left in outcome.leftAsChanged {
            invocation.console.line(words.text(.undoLeft, ["what": words.leftAsIs(left)]))
        }
    }
}

/// A journal entry as `history --json` prints it.
struct JournalEntryJSON: Encodable {
    let sequence: Int
    let committedAt: String
    let change: String
    let recordCount: Int
    let undoneBy: Int?

    init(_ entry: JournalSummary) {
        sequence = entry.sequence
        committedAt = entry.committedAt.formatted(.iso8601)
        change = entry.label
        recordCount = entry.recordCount
        undoneBy = entry.undoneBy
    }
}

/// One change of the history, record by record, as `history N --json` prints it.
struct JournalDetailJSON: Encodable {
    struct Record: Encodable {
        let kind: String
        let id: String
        let action: String
        let exists: Bool
        let fields: [Field]
    }

    struct Field: Encodable {
        let field: String
        let before: String?
        let now: String?
    }

    /// The records an undo of an import removed, named by the import.
    struct RemovedImport: Encodable {
        let vehicle: String
        let recordCount: Int
        let importedBy: Int
    }

    let sequence: Int
    let committedAt: String
    let change: String
    let undoneBy: Int?
    let records: [Record]
    /// Left out when there are none.
    let removedImports: [RemovedImport]?

    init(_ entry: JournalEntry, details: [JournalChangeDetail]) {
        sequence = entry.sequence
        committedAt = entry.committedAt.formatted(.iso8601)
        change = entry.label
        undoneBy = entry.undoneBy
        records = details.map { detail in
            Record(
                kind: detail.key.kind.rawValue, id: detail.key.id, action: detail.action.rawValue, exists: detail.exists,
                fields: detail.fields.map { Field(field: $0.label, before: $0.before, now: $0.now) })
        }
        let removed = entry.items.compactMap { item -> RemovedImport? in
            guard case .removedImportedRecords(let vehicle, let count, let importSequence) = item else { return nil }
            return RemovedImport(vehicle: vehicle.rawValue, recordCount: count, importedBy: importSequence)
        }
        removedImports = removed.isEmpty ? nil : removed
    }
}
