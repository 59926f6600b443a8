#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer
import WidgetContract
import WidgetTimeline

/// The commands of `glovebox-widget`, over one context.
struct HostCommands {
    /// Every command, in the order the listing shows them.
    static var all: [HostCommand] { named.map { $0.command() } }

    /// Every command by the one word of its path, in the order the listing shows them, each made
    /// only when asked for: a widget's cold start runs one command, and building every command's
    /// declarations and the listing (``GloveboxWidget/catalog``) cost a render 6 % more instructions
    /// than building that one. A test checks each word against its command's path.
    static let named: [(word: String, command: @Sendable () -> HostCommand)] = [
        ("add", { addCommand }), ("list", { listCommand }), ("remove", { removeCommand }), ("timeline", { timelineCommand }),
        ("render", { renderCommand }), ("waybar", { waybarCommand }), ("xbar", { xbarCommand }),
        ("gallery", { galleryCommand }), ("watch", { watchCommand }), ("reloads", { reloadsCommand }),
    ]

    /// The command whose path is `word`, built alone.
    static func command(named word: String) -> HostCommand? {
        named.first { $0.word == word }?.command()
    }

    let context: HostContext

    /// A JSON encoder for command output: sorted keys, ISO 8601 dates, readable.
    static func jsonEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    func printJSON<Value: Encodable>(_ value: Value) throws(CommandError) {
        do {
            let data = try Self.jsonEncoder().encode(value)
            context.output(String(decoding: data, as: UTF8.self) + "\n")
        } catch {
            throw .runtime(.message(.cannotEncodeOutput, ["error": "\(error)"]))
        }
    }

    /// An instant as local ISO 8601 with its offset, such as `2026-11-30T00:00:00+14:00`, in `zone`
    /// (the system's by default).
    func localTime(_ date: Date, in zone: TimeZone? = nil) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: zone ?? context.timeZone))
    }

    /// The zone a loaded snapshot counts its days in, or the system's when there is no snapshot.
    func dayZone(of state: LoadState) -> TimeZone {
        state.snapshot.flatMap { DayCalendar(zoneIdentifier: $0.timeZone)?.timeZone } ?? context.timeZone
    }

    /// The zone a widget's input counts its days in, or the system's when it has none.
    func dayZone(of input: WidgetInput) -> TimeZone {
        input.timeZone.flatMap { DayCalendar(zoneIdentifier: $0)?.timeZone } ?? context.timeZone
    }

    /// Writes a file that is output, not shared state (a drawing, a gallery page).
    func writeOutput(_ text: String, to path: String) throws(CommandError) {
        // A plain write, without options: this is output, not shared state, and the atomic
        // option is not crash-safe on Linux.
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .runtime(.message(.cannotWrite, ["path": path]))
        }
    }

    /// The timeline of a configuration from the snapshot in the container now, with the zone its
    /// days are counted in.
    func timeline(for configuration: WidgetSetup, now: Date) throws(CommandError) -> (timeline: EntryTimeline, zone: TimeZone) {
        let input = try input(for: configuration)
        return (timelineBuilder.timeline(for: configuration, input: input, now: now), dayZone(of: input))
    }

    /// What a configuration shows at `now`, from the snapshot in the container now: its timeline's
    /// first entry, without the rest of the timeline.
    func entry(for configuration: WidgetSetup, now: Date) throws(CommandError) -> DatedEntry {
        timelineBuilder.entry(for: configuration, input: try input(for: configuration), now: now)
    }

    /// The widget's own part, as an extension reads it; never the whole snapshot when there is one.
    /// A part that cannot be trusted is said on the error output.
    private func input(for configuration: WidgetSetup) throws(CommandError) -> WidgetInput {
        let input = try context.storage().input(for: configuration)
        if case .state(.needsRefresh(let problem)) = input {
            context.errors("glovebox-widget: \(SafeText.printable(problem.text(in: context.language)))\n")
        }
        return input
    }

    /// The context's timeline builder, which asks for the system's calendar and locale only when
    /// there is no snapshot to take them from.
    private var timelineBuilder: TimelineBuilder {
        TimelineBuilder(calendar: context.calendar, systemLocale: context.systemLocale)
    }
}
