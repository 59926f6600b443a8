import Foundation
import WidgetContract
import WidgetKit
import WidgetTimeline

/// The timelines of one widget kind: `TimelineBuilder`'s, from the widget's part `AppGroupSnapshot` read, mapped
/// entry for entry — now and the next seven local midnights, reloaded at the end — or the one entry
/// (set up, refresh, placeholder) the builder gives when the snapshot cannot be trusted.
struct SnapshotTimelineProvider: AppIntentTimelineProvider, Sendable {
    /// The kind whose section every entry shows.
    let kind: WidgetKind
    /// The clock: the builder is given "now", it never reads a clock itself.
    var now: @Sendable () -> Date = { Date() }

    func placeholder(in context: Context) -> SnapshotEntry {
        // Drawn redacted by WidgetKit while the first timeline loads: the builder's loading shapes.
        currentEntry(entryTimeline(for: nil, family: context.family, input: .state(.placeholder(reason: nil))))
    }

    func snapshot(for configuration: VehicleSelection, in context: Context) async -> SnapshotEntry {
        // The gallery and transient views show what the widget would show now, from the same part.
        currentEntry(entryTimeline(for: configuration, family: context.family, input: nil))
    }

    func timeline(for configuration: VehicleSelection, in context: Context) async -> Timeline<SnapshotEntry> {
        let built = entryTimeline(for: configuration, family: context.family, input: nil)
        return Timeline(entries: built.entries.map(SnapshotEntry.init), policy: TimelineReloadPolicy(built.policy))
    }

    /// None: iOS has a sheet for editing a widget, where these are not used.
    func recommendations() -> [AppIntentRecommendation<VehicleSelection>] {
        []
    }

    /// The portable timeline for the widget WidgetKit asks about, in the system's calendar and locale
    /// (the builder counts days in the part's zone whenever it has one), from `input`, else from the
    /// widget's own part read now.
    private func entryTimeline(for configuration: VehicleSelection?, family: WidgetFamily, input: WidgetInput?) -> EntryTimeline {
        let setup = WidgetSetup(
            kind: kind, family: WidgetSize(family) ?? kind.supportedFamilies[0], vehicleId: configuration?.vehicle?.id)
        return TimelineBuilder(calendar: .autoupdatingCurrent, systemLocale: .autoupdatingCurrent)
            .timeline(for: setup, input: input ?? AppGroupSnapshot.input(for: setup), now: now())
    }

    /// The entry for now: the builder's first, which every timeline it builds has.
    private func currentEntry(_ timeline: EntryTimeline) -> SnapshotEntry {
        SnapshotEntry(timeline.entries[0])
    }
}
