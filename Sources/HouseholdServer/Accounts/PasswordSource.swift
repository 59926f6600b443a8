import Foundation
import GarageRules
import WidgetContract

/// Where `add-account` gets the account's password: a file, else a question on the terminal.
///
/// Never from the command line itself, where every user of the machine could read it in the process
/// list. Without a file and without a terminal there is no one to ask, so the command is refused.
public enum PasswordSource {
    /// The password in `file` (its first line), else the one typed twice at `ask`.
    ///
    /// - Parameters:
    ///   - ask: shows a prompt and reads a line without echoing it; `nil` when standard input is not
    ///     a terminal.
    ///   - language: the language of the prompts (the program's, from the system locale).
    public static func password(
        file: String?, ask: ((String) -> String?)?, account: String, language: Language = .english
    ) throws(ServerError) -> String {
        let password: String
        if let file {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw .validation(.passwordFileUnreadable, ["path": file])
            }
            password = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) } ?? ""
        } else if let ask {
            guard let first = ask(ServerMessage.passwordPrompt.text(in: language, ["account": account])),
                let second = ask(ServerMessage.passwordAgainPrompt.text(in: language))
            else {
                throw .validation(.noPasswordTyped)
            }
            guard first == second else { throw .validation(.passwordsDiffer) }
            password = first
        } else {
            throw .validation(.passwordNeeded)
        }
        // The app's rule, which `glovebox password` keeps too.
        guard password.count >= Account.minimumPasswordLength else {
            throw .validation(.passwordTooShort, ["count": "\(Account.minimumPasswordLength)"])
        }
        return password
    }
}
