import ArgumentParsing
import WidgetContract

/// Why a command failed, with the exit status it ends the process with.
public enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command line is wrong: an unknown command or option, a missing or bad value (exit 2);
    /// `usage` is the usage line printed after the message, once the dispatcher knows it.
    case usage(HostPhrase, usage: String? = nil)
    /// The command was right but could not be carried out (exit 1).
    case runtime(HostPhrase)

    /// A usage error of the argument parser, with its usage line, said in the host's words for it.
    init(_ error: UsageError) {
        self = .usage(.refusal(error), usage: error.usage)
    }

    /// The process exit status: 2 for usage, 1 for runtime.
    public var exitStatus: Int32 {
        switch self {
        case .usage: UsageError.exitStatus
        case .runtime: 1
        }
    }

    /// The message in English, lowercase, naming the bad value.
    public var description: String {
        message(in: .english)
    }

    /// What the error says, in no language yet.
    var phrase: HostPhrase {
        switch self {
        case .usage(let phrase, _), .runtime(let phrase): phrase
        }
    }

    /// The message in `language`.
    func message(in language: Language) -> String {
        phrase.text(in: language)
    }

    /// What the program writes to standard error: the message in `language`, then the usage line
    /// if there is one.
    ///
    /// The message is one line and may repeat what the user typed (an argument, a variable), so
    /// every control or text-direction character in it is written as its code point (`SafeText`).
    func report(program: String, in language: Language) -> String {
        let message = SafeText.printable(message(in: language))
        return switch self {
        case .usage(_, let usage):
            // The usage line's heading in the help's words, as the help itself heads it.
            "\(program): \(message)\n" + (usage.map { "\(HostHelpText.words(for: language).usage): \($0)\n" } ?? "")
        case .runtime: "\(program): \(message)\n"
        }
    }
}
