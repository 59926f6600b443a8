#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// The Linux widget host at work: the installed widgets, their timelines, and the reloads it
/// grants or refuses.
///
/// Each ``step(at:)`` does what the system does between two looks at the clock: it picks up
/// widgets added or removed, reads the app's new reload requests and rebuilds the timelines they
/// cover (within each widget's budget), reloads timelines whose policy says so, and reports
/// whether any widget now shows a different entry.
///
/// ```swift
/// var session = try HostSession(context: context)
/// try session.start(at: clock.now())
/// if try session.step(at: clock.now()) { print(session.board(at: clock.now())) }
/// ```
public struct HostSession {
    let storage: HostStorage
    let builder: TimelineBuilder
    let usesColor: Bool
    /// The language of the board's own lines (the widgets' text comes translated in the snapshot).
    let language: Language
    /// The widgets being shown, oldest first.
    public private(set) var widgets: [InstalledWidget] = []
    /// Each widget's timeline, by widget id.
    public private(set) var timelines: [String: EntryTimeline] = [:]
    /// What the host received and spent.
    public private(set) var state: HostState
    /// The last whole snapshot that loaded (an app from before parts), kept for when the file cannot be read.
    private var lastGood: WidgetsSnapshot?
    /// Each widget's last part that loaded, by widget id, kept for when its file cannot be read.
    private var lastGoodParts: [String: WidgetPart] = [:]
    /// The date of the entry each widget showed at the last step.
    private var shownEntries: [String: Date] = [:]
    /// The policy time each widget was last reloaded for.
    private var lastPolicyReload: [String: Date] = [:]
    /// When a widget whose policy reload the budget refused is tried again: once its budget frees,
    /// not at every step, and not never (which would freeze it on its last entry).
    private var policyRetries: [String: Date] = [:]

    /// A session over the context's container, continuing from the saved host state.
    public init(context: HostContext) throws(CommandError) {
        storage = try context.storage()
        builder = TimelineBuilder(calendar: context.calendar, systemLocale: context.systemLocale)
        usesColor = context.usesColor
        language = context.language
        state = try storage.loadState()
    }

    /// Loads the installed widgets and gives each its first timeline, as the system does when it
    /// first shows a widget (which costs no budget).
    public mutating func start(at now: Date) throws(CommandError) {
        widgets = try storage.installedWidgets()
        for widget in widgets { timelines[widget.id] = timeline(for: widget, now: now) }
        shownEntries = currentEntryDates(at: now)
    }

    /// Handles everything that happened up to `now`; returns whether the board must be redrawn.
    @discardableResult
    public mutating func step(at now: Date) throws(CommandError) -> Bool {
        var changed = try refreshInstalledWidgets(at: now)
        let batch = try storage.reloadRequests(from: state.logOffset)
        var reloads: Set<String> = []
        for request in batch.requests {
            reloads.formUnion(handle(request, at: now, alreadyReloaded: reloads))
        }
        reloads.formUnion(handlePolicies(at: now, alreadyReloaded: reloads))
        let stateChanged = batch.nextOffset != state.logOffset || !reloads.isEmpty || batch.skippedLines > 0
        state.logOffset = batch.nextOffset
        state.skippedLines += batch.skippedLines
        if !reloads.isEmpty {
            for widget in widgets where reloads.contains(widget.id) {
                timelines[widget.id] = timeline(for: widget, now: now)
                // Its new timeline has a policy of its own; an old refusal no longer applies.
                policyRetries[widget.id] = nil
            }
            changed = true
        }
        if stateChanged {
            state.budget.prune(at: now, keeping: Set(widgets.map(\.id)))
            // `add` raises the counter in the file meanwhile; this save must not lower it again.
            if let saved = try? storage.loadState() { state.lastWidgetNumber = max(state.lastWidgetNumber, saved.lastWidgetNumber) }
            state.noteInstalled(widgets)
            try storage.saveState(state)
        }
        let entries = currentEntryDates(at: now)
        if entries != shownEntries {
            shownEntries = entries
            changed = true
        }
        return changed
    }

    /// The next instant something is due to change on its own: an entry's date or a policy's time.
    public func nextChange(after now: Date) -> Date? {
        var dates: [Date] = []
        for timeline in timelines.values {
            if let next = timeline.entries.first(where: { $0.date > now }) { dates.append(next.date) }
            if case .after(let date) = timeline.policy, date > now { dates.append(date) }
        }
        dates += policyRetries.values.filter { $0 > now }
        return dates.min()
    }

