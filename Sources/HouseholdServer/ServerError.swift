import ArgumentParsing

/// A `glovebox-server` command refused or failed: the programs' shared `CommandFailure` (usage
/// and validation errors, such as a directory that is already a server or a password that does
/// not match, exit with 2; runtime failures, such as PostgreSQL not starting, with 1).
public typealias ServerError = CommandFailure
