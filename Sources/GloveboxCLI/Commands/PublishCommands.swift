import AppCore
import ArgumentParsing
import Foundation
import LinuxPlatform
import NativeConfig
import SharedContainer

/// `publish`, `doctor` and `native-config`: the app's side of the widgets, and its set-up.
enum PublishCommands {
    static let all = [publish, doctor, nativeConfig]

    // Its own `--json`: it writes, so it is not a read command, but scripts want its report.
    static let reportJSON = Flag("--json", help: "print the report as JSON")

    static let publish = GloveboxCommand(
        ["publish"], summary: "publish the widgets and Shortcuts snapshots and the calendar now, and say what changed",
        options: [reportJSON],
        discussion: """
            Every command that changes the logbook publishes on its way out; this forces one. The widgets
            snapshot is built only when a widget is installed, and only the kinds whose content changed
            are asked to reload; the calendar file (see 'calendar export') is rewritten only when its events
            changed.
            """
    ) { invocation in
        let report = try invocation.app.publishNow()
        invocation.console.line(invocation.arguments[reportJSON] ? report.json : invocation.words.publishSummary(report))
    }

    static let repair = Flag(
        "--repair", help: "make missing or changed indexes and triggers again, and sum the spend totals again when they differ")

    static let doctor = GloveboxCommand(
        ["doctor"], summary: "check that the widgets can see what the app publishes, and that the logbook is sound",
        options: [repair],
        discussion: """
            Exits 1, with the fix, when the shared container cannot be resolved, written or read, or when the
            logbook is damaged: its files, SQLite's quick_check of its pages, its schema version, every
            record row, its indexes and triggers, and the spend totals the logbook keeps against the expenses
            they sum, read without creating or migrating it. Then, on a sound logbook, says whether the widgets
            snapshot, the calendar file and the reminders are behind it (a note with the command that catches
            each up).
            With --repair, indexes and triggers missing or not as the logbook's steps make them are made again,
            spend totals that differ are summed again from the expenses, and both are checked again.
            """
    ) { invocation in
        let app = invocation.app
        // The checks report what they found; these words say it in the person's language, read from
        // the logbook as it is: the session's own preferences would create or migrate the logbook
        // doctor only looks at.
        let words = app.inspectedLocale().map { CLIWords(localeTag: $0) } ?? .english
        let findings = app.platform.checkContainer()
        for finding in findings { invocation.console.line(words.finding(finding)) }
        var logbook = app.checkLogbook()
        func failed(_ subject: DoctorSubject) -> Bool { logbook.contains { $0.subject == subject && $0.outcome == .failed } }
        if invocation.arguments[repair], failed(.logbookIndexes) || failed(.spendTotals) {
            for finding in logbook { invocation.console.line(words.finding(finding)) }
            // The indexes and triggers first: a trigger made again keeps the totals summed after it.
            if failed(.logbookIndexes) {
                // What cannot be made is said, and the totals are still summed: the check after says
                // what is left.
                do {
                    let unmade = try app.perform(RemakeLogbookIndexes())
                    for (object, reason) in unmade {
                        invocation.console.line(words.text(.doctorNotRemade, [
                            "object": words.text(object.type == "index" ? .doctorIndexItem : .doctorTriggerItem, [
                                "name": object.name, "what": reason,
                            ]),
                        ]))
                    }
                    if unmade.isEmpty { invocation.console.line(words.text(.doctorRepairedIndexes)) }
                } catch {
                    invocation.console.line(words.text(.doctorNotRemade, ["object": "\(error)"]))
                }
            }
            if failed(.spendTotals) {
                try app.perform(RebuildSpendTotals())
                invocation.console.line(words.text(.doctorRepaired))
            }
            logbook = app.checkLogbook()
        }
        for finding in logbook { invocation.console.line(words.finding(finding)) }
        if !findings.contains(where: { $0.outcome == .failed }), !logbook.contains(where: { $0.outcome == .failed }) {
            for finding in app.checkPublishedFiles(configurations: app.widgetHostConfigurations) {
                invocation.console.line(words.finding(finding))
            }
        }
        if findings.contains(where: { $0.outcome == .failed }) {
            throw CLIError.runtime(words.text(.doctorContainerFailed))
        }
        if logbook.contains(where: { $0.outcome == .failed }) {
            throw CLIError.runtime(words.text(.doctorLogbookFailed))
        }
    }

    static let outDirectory = Option("--out", value: "DIR", help: "where to write the files (required)")
    // Text: the configuration checks both, with its own messages.
    static let bundleIdentifier = Option(
        "--bundle-id", value: "ID",
        help: "the app's bundle identifier (default \(NativeConfiguration.defaultBundleIdentifier))")
    static let team = Option("--team", value: "TEAM", help: "the Apple developer team id")

    static let nativeConfig = GloveboxCommand(
        ["native-config"], summary: "generate the Apple build's entitlements, Info.plists, xcconfig and project.yml",
        options: [outDirectory, bundleIdentifier, team],
        discussion: """
            Every value comes from the code's own constants: the App Group, the URL scheme, the widget kinds
            and families. Regenerating writes the same bytes; files that did not change are left alone.
            """
    ) { invocation in
        let arguments = invocation.arguments
        guard let out = arguments[outDirectory] else {
            throw invocation.usageError(.usageCommandNeeds, ["command": "native-config", "option": outDirectory.optionEntry.synopsis])
        }
        let configuration: NativeConfiguration
        do {
            configuration = try NativeConfiguration(
                bundleIdentifier: arguments[bundleIdentifier] ?? NativeConfiguration.defaultBundleIdentifier,
                team: arguments[team])
        } catch {
            throw CLIError.validation("\(error)")
        }
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        let written: [String]
        do {
            written = try configuration.write(to: directory)
        } catch {
            throw CLIError.runtime("\(error)")
        }
        let console = invocation.console
        for file in configuration.files() {
            console.line((written.contains(file.path) ? "wrote     " : "unchanged ") + directory.appendingPathComponent(file.path).path)
        }
    }
}
