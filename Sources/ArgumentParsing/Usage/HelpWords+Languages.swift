extension HelpWords {
    /// The help's frame in the language whose ISO 639 code is `languageCode` (`pt`, `de`, `fr`, `es`),
    /// English for any other: written once here, so that every program built on this module frames
    /// its help alike (`glovebox`, `glovebox-widget`, `glovebox-server`).
    public static func standard(languageCode: String) -> HelpWords {
        switch languageCode.lowercased() {
        case "pt":
            HelpWords(
                usage: "utilização", arguments: "argumentos", options: "opções", commands: "comandos", subcommands: "subcomandos",
                describesCommand: "'{command} --help' descreve um comando.",
                describesSubcommand: "'{command} --help' descreve um subcomando.")
        case "de":
            HelpWords(
                usage: "Aufruf", arguments: "Argumente", options: "Optionen", commands: "Befehle", subcommands: "Unterbefehle",
                describesCommand: "'{command} --help' beschreibt einen Befehl.",
                describesSubcommand: "'{command} --help' beschreibt einen Unterbefehl.")
        case "fr":
            HelpWords(
                usage: "utilisation", arguments: "arguments", options: "options", commands: "commandes", subcommands: "sous-commandes",
                describesCommand: "'{command} --help' décrit une commande.",
                describesSubcommand: "'{command} --help' décrit une sous-commande.")
        case "es":
            HelpWords(
                usage: "uso", arguments: "argumentos", options: "opciones", commands: "comandos", subcommands: "subcomandos",
                describesCommand: "'{command} --help' describe un comando.",
                describesSubcommand: "'{command} --help' describe un subcomando.")
        default: .english
        }
    }
}
