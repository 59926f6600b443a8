/// What a running command gets: its parsed arguments and the session.
public struct Invocation {
    /// The checked command line.
    public let arguments: ParsedArguments
    /// The session: store, clock, output, and the one way to change the logbook.
    public let session: AppSession

    /// Whether `--json` was given.
    public var wantsJSON: Bool { arguments.has("--json") }
}
