import ArgumentParsing
import WidgetContract

/// A `glovebox-server` command refused or failed: a message of its catalog (``ServerMessage``) and
/// the values of its placeholders, said in the language the program speaks when it is reported.
///
/// The exit status follows the programs' shared rule (`CommandFailure.Kind`): usage and
/// validation errors, such as a directory that is already a server or a password that does not
/// match, exit with 2; runtime failures, such as PostgreSQL not starting, with 1. Two errors are
/// equal when they are of one kind and say the same in English, so a test may name the English.
public struct ServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong: decides the exit status.
    public let kind: CommandFailure.Kind
    /// The catalog's key, or `nil` for words written elsewhere (a PostgreSQL error raised by the
    /// household's own schema), said as they come.
    let key: ServerMessage?
    /// The values of the key's placeholders, or the verbatim words under `""`.
    let values: [String: String]

    init(_ kind: CommandFailure.Kind, _ key: ServerMessage?, _ values: [String: String]) {
        self.kind = kind
        self.key = key
        self.values = values
    }

    /// A value refused (exit 2), in the catalog's words.
    static func validation(_ key: ServerMessage, _ values: [String: String] = [:]) -> ServerError {
        ServerError(.validation, key, values)
    }

    /// A failure outside the command line (exit 1), in the catalog's words.
    static func runtime(_ key: ServerMessage, _ values: [String: String] = [:]) -> ServerError {
        ServerError(.runtime, key, values)
    }

    /// A value refused (exit 2) in words written elsewhere, such as the server's own refusal.
    public static func validation(_ words: String) -> ServerError {
        ServerError(.validation, nil, ["": words])
    }

    /// A failure (exit 1) in words written elsewhere.
    public static func runtime(_ words: String) -> ServerError {
        ServerError(.runtime, nil, ["": words])
    }

    /// The message in `language`: the catalog's frame, and what other programs said as they said it.
    public func message(in language: Language) -> String {
        guard let key else { return values["", default: ""] }
        return key.text(in: language, values)
    }

    /// The message in English, lowercase and naming the value at fault.
    public var message: String { message(in: .english) }

    /// The process exit status: 2 for usage and validation errors, 1 for runtime failures, by the
    /// rule `CommandFailure` keeps for every program.
    public var exitCode: Int32 { CommandFailure(kind, "").exitCode }

    /// The message in English.
    public var description: String { message }

    /// Whether two errors are of one kind and say the same in English.
    public static func == (lhs: ServerError, rhs: ServerError) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message
    }
}
