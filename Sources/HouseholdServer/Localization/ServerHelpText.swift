import ArgumentParsing
import WidgetContract

/// `glovebox-server`'s help in the languages other than English: the frame (its headings and last
/// line, worded as `glovebox`'s) and the content (the listing's overview and closing lines, each
/// command's summary, its arguments' and options' help, its discussion), keyed by the declared
/// English text as gettext keys by its msgid.
///
/// The server's tool has no preferences: it speaks the system's language (`LC_ALL`, `LC_MESSAGES`,
/// `LANG`); the tests check that every table covers every declared text and holds no other.
enum ServerHelpText {
    /// The texts of `language`, keyed by the English; empty for English itself.
    static func table(of language: Language) -> [String: String] {
        switch language {
        case .english: [:]
        case .portuguesePortugal: portuguese
        case .german: german
        case .french: french
        case .spanish: spanish
        }
    }

    /// The help's frame in `language`, in `glovebox`'s words for it (a test compares the two).
    static func words(for language: Language) -> HelpWords {
        switch language {
        case .english: .english
        case .portuguesePortugal:
            HelpWords(
                usage: "utilização", arguments: "argumentos", options: "opções", commands: "comandos", subcommands: "subcomandos",
                describesCommand: "'{command} --help' descreve um comando.",
                describesSubcommand: "'{command} --help' descreve um subcomando.")
        case .german:
            HelpWords(
                usage: "Aufruf", arguments: "Argumente", options: "Optionen", commands: "Befehle", subcommands: "Unterbefehle",
                describesCommand: "'{command} --help' beschreibt einen Befehl.",
                describesSubcommand: "'{command} --help' beschreibt einen Unterbefehl.")
        case .french:
            HelpWords(
                usage: "utilisation", arguments: "arguments", options: "options", commands: "commandes", subcommands: "sous-commandes",
                describesCommand: "'{command} --help' décrit une commande.",
                describesSubcommand: "'{command} --help' décrit une sous-commande.")
        case .spanish:
            HelpWords(
                usage: "uso", arguments: "argumentos", options: "opciones", commands: "comandos", subcommands: "subcomandos",
                describesCommand: "'{command} --help' describe un comando.",
                describesSubcommand: "'{command} --help' describe un subcomando.")
        }
    }

    /// The help's content in `language`: a text its table lacks stays English.
    static func translation(for language: Language) -> HelpTranslation {
        language == .english ? .english : HelpTranslation(table: table(of: language))
    }
}
