import ArgumentParsing
import Foundation
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
        context.output("received (\(state.records.count)):\n")
        if state.records.isEmpty { context.output("  none\n") }
        for record in state.records {
            let place = record.foreground ? "foreground" : "background"
            context.output("  \(localTime(record.requestedAt))  \(record.triggerDescription)  \(place)\n")
            if record.outcomes.isEmpty { context.output("    no installed widget of that kind\n") }
            for (id, outcome) in record.outcomes.sorted(by: { $0.key < $1.key }) {
                context.output("    \(id): \(outcome.rawValue)\n")
            }
        }
        context.output("pending (not yet seen by 'watch'): \(pending.count)\n")
        for request in pending {
            let scope = switch request.scope {
            case .all: "all"
            case .kind(let kind): kind.rawValue
            }
            context.output("  \(localTime(request.requestedAt))  \(scope)  \(request.foreground ? "foreground" : "background")\n")
        }
        if state.skippedLines > 0 { context.output("unreadable request lines skipped: \(state.skippedLines)\n") }
        context.output("budget (background reloads in the last 24 hours):\n")
        if budget.isEmpty { context.output("  no widgets installed\n") }
        for entry in budget {
            context.output("  \(entry.id) \(entry.kind) \(entry.family): \(entry.spent) of \(entry.limit) spent, \(entry.remaining) left\n")
        }
    }
}
