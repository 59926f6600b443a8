import ArgumentParsing

/// One `glovebox-widget` command: the declarations its help and parsing come from, and what runs it.
struct HostCommand: Sendable {
    /// The command's words, summary, discussion and signature.
    let spec: CommandSpec
    /// Runs it over the context's commands with the parsed arguments.
    let run: @Sendable (HostCommands, ParsedArguments) throws(CommandError) -> Void
}
