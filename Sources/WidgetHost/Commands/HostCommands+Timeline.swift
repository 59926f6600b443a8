import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract
import WidgetRendering
import WidgetTimeline

extension HostCommands {
    /// How `render` draws a widget.
    enum RenderFormat: String, CaseIterable, Sendable {
        /// A box of text, with colour on a terminal that allows it.
        case text
        /// An SVG document.
        case svg
    }

    /// The one option for "the instant taken as now", in every command that takes one (the app's
    /// `GLOVEBOX_NOW` pins the default).
    static let instant = Option(
        "--at", value: "ISO8601", help: "the instant taken as now (default GLOVEBOX_NOW, else the clock's)",
        parse: .instant)
    static let drawingFormat = Option(
        "--format", value: "text|svg", help: "a text box (default) or an SVG document", parse: .oneOf(RenderFormat.self))
    static let drawingFile = Option("--out", value: "FILE", help: "write the drawing to FILE (default standard output)")

    static let timelineCommand = HostCommand(
        spec: CommandSpec(
            ["timeline"], summary: "the entries of a widget's timeline",
            discussion: """
            Prints the timeline a widget gets from the current snapshot: an entry for now and one for
            each of the next seven midnights of the snapshot's time zone, with what each shows. --at
            pins "now".
            """,
            signature: CommandSignature(
                arguments: [HostOptions.kind],
                options: [HostOptions.family, HostOptions.vehicle, instant, HostOptions.json]))
    ) { commands, arguments throws(CommandError) in try commands.timeline(arguments) }

    static let renderCommand = HostCommand(
        spec: CommandSpec(
            ["render"], summary: "draw a widget as it looks at an instant",
            discussion: """
            Draws the widget as it looks at an instant (default now), as a text box (default) or an
            SVG document, to standard output or to FILE.
            """,
            signature: CommandSignature(
                arguments: [HostOptions.kind],
                options: [HostOptions.family, HostOptions.vehicle, instant, drawingFormat, drawingFile]))
    ) { commands, arguments throws(CommandError) in try commands.render(arguments) }

    /// `timeline KIND [--family F] [--vehicle V] [--at ISO8601] [--json]`.
    func timeline(_ arguments: ParsedArguments) throws(CommandError) {
        let configuration = try HostOptions.configuration(arguments)
        let now = arguments[Self.instant] ?? context.clock.now()
        let (timeline, zone) = try timeline(for: configuration, now: now)
        if arguments[HostOptions.json] {
            try printJSON(timeline)
            return
        }
        let policy = switch timeline.policy {
        case .atEnd: context.text(.reloadAtEnd)
        case .after(let date): context.text(.reloadAfter, ["time": localTime(date, in: zone)])
        case .never: context.text(.reloadWhenTheAppAsks)
        }
        context.output(context.text(.timelineHeading, [
            "kind": configuration.kind.rawValue, "family": configuration.family.rawValue,
            "count": "\(timeline.entries.count)", "policy": policy,
        ]) + "\n")
        let description = EntryDescription(language: context.language)
        for entry in timeline.entries {
            context.output("\n\(localTime(entry.date, in: zone))  (\(entry.day))\n")
            for line in description.lines(of: entry.model) { context.output("  " + line + "\n") }
        }
    }

    /// `render KIND [--family F] [--vehicle V] [--at ISO8601] [--format text|svg] [--out FILE]`.
    func render(_ arguments: ParsedArguments) throws(CommandError) {
        let configuration = try HostOptions.configuration(arguments)
        let at = arguments[Self.instant] ?? context.clock.now()
        let out = arguments[Self.drawingFile]
        let entry = try self.entry(for: configuration, now: at)
        let drawing = switch arguments[Self.drawingFormat] ?? .text {
        case .svg: SVGRenderer().render(entry.model)
        // A file gets no colour codes; a terminal gets them only when the context allows.
        case .text: PlainTextRenderer(usesColor: context.usesColor && out == nil).render(entry.model)
        }
        if let out {
            try writeOutput(drawing, to: out)
        } else {
            context.output(drawing)
        }
    }
}
