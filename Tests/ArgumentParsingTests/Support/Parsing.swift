import ArgumentParsing
import Testing

/// Parses `words` and requires arguments (not help) back.
func arguments(
    _ signature: CommandSignature, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation
) throws -> ParsedArguments {
    let result = try signature.parse(words)
    guard case .arguments(let arguments) = result else {
        Issue.record("\(words) asked for help", sourceLocation: sourceLocation)
        throw UsageError("help")
    }
    return arguments
}

/// Whether `words` ask for help.
func asksForHelp(_ signature: CommandSignature, _ words: [String]) throws -> Bool {
    if case .help = try signature.parse(words) { return true }
    return false
}

/// The message of the usage error `words` give, or `nil` when they parse.
func refusal(_ signature: CommandSignature, _ words: [String]) -> String? {
    do {
        _ = try signature.parse(words)
        return nil
    } catch {
        return error.message
    }
}
