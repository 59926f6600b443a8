import Foundation
import GarageRules

/// Where `add-account` gets the account's password: a file, else a question on the terminal.
///
/// Never from the command line itself, where every user of the machine could read it in the process
/// list. Without a file and without a terminal there is no one to ask, so the command is refused.
public enum PasswordSource {
    /// The password in `file` (its first line), else the one typed twice at `ask`.
    ///
    /// - Parameter ask: shows a prompt and reads a line without echoing it; `nil` when standard input
    ///   is not a terminal.
    public static func password(file: String?, ask: ((String) -> String?)?, account: String) throws(ServerError) -> String {
        let password: String
        if let file {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw .validation("cannot read the password file \(file)")
            }
            password = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) } ?? ""
        } else if let ask {
            guard let first = ask("password for \(account): "), let second = ask("the same password again: ") else {
                throw .validation("no password was typed")
            }
            guard first == second else { throw .validation("the two passwords differ; nothing was changed") }
            password = first
        } else {
            throw .validation(
                "add-account needs a password: give --password-file FILE, or run it on a terminal to be asked")
        }
        // The app's rule, which `glovebox password` keeps too.
        guard password.count >= Account.minimumPasswordLength else {
            throw .validation("a password needs at least \(Account.minimumPasswordLength) characters")
        }
        return password
    }
}
