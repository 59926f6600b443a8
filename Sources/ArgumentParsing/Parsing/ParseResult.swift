/// What a command line asks of a command: its help, or a run with these arguments.
public enum ParseResult: Sendable {
    /// `--help` or `-h` was given in option position; nothing else was checked.
    case help
    /// The arguments, every value already read into its declared type.
    case arguments(ParsedArguments)
}
