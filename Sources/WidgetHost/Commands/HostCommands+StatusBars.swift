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
    static let waybarCommand = HostCommand(
        spec: CommandSpec(
            ["waybar"], summary: "a widget as one Waybar custom-module JSON object",
            discussion: """
            Prints what the widget of KIND shows now as the JSON object Waybar's custom module reads
            ("return-type": "json"): text (the most urgent item and when), tooltip (every line, as
            Pango markup already escaped), class (the kind, then overdue, warning, normal, empty, or
            message and its reason) and, for spend, percentage (the month's bar). It reads the snapshot
            alone and counts days like the widgets, so "In 3 days" becomes "In 2 days" at midnight
            without the app. A snapshot it cannot trust prints the widgets' "open the app" message.
            """,
            signature: CommandSignature(arguments: [HostOptions.kind], options: [HostOptions.vehicle, instant]))
    ) { commands, arguments throws(CommandError) in try commands.waybar(arguments) }

    static let xbarCommand = HostCommand(
        spec: CommandSpec(
            ["xbar"], summary: "a widget in the xbar, Argos and Kargos text protocol",
            discussion: """
            Prints what the widget of KIND shows now for xbar (macOS), Argos (GNOME) or Kargos (KDE): the
            line for the bar, '---', then the title and every line, each with href= its deep link and the
            theme's colour when due soon or overdue. Days are counted like the widgets' (see waybar).
            """,
            signature: CommandSignature(arguments: [HostOptions.kind], options: [HostOptions.vehicle, instant]))
    ) { commands, arguments throws(CommandError) in try commands.xbar(arguments) }

    /// `waybar KIND [--vehicle V] [--at ISO8601]`.
    func waybar(_ arguments: ParsedArguments) throws(CommandError) {
        context.output(WaybarRenderer().render(try statusBarEntry(arguments).summary))
    }

    /// `xbar KIND [--vehicle V] [--at ISO8601]`.
    func xbar(_ arguments: ParsedArguments) throws(CommandError) {
        let entry = try statusBarEntry(arguments)
        context.output(XbarRenderer(colors: entry.colors).render(entry.summary))
    }

    /// The summary of the widget's entry now, in the large family (the most rows a widget of the kind
    /// lists), with the colours it is drawn in.
    private func statusBarEntry(_ arguments: ParsedArguments) throws(CommandError) -> (summary: StatusBarSummary, colors: ThemeColors) {
        let configuration = WidgetSetup(kind: arguments[HostOptions.kind], family: .large, vehicleId: arguments[HostOptions.vehicle])
        let now = arguments[Self.instant] ?? context.clock.now()
        let entry = try self.entry(for: configuration, now: now)
        return (StatusBarSummary(entry.model), entry.model.theme.colors)
    }
}
