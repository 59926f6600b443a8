/// Where `login --server` gets the account's password: the first line of `--password-file`, else
/// a question on the terminal; never the command line, where every user could read it.
enum ServerPassword {
    /// The password for `account`, or a validation error (exit 2) saying how to give one.
    static func read(file: String?, console: Console, account: String) throws(CLIError) -> String {
        let password: String
        if let file {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw .validation("cannot read the password file '\(file)'")
            }
            let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            password = String(line.hasSuffix("\r") ? line.dropLast() : line)
        } else if let ask = console.ask {
            guard let typed = ask("password for \(account): ") else { throw .validation("no password was typed") }
            password = typed
        } else {
            throw .validation("login --server needs a password: give --password-file FILE, or run it on a terminal to be asked")
        }
        guard !password.isEmpty else { throw .validation("the password is empty") }
        return password
    }
}
