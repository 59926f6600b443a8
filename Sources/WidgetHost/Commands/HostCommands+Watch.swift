import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HostCommands {
    /// The default interval between two reads of the request log, in seconds.
    static let defaultPoll: TimeInterval = 1

    static let once = Flag("--once", help: "handle what is pending, draw the board once, and exit")
    static let duration = Option("--for", value: "SECONDS", help: "stop after SECONDS", parse: .positiveNumber)
    static let poll = Option(
        "--poll", value: "SECONDS", help: "read the request log every SECONDS (default 1)", parse: .positiveNumber)

    static let watchCommand = HostCommand(
        spec: CommandSpec(
            ["watch"], summary: "be the widget host: follow reload requests, redraw the board",
            discussion: """
            Runs the widget host: follows the app's reload requests, rebuilds the timelines of the kinds
            they name (at most 70 background reloads per widget per 24 hours; requests made with the
            app in the foreground are free), moves each widget to its next entry at its date, and
            redraws the board. --once and --for cannot be used together.
            """,
            signature: CommandSignature(options: [once, duration, poll]))
    ) { commands, arguments throws(CommandError) in try commands.watch(arguments) }

    /// `watch [--once] [--for SECONDS] [--poll SECONDS]`: the widget host.
    func watch(_ arguments: ParsedArguments) throws(CommandError) {
        let duration = arguments[Self.duration]
        let poll = arguments[Self.poll] ?? Self.defaultPoll
        let once = arguments[Self.once]
        if once, duration != nil { throw .usage(.message(.onceAndForTogether)) }

        let clock = context.clock
        var session = try HostSession(context: context)
        let start = clock.now()
        let end = duration.map { start.addingTimeInterval($0) }
        try session.start(at: start)
        try session.step(at: start)
        draw(session, at: start)
        if once { return }

        while true {
            let now = clock.now()
            if let end, now >= end { return }
            // Wake for the next poll, or earlier when an entry's date or the end comes first.
            var wake = now.addingTimeInterval(poll)
            if let change = session.nextChange(after: now), change < wake { wake = change }
            if let end, end < wake { wake = end }
            clock.sleep(until: wake)
            let woke = clock.now()
            if try session.step(at: woke) { draw(session, at: woke) }
        }
    }

    /// Draws the board; on a colour terminal it replaces the previous one, elsewhere it is appended.
    private func draw(_ session: HostSession, at now: Date) {
        let clear = context.usesColor ? "\u{1B}[H\u{1B}[2J" : ""
        context.output(clear + context.text(.watchHeading, ["time": localTime(now)]) + "\n" + session.board(at: now) + "\n")
    }
}
