extension RefusalWords {
    /// The refusals in the language whose ISO 639 code is `languageCode` (`pt`, `de`, `fr`, `es`),
    /// English for any other: written once here, so that the three programs cannot drift apart as
    /// the copies each kept of them could.
    public static func standard(languageCode: String) -> RefusalWords {
        switch languageCode.lowercased() {
        case "pt": RefusalWords(portuguese)
        case "de": RefusalWords(german)
        case "fr": RefusalWords(french)
        case "es": RefusalWords(spanish)
        default: .english
        }
    }

    /// The Portuguese words (of Portugal, as the programs speak it).
    static let portuguese: [RefusalPhrase: String] = [
        .suggestion: " (queria dizer '{word}'?)",
        .unknownOption: "opção desconhecida '{name}'{suggestion}",
        .takesNoValue: "a opção '{name}' não aceita valor",
        .givenTwice: "a opção '{name}' foi indicada mais de uma vez",
        .needsValue: "a opção '{name}' precisa de um valor",
        .needsValues: "a opção '{name}' precisa de {count} valores: {values}",
        .missingArgument: "falta o argumento {name}",
        .unexpectedArgument: "argumento inesperado '{word}'",
        .noSubcommands: "'{command}' não tem o subcomando '{word}'",
        .unknownCommand: "comando desconhecido '{word}'{suggestion}; execute '{program} --help' para ver a lista",
        .unknownSubcommand: "subcomando desconhecido '{word}' de '{group}'{suggestion}; execute '{program} {group} --help' para ver a lista",
        .needsSubcommand: "'{group}' precisa de um subcomando: {choices}",
        .refusedValue: "{label} '{value}' {reason}",
        .notWholeNumber: "não é um número inteiro",
        .tooLarge: "é demasiado grande",
        .atMost: "tem de ser no máximo {upper}",
        .atLeast: "tem de ser pelo menos {lower}",
        .between: "tem de estar entre {lower} e {upper}",
        .notPositiveNumber: "não é um número positivo",
        .notPositiveNumberLike: "não é um número positivo como {example}",
        .notOneOf: "não é um de: {words}",
        .emptyListItem: "não é uma lista separada por vírgulas (tem um elemento vazio)",
        .notADate: "não é uma data da forma {form}",
        .notOnTheCalendar: "não é um dia do calendário",
    ]

    /// The German words.
    static let german: [RefusalPhrase: String] = [
        .suggestion: " (meintest du '{word}'?)",
        .unknownOption: "unbekannte Option '{name}'{suggestion}",
        .takesNoValue: "die Option '{name}' nimmt keinen Wert",
        .givenTwice: "die Option '{name}' ist mehr als einmal angegeben",
        .needsValue: "die Option '{name}' braucht einen Wert",
        .needsValues: "die Option '{name}' braucht {count} Werte: {values}",
        .missingArgument: "das Argument {name} fehlt",
        .unexpectedArgument: "unerwartetes Argument '{word}'",
        .noSubcommands: "'{command}' hat keinen Unterbefehl '{word}'",
        .unknownCommand: "unbekannter Befehl '{word}'{suggestion}; '{program} --help' listet sie auf",
        .unknownSubcommand: "unbekannter Unterbefehl '{word}' von '{group}'{suggestion}; '{program} {group} --help' listet sie auf",
        .needsSubcommand: "'{group}' braucht einen Unterbefehl: {choices}",
        .refusedValue: "{label} '{value}' {reason}",
        .notWholeNumber: "ist keine ganze Zahl",
        .tooLarge: "ist zu groß",
        .atMost: "darf höchstens {upper} sein",
        .atLeast: "muss mindestens {lower} sein",
        .between: "muss zwischen {lower} und {upper} liegen",
        .notPositiveNumber: "ist keine positive Zahl",
        .notPositiveNumberLike: "ist keine positive Zahl wie {example}",
        .notOneOf: "ist keiner von: {words}",
        .emptyListItem: "ist keine durch Kommas getrennte Liste (sie hat einen leeren Eintrag)",
        .notADate: "ist kein Datum der Form {form}",
        .notOnTheCalendar: "ist kein Tag im Kalender",
    ]

    /// The French words.
    static let french: [RefusalPhrase: String] = [
        .suggestion: " (vouliez-vous dire '{word}' ?)",
        .unknownOption: "option inconnue '{name}'{suggestion}",
        .takesNoValue: "l’option '{name}' ne prend pas de valeur",
        .givenTwice: "l’option '{name}' est donnée plus d’une fois",
        .needsValue: "l’option '{name}' demande une valeur",
        .needsValues: "l’option '{name}' demande {count} valeurs : {values}",
        .missingArgument: "argument {name} manquant",
        .unexpectedArgument: "argument inattendu '{word}'",
        .noSubcommands: "'{command}' n’a pas de sous-commande '{word}'",
        .unknownCommand: "commande inconnue '{word}'{suggestion} ; lancez '{program} --help' pour la liste",
        .unknownSubcommand: "sous-commande inconnue '{word}' de '{group}'{suggestion} ; lancez '{program} {group} --help' pour la liste",
        .needsSubcommand: "'{group}' demande une sous-commande : {choices}",
        .refusedValue: "{label} '{value}' {reason}",
        .notWholeNumber: "n’est pas un nombre entier",
        .tooLarge: "est trop grand",
        .atMost: "doit valoir au plus {upper}",
        .atLeast: "doit valoir au moins {lower}",
        .between: "doit être compris entre {lower} et {upper}",
        .notPositiveNumber: "n’est pas un nombre positif",
        .notPositiveNumberLike: "n’est pas un nombre positif comme {example}",
        .notOneOf: "n’est pas l’un de : {words}",
        .emptyListItem: "n’est pas une liste séparée par des virgules (elle a un élément vide)",
        .notADate: "n’est pas une date de la forme {form}",
        .notOnTheCalendar: "n’est pas un jour du calendrier",
    ]

    /// The Spanish words.
    static let spanish: [RefusalPhrase: String] = [
        .suggestion: " (¿querías decir '{word}'?)",
        .unknownOption: "opción desconocida '{name}'{suggestion}",
        .takesNoValue: "la opción '{name}' no admite valor",
        .givenTwice: "la opción '{name}' se ha indicado más de una vez",
        .needsValue: "la opción '{name}' necesita un valor",
        .needsValues: "la opción '{name}' necesita {count} valores: {values}",
        .missingArgument: "falta el argumento {name}",
        .unexpectedArgument: "argumento inesperado '{word}'",
        .noSubcommands: "'{command}' no tiene el subcomando '{word}'",
        .unknownCommand: "comando desconocido '{word}'{suggestion}; ejecuta '{program} --help' para ver la lista",
        .unknownSubcommand: "subcomando desconocido '{word}' de '{group}'{suggestion}; ejecuta '{program} {group} --help' para ver la lista",
        .needsSubcommand: "'{group}' necesita un subcomando: {choices}",
        .refusedValue: "{label} '{value}' {reason}",
        .notWholeNumber: "no es un número entero",
        .tooLarge: "es demasiado grande",
        .atMost: "tiene que ser como mucho {upper}",
        .atLeast: "tiene que ser al menos {lower}",
        .between: "tiene que estar entre {lower} y {upper}",
        .notPositiveNumber: "no es un número positivo",
        .notPositiveNumberLike: "no es un número positivo como {example}",
        .notOneOf: "no es uno de: {words}",
        .emptyListItem: "no es una lista separada por comas (tiene un elemento vacío)",
        .notADate: "no es una fecha de la forma {form}",
        .notOnTheCalendar: "no es un día del calendario",
    ]
}
