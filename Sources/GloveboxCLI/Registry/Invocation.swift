import AppCore

/// What a running command gets: its parsed arguments, the app, and where to print.
public struct Invocation {
    /// The checked command line.
    public let arguments: ParsedArguments
    /// The app: the logbook, the clock, and the one way to change the logbook.
    public let app: AppSession
    /// Where output goes.
    public let console: Console

    /// Whether `--json` was given.
    public var wantsJSON: Bool { arguments.has("--json") }
}
