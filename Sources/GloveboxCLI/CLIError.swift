import ArgumentParsing

/// A `glovebox` command refused or failed: the programs' shared `CommandFailure`.
public typealias CLIError = CommandFailure
