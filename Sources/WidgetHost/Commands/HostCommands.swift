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
    static let all = [
        addCommand, listCommand, removeCommand, timelineCommand, renderCommand, waybarCommand, xbarCommand,
        galleryCommand, watchCommand, reloadsCommand,
    ]

    /// The command whose path is `word`, built alone: a widget's cold start runs one command, and
    /// building every command's declarations and the listing (``all``, ``GloveboxWidget/catalog``) was
    /// a tenth of its instructions. Each command is its own lazily made static; `all` must hold the
    /// same ones, which a test checks.
    static func command(named word: String) -> HostCommand? {
        switch word {
        case "add": addCommand
        case "list": listCommand
        case "remove": removeCommand
        case "timeline": timelineCommand
        case "render": renderCommand
        case "waybar": waybarCommand
        case "xbar": xbarCommand
        case "gallery": galleryCommand
        case "watch": watchCommand
        case "reloads": reloadsCommand
        default: nil
        }
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
        let storage = try context.storage()
        // The widget's own part, as an extension reads it; never the whole snapshot when there is one.
        let input = storage.input(for: configuration)
        if case .state(.needsRefresh(let problem)) = input {
            context.errors("glovebox-widget: \(SafeText.printable(problem.text(in: context.language)))\n")
        }
        // The days' zone is the system's only when the input has none: not asked for otherwise.
        let zone = dayZone(of: input)
        let builder = TimelineBuilder(calendar: DayCalendar(timeZone: zone).calendar, systemLocale: context.systemLocale)
        return (builder.timeline(for: configuration, input: input, now: now), zone)
    }
}
