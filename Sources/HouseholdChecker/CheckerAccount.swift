/// One account of a history: its name on the server and its password.
struct CheckerAccount: Hashable, Sendable {
    /// The account's letter in the history (`a`, `b`, `c`), as its steps name it.
    let letter: Character
    /// The account (and login role) name.
    let name: String
    /// Its password.
    let password: String
}
