import Foundation
import ArgumentParsing

/// What a destructive command does before it destroys: it says exactly what will go, then goes on
/// with `--yes`, asks on a terminal, and without a terminal refuses (exit 2, nothing changed).
enum Confirmation {
    /// The flag every destructive command declares.
    static let yes = Flag("--yes", help: "go ahead without asking (needed when not run from a terminal)")

    /// Goes ahead only when the person confirms `what` ("remove vehicle 'Clio' and its 120 readings").
    static func require(_ what: String, in invocation: Invocation) throws {
        if invocation.arguments[yes] { return }
        guard let ask = invocation.console.ask else {
            throw invocation.usageError("this would \(what); pass --yes to confirm (nothing was changed)")
        }
        let answer = ask("This will \(what). Continue? [y/N] ")?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else { throw CLIError.runtime("cancelled; nothing was changed") }
    }
}
