import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer

extension HostCommands {
    /// What `reloads --json` prints.
    struct ReloadsReport: Encodable {
        struct WidgetBudget: Encodable {
            var id: String
            var kind: String
            var family: String
            var spent: Int
            var remaining: Int
            var limit: Int
        }

        var received: [ReloadRecord]
        var pending: [ReloadRequest]
        var skippedLines: Int
        var budget: [WidgetBudget]
    }

    static let reloadsCommand = HostCommand(
        spec: CommandSpec(
            ["reloads"], summary: "the reload requests received and the budget spent",
            discussion: """
            Lists the reload requests the host received, what it did for each widget, the requests
            still pending, and the background budget each widget has spent in the last 24 hours.
            """,
            signature: CommandSignature(options: [HostOptions.json]))
    ) { commands, arguments throws(CommandError) in try commands.reloads(arguments) }

    /// `reloads [--json]`: the requests received, those still pending, and the budget spent.
    func reloads(_ arguments: ParsedArguments) throws(CommandError) {
        let storage = try context.storage()
        let state = try storage.loadState()
        let pending = try storage.reloadRequests(from: state.logOffset).requests
        let widgets = try storage.installedWidgets()
        let now = context.clock.now()
        let budget = widgets.map { widget in
            ReloadsReport.WidgetBudget(
                id: widget.id, kind: widget.kind.rawValue, family: widget.family.rawValue,
                spent: state.budget.spentCount(for: widget.id, at: now),
                remaining: state.budget.remaining(for: widget.id, at: now), limit: ReloadBudget.limit)
        }
        if arguments[HostOptions.json] {
            try printJSON(ReloadsReport(
                received: state.records, pending: pending, skippedLines: state.skippedLines, budget: budget))
            return
        }
        context.output(context.text(.reloadsReceived, ["count": "\(state.records.count)"]) + "\n")
        if state.records.isEmpty { context.output("  " + context.text(.reloadsNone) + "\n") }
        for record in state.records {
            context.output("  \(localTime(record.requestedAt))  \(trigger(of: record))  \(place(foreground: record.foreground))\n")
            if record.outcomes.isEmpty { context.output("    " + context.text(.reloadsNoWidgetOfKind) + "\n") }
            for (id, outcome) in record.outcomes.sorted(by: { $0.key < $1.key }) {
                context.output("    \(id): \(said(outcome))\n")
            }
        }
        context.output(context.text(.reloadsPending, ["count": "\(pending.count)"]) + "\n")
        for request in pending {
            let scope = switch request.scope {
            case .all: context.text(.reloadsAll)
            case .kind(let kind): kind.rawValue
            }
            context.output("  \(localTime(request.requestedAt))  \(scope)  \(place(foreground: request.foreground))\n")
        }
        if state.skippedLines > 0 { context.output(context.text(.reloadsSkippedLines, ["count": "\(state.skippedLines)"]) + "\n") }
        context.output(context.text(.reloadsBudget) + "\n")
        if budget.isEmpty { context.output("  " + context.text(.noWidgetsInstalled) + "\n") }
        for entry in budget {
            let spending = context.text(
                .reloadsBudgetLine, ["spent": "\(entry.spent)", "limit": "\(entry.limit)", "remaining": "\(entry.remaining)"])
            context.output("  \(entry.id) \(entry.kind) \(entry.family): \(spending)\n")
        }
    }

    /// Where the app was when it asked, in the host's language.
    private func place(foreground: Bool) -> String {
        context.text(foreground ? .reloadsForeground : .reloadsBackground)
    }

    /// What asked for a reload (a kind's name stays as typed), in the host's language; the
    /// record's `triggerDescription` is its English.
    private func trigger(of record: ReloadRecord) -> String {
        switch record.trigger {
        case .request(let kind): kind ?? context.text(.reloadsAll)
        case .timelinePolicy: context.text(.reloadsTimelinePolicy)
        }
    }

    /// What happened to a widget, in the host's language; the outcome's raw value, which the JSON
    /// and the saved state keep, is its English.
    private func said(_ outcome: ReloadRecord.Outcome) -> String {
        switch outcome {
        case .reloadedFree: context.text(.outcomeReloadedFree)
        case .reloaded: context.text(.outcomeReloaded)
        case .coalesced: context.text(.outcomeCoalesced)
        case .refusedOverBudget: context.text(.outcomeRefusedOverBudget)
        }
    }
}
