import Foundation

/// Where `login --server` gets the account's password: the first line of `--password-file`, the
/// first line of standard input with `--password-stdin`, else a question on the terminal with the
/// typing hidden; never the command line, where every user could read it.
enum ServerPassword {
    /// Where the password comes from, as the options asked.
    enum Source {
        /// The first line of this file.
        case file(String)
        /// The first line of standard input.
        case standardInput
        /// The terminal, asked with echo off.
        case terminal
    }

    /// The source the options name: refused (exit 2) when they name two.
    static func source(file: String?, standardInput: Bool) throws(CLIError) -> Source {
        switch (file, standardInput) {
        case (.some, true): throw .validation("--password-stdin and --password-file cannot go together: give one")
        case (.some(let file), false): return .file(file)
        case (nil, true): return .standardInput
        case (nil, false): return .terminal
        }
    }

    /// The password for `account`, or a validation error (exit 2) saying how to give one. `purpose`
    /// names the command in that message; `confirming` asks twice on a terminal (a new password).
    static func read(
        from source: Source, console: Console, account: String, purpose: String = "login --server", confirming: Bool = false,
        secret: String = "password", options: String = "--password-file FILE or --password-stdin"
    ) throws(CLIError) -> String {
        let password: String
        switch source {
        case .file(let file):
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw .validation("cannot read the password file '\(file)'")
            }
            password = firstLine(text)
        case .standardInput:
            guard let line = console.readInputLine() else { throw .validation("no password on standard input") }
            password = firstLine(line)
        case .terminal:
            guard let ask = console.askSecretly else {
                throw .validation(
                    "\(purpose) needs a \(secret): give \(options), or run it on a terminal to be asked")
            }
            guard let typed = ask(confirming ? "new \(secret) for \(account): " : "\(secret) for \(account): ") else {
                throw .validation("no password was typed")
            }
            password = firstLine(typed)
            if confirming {
                guard let again = ask("the same \(secret) again: ") else { throw .validation("no \(secret) was typed") }
                guard firstLine(again) == password else { throw .validation("the two \(secret)s differ; nothing was changed") }
            }
        }
        guard !password.isEmpty else { throw .validation("the \(secret) is empty") }
        return password
    }

    /// `text`'s first line without its line break (`\n`, `\r\n` or `\r`).
    ///
    /// Read by scalars: Swift takes `\r\n` for one character, which is not `"\n"`.
    private static func firstLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }))
    }
}
