import Foundation
import ArgumentParsing

/// What a destructive command does before it destroys: it says exactly what will go, then goes on
/// with `--yes`, asks on a terminal, and without a terminal refuses (exit 2, nothing changed).
enum Confirmation {
    /// The flag every destructive command declares.
    static let yes = Flag("--yes", help: "go ahead without asking (needed when not run from a terminal)")

    /// Goes ahead only when the person confirms `what` ("remove vehicle 'Clio' and its 120 readings"),
    /// asked and refused in `words`' language (the answer stays `y`: the question shows it).
    static func require(_ what: String, in invocation: Invocation, words: CLIWords = .english) throws {
        if invocation.arguments[yes] { return }
        guard let ask = invocation.console.ask else {
            throw invocation.usageError(words.text(.confirmWithoutTerminal, ["action": what]))
        }
        let answer = ask(words.text(.confirmQuestion, ["action": what]))?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else { throw CLIError.runtime(words.text(.confirmCancelled)) }
    }
}