    /// Every widget drawn as text at `now`, each under a line that names it.
    public func board(at now: Date) -> String {
        guard !widgets.isEmpty else {
            return HostMessage.boardEmpty.text(in: language) + "\n"
        }
        let renderer = PlainTextRenderer(usesColor: usesColor)
        return widgets.map { widget in
            let vehicle = widget.vehicleId.map { " · " + HostMessage.boardVehicle.text(in: language, ["vehicle": $0]) } ?? ""
            var text = "\(widget.id) · \(widget.kind.rawValue) · \(widget.family.rawValue)\(vehicle)\n"
            if let entry = timelines[widget.id]?.entry(at: now) { text += renderer.render(entry.model) }
            return text
        }.joined(separator: "\n")
    }

    // MARK: Steps

    /// A widget's timeline from its own part (each widget reads only what it draws).
    private mutating func timeline(for widget: InstalledWidget, now: Date) -> EntryTimeline {
        let configuration = WidgetSetup(kind: widget.kind, family: widget.family, vehicleId: widget.vehicleId)
        let input = storage.input(for: configuration, lastGood: lastGoodParts[widget.id], lastGoodSnapshot: lastGood)
        switch input {
        case .part(let part): lastGoodParts[widget.id] = part
        case .state(let state): if let snapshot = state.snapshot { lastGood = snapshot }
        }
        return builder.timeline(for: configuration, input: input, now: now)
    }

    private func currentEntryDates(at now: Date) -> [String: Date] {
        timelines.compactMapValues { $0.entry(at: now)?.date }
    }

    /// Picks up widgets added or removed by other commands; new ones get a free first timeline.
    private mutating func refreshInstalledWidgets(at now: Date) throws(CommandError) -> Bool {
        let current = try storage.installedWidgets()
        guard current != widgets else { return false }
        // Whole values are compared: a widget whose kind, family or vehicle changed under the same
        // id is a new widget and keeps nothing of the old one.
        let kept = Set(current).intersection(widgets)
        let keptIds = Set(kept.map(\.id))
        widgets = current
        timelines = timelines.filter { keptIds.contains($0.key) }
        lastPolicyReload = lastPolicyReload.filter { keptIds.contains($0.key) }
        lastGoodParts = lastGoodParts.filter { keptIds.contains($0.key) }
        policyRetries = policyRetries.filter { keptIds.contains($0.key) }
        let added = current.filter { !kept.contains($0) || timelines[$0.id] == nil }
        for widget in added { timelines[widget.id] = timeline(for: widget, now: now) }
        return true
    }

    /// Decides, for each widget a request covers, whether it is reloaded; returns those that are.
    private mutating func handle(_ request: ReloadRequest, at now: Date, alreadyReloaded: Set<String>) -> Set<String> {
        let covered = widgets.filter { widget in
            switch request.scope {
            case .all: true
            case .kind(let kind): widget.kind == kind
            }
        }
        var outcomes: [String: ReloadRecord.Outcome] = [:]
        var reloaded: Set<String> = []
        for widget in covered {
            if alreadyReloaded.contains(widget.id) {
                outcomes[widget.id] = .coalesced
            } else if state.budget.spend(for: widget.id, at: now, foreground: request.foreground) {
                outcomes[widget.id] = request.foreground ? .reloadedFree : .reloaded
                reloaded.insert(widget.id)
            } else {
                outcomes[widget.id] = .refusedOverBudget
            }
        }
        let kind: String? = switch request.scope {
        case .all: nil
        case .kind(let kind): kind.rawValue
        }
        state.append(ReloadRecord(
            trigger: .request(kind: kind), requestedAt: request.requestedAt, foreground: request.foreground,
            handledAt: now, outcomes: outcomes))
        return reloaded
    }

    /// Reloads the timelines whose policy has come due: the last entry reached (`atEnd`) or the
    /// retry time passed (`after`). These are background reloads and spend budget.
    private mutating func handlePolicies(at now: Date, alreadyReloaded: Set<String>) -> Set<String> {
        var reloaded: Set<String> = []
        for widget in widgets where !alreadyReloaded.contains(widget.id) {
            guard let timeline = timelines[widget.id] else { continue }
            let due: Date? = switch timeline.policy {
            case .atEnd: timeline.entries.last?.date
            case .after(let date): date
            case .never: nil
            }
            guard let due, now >= due, due > (lastPolicyReload[widget.id] ?? .distantPast) else { continue }
            if let retry = policyRetries[widget.id], now < retry { continue }
            let allowed = state.budget.spend(for: widget.id, at: now, foreground: false)
            if allowed {
                lastPolicyReload[widget.id] = due
                policyRetries[widget.id] = nil
                reloaded.insert(widget.id)
            } else {
                // Still due: it is reloaded as soon as the oldest spent reload leaves the window.
                policyRetries[widget.id] = state.budget.nextAvailable(for: widget.id, at: now)
            }
            state.append(ReloadRecord(
                trigger: .timelinePolicy, requestedAt: due, foreground: false, handledAt: now,
                outcomes: [widget.id: allowed ? .reloaded : .refusedOverBudget]))
        }
        return reloaded
    }
}
