import Foundation
import WidgetContract
import WidgetRendering
import WidgetTimeline

extension HostCommands {
    /// `timeline KIND [--family F] [--vehicle V] [--now ISO8601] [--json]`.
    func timeline(_ args: Arguments) throws(CommandError) {
        let configuration = try configuration(args, command: "timeline")
        let now = try Parsing.instant(args.values["now"], option: "now", default: context.clock.now())
        let timeline = try timeline(for: configuration, now: now)
        if args.flags.contains("json") {
            try printJSON(timeline)
            return
        }
        let policy = switch timeline.policy {
        case .atEnd: "reload at end"
        case .after(let date): "reload after \(localTime(date))"
        case .never: "reload when the app asks"
        }
        context.output("\(configuration.kind.rawValue) · \(configuration.family.rawValue) · \(timeline.entries.count) entries · \(policy)\n")
        for entry in timeline.entries {
            context.output("\n\(localTime(entry.date))  (\(entry.day))\n")
            for line in EntryDescription.lines(of: entry.model) { context.output("  " + line + "\n") }
        }
    }

    /// `render KIND [--family F] [--vehicle V] [--at ISO8601] [--format text|svg] [--out FILE]`.
    func render(_ args: Arguments) throws(CommandError) {
        let configuration = try configuration(args, command: "render")
        let at = try Parsing.instant(args.values["at"], option: "at", default: context.clock.now())
        let format = args.values["format"] ?? "text"
        guard format == "text" || format == "svg" else {
            throw .usage("--format: '\(format)' is not a format (expected text or svg)")
        }
        guard let entry = try timeline(for: configuration, now: at).entry(at: at) else {
            throw .runtime("the timeline has no entry")
        }
        let drawing = format == "svg"
            ? SVGRenderer().render(entry.model)
            // A file gets no colour codes; a terminal gets them only when the context allows.
            : TextRenderer(usesColor: context.usesColor && args.values["out"] == nil).render(entry.model)
        if let out = args.values["out"] {
            try writeOutput(drawing, to: out)
        } else {
            context.output(drawing)
        }
    }
}
