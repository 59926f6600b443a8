import Foundation

extension HostCommands {
    /// The default interval between two reads of the request log, in seconds.
    static let defaultPoll: TimeInterval = 1

    /// `watch [--once] [--for SECONDS] [--poll SECONDS]`: the widget host.
    func watch(_ args: Arguments) throws(CommandError) {
        try args.requireNoPositionals(command: "watch")
        let duration = try Parsing.seconds(args.values["for"], option: "for")
        let poll = try Parsing.seconds(args.values["poll"], option: "poll") ?? Self.defaultPoll
        let once = args.flags.contains("once")
        if once, duration != nil { throw .usage("--once and --for cannot be used together") }

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
        context.output(clear + "── glovebox widgets at \(localTime(now)) ──\n" + session.board(at: now) + "\n")
    }
}
