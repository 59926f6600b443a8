import AppCore
import ArgumentParsing
import Foundation
import GarageStorage

/// `export`, `restore` and `backup`: the logbook into files the user keeps, and back.
enum ExportCommands {
    static let all = [export, restore, backup]

    static let out = Option("--out", value: "FILE", help: "the export document to write (JSON)")
    static let csv = Option("--csv", value: "DIR", help: "write one CSV file per record kind into DIR instead")
    static let force = Flag("--force", help: "replace a file that is already there")

    static let export = GloveboxCommand(
        ["export"], summary: "write everything the logbook holds for the signed-in account into one file (or CSV files)",
        options: [out, csv, force],
        discussion: """
            The file holds the account, its preferences, every vehicle with all its fields (the licence plate
            too: it is your own file, written with mode 0600 like the logbook), every reading, expense,
            maintenance item, service and deadline, what imports remember of the rows they stored (so that
            importing the same file again adds nothing), and the exchange rates. The same logbook always
            gives the same bytes. Rows that cannot be read are written as they are stored, under "damaged",
            and named on standard error. 'glovebox restore FILE' loads it back.
            """
    ) { invocation in
        let arguments = invocation.arguments
        let summary: ExportSummary
        switch (arguments[out], arguments[csv]) {
        case (let path?, nil):
            summary = try invocation.app.export(to: path, replacing: arguments[force])
        case (nil, let directory?):
            summary = try invocation.app.exportCSV(into: directory, replacing: arguments[force])
        case (nil, nil):
            throw invocation.usageError(
                .usageCommandNeedsOneOf, ["command": "export", "first": out.optionEntry.synopsis, "second": csv.optionEntry.synopsis])
        case (.some, .some):
            throw invocation.usageError(.usageCannotGoTogether, ["first": out.name, "second": csv.name])
        }
        let console = invocation.console
        let words = invocation.words
        console.line(words.text(.exported, [
            "account": summary.account.name, "path": summary.path, "vehicles": count(summary.vehicles, .countVehicles, words),
            "records": count(summary.recordCount, .countRecords, words), "rates": count(summary.exchangeRates, .countRates, words),
            "bytes": words.number(summary.byteCount),
        ]))
        guard summary.damagedCount > 0 else { return }
        console.errorLine(
            "\(GloveboxCommandLine.program): \(count(summary.damagedCount, "damaged row")) could not be read; exported as stored, under \"damaged\":")
        for row in summary.damaged {
            console.errorLine("  \(row.table) '\(row.id)': \(row.reason)")
        }
        if summary.damagedCount > summary.damaged.count {
            console.errorLine("  … and \(Format.grouped(summary.damagedCount - summary.damaged.count)) more")
        }
    }

    static let file = Argument("FILE", help: "an export written by 'glovebox export'")

    static let restore = GloveboxCommand(
        ["restore"], summary: "load an export into the logbook (as its account, with its ids)", arguments: [file],
        options: [Confirmation.yes],
        discussion: """
            The whole file is checked first; a fault is named by its place (FILE: vehicles[2].name: …) and
            nothing is written. It signs in as the export's account. If that account already has vehicles on
            this device, it says what they are and replaces them only after asking on a terminal, or with
            --yes. 'glovebox undo' reverts a restore.
            """
    ) { invocation in
        let app = invocation.app
        // The language of the person who typed the command: the restore brings the export's preferences.
        let words = invocation.words
        let contents = try ExportContents.read(file: invocation.arguments[file], today: try invocation.app.today())
        let existing = try app.restoreTarget(of: contents)
        let what = vehiclesWithRecords(contents.vehicles.count, contents.recordCount, words)
        if existing.vehicles > 0 {
            let replaced = vehiclesWithRecords(existing.vehicles, existing.records.total, words, grouped: false)
            try Confirmation.require(
                words.text(.restoreReplaceAction, ["account": contents.account.name, "replaced": replaced, "what": what]),
                in: invocation, words: words)
        }
        let outcome = try app.perform(RestoreExport(contents, replacing: existing.vehicles > 0))
        let console = invocation.console
        var line = words.text(.restored, [
            "account": outcome.account.name, "file": contents.file, "what": what,
            "rates": count(contents.exchangeRateCount, .countRates, words), "new": words.number(outcome.newRates),
        ])
        if outcome.replacedVehicles > 0 {
            line += words.text(.restoreReplaced, [
                "replaced": vehiclesWithRecords(outcome.replacedVehicles, outcome.replacedRecords, words, grouped: false),
            ])
        }
        console.line(line + words.text(.restoreSignedIn, ["account": outcome.account.name]))
        if contents.strippedNotes > 0 {
            console.line(words.text(.restoreStrippedNotes, ["notes": count(contents.strippedNotes, .countNotes, words)]))
        }
        if contents.damagedCount > 0 {
            console.errorLine(
                "\(GloveboxCommandLine.program): the export lists \(count(contents.damagedCount, "damaged row")) under \"damaged\"; they were not restored")
        }
    }

    static let backupFile = Argument("FILE", help: "the copy to write (a logbook file)")

    static let backup = GloveboxCommand(
        ["backup"], summary: "copy the whole logbook file, consistently, even while other commands write",
        arguments: [backupFile], options: [force],
        discussion: """
            The copy holds everything the logbook holds on this device — every account, the journal, the
            rates — as it was committed when the backup started. It is written with mode 0600 and is itself a
            logbook: put it at $GLOVEBOX_HOME/app/glovebox.sqlite to open it.
            """
    ) { invocation in
        let path = invocation.arguments[backupFile]
        let size = try invocation.app.backUp(to: path, replacing: invocation.arguments[force])
        let words = invocation.words
        invocation.console.line(words.text(.backedUp, ["path": path, "bytes": words.number(size)]))
    }

    /// "1 vehicle", "1,234 records".
    static func count(_ value: Int, _ noun: String) -> String {
        "\(Format.grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// "1 vehicle", "1,234 records", "1.234 Einträge": a count with its noun in `words`' language,
    /// grouped as English has always grouped it.
    static func count(_ value: Int, _ noun: CLIPlural, _ words: CLIWords) -> String {
        words.plural(noun, count: value, shown: words.number(value))
    }

    /// "2 vehicles with 10 records", as the restore says what it brings and what it replaces.
    static func vehiclesWithRecords(_ vehicles: Int, _ records: Int, _ words: CLIWords, grouped: Bool = true) -> String {
        // English has always written what is replaced ungrouped (`RestoreError.replaced`).
        let shown = { (value: Int) in grouped || words.language != .english ? words.number(value) : String(value) }
        return words.text(.vehiclesWithRecords, [
            "vehicles": words.plural(.countVehicles, count: vehicles, shown: shown(vehicles)),
            "records": words.plural(.countRecords, count: records, shown: shown(records)),
        ])
    }

}
