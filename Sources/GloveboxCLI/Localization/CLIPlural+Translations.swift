import SnapshotBuilding

extension CLIPlural {
    /// German: one and other.
    static let german: [CLIPlural: [PluralCategory: String]] = [
        .lostEdits: [
            .one: "[Konflikt] {count} deiner Änderungen wurde durch die eines Haushaltsmitglieds ersetzt: siehe 'glovebox conflicts list'",
            .other: "[Konflikt] {count} deiner Änderungen wurden durch die eines Haushaltsmitglieds ersetzt: siehe 'glovebox conflicts list'",
        ],
        .everyMonths: [.one: "alle {count} Monat", .other: "alle {count} Monate"],
        .records: [.one: "{count} Eintrag", .other: "{count} Einträge"],
        .missingRates: [
            .one: "{count} Eintrag hatte keinen Wechselkurs für sein Datum und ist nicht in den Summen:",
            .other: "{count} Einträge hatten keinen Wechselkurs für ihr Datum und sind nicht in den Summen:",
        ],
        .segments: [.one: "{count} Abschnitt", .other: "{count} Abschnitte"],
        .windowLast: [.one: "letzter {count} Abschnitt", .other: "letzte {count} Abschnitte"],
        .waitingPartials: [.one: "wartend: {count} Teilfüllung seit der letzten vollen Tankfüllung zählt bei der nächsten vollen", .other: "wartend: {count} Teilfüllungen seit der letzten vollen Tankfüllung zählen bei der nächsten vollen"],
        .withoutOdometer: [.one: "{count} Tankfüllung ohne Kilometerstand: ihr Kraftstoff zählt im Abschnitt, in den ihr Tag fällt (eine volle verbindet die Abschnitte um sie); 'glovebox fuel edit ID --odometer N' gibt ihr einen Stand", .other: "{count} Tankfüllungen ohne Kilometerstand: ihr Kraftstoff zählt im Abschnitt, in den ihr Tag fällt (eine volle verbindet die Abschnitte um sie); 'glovebox fuel edit ID --odometer N' gibt einer einen Stand"],
        .skipNoLevel: [.one: "{count} Tankfüllung ohne volle Tankfüllung davor: {level} zu Beginn ist unbekannt", .other: "{count} Tankfüllungen ohne volle Tankfüllung davor: {level} zu Beginn ist unbekannt"],
        .skipMissed: [.one: "{count} Tankfüllung nach einer nicht erfassten (--missed): weggelassen, nicht eingerechnet", .other: "{count} Tankfüllungen nach einer nicht erfassten (--missed): weggelassen, nicht eingerechnet"],
        .countReadings: [.one: "{count} Ablesung", .other: "{count} Ablesungen"],
        .countExpenses: [.one: "{count} Ausgabe", .other: "{count} Ausgaben"],
        .countItems: [.one: "{count} Wartungspunkt", .other: "{count} Wartungspunkten"],
        .countServices: [.one: "{count} Wartung", .other: "{count} Wartungen"],
        .countDeadlines: [.one: "{count} Frist", .other: "{count} Fristen"],
        .countLoggedServices: [.one: "{count} eingetragenen Wartung", .other: "{count} eingetragenen Wartungen"],
    ]

    /// French: one (0 and 1), many (whole millions) and other.
    static let french: [CLIPlural: [PluralCategory: String]] = [
        .lostEdits: [
            .one: "[conflit] {count} de vos modifications a été remplacée par celle d’un membre du foyer : voir 'glovebox conflicts list'",
            .many: "[conflit] {count} de vos modifications ont été remplacées par celles d’un membre du foyer : voir 'glovebox conflicts list'",
            .other: "[conflit] {count} de vos modifications ont été remplacées par celles d’un membre du foyer : voir 'glovebox conflicts list'",
        ],
        .everyMonths: [.one: "tous les {count} mois", .many: "tous les {count} de mois", .other: "tous les {count} mois"],
        .records: [.one: "{count} entrée", .many: "{count} d’entrées", .other: "{count} entrées"],
        .missingRates: [
            .one: "{count} entrée n’avait pas de taux de change à sa date et n’est pas dans les totaux :",
            .many: "{count} d’entrées n’avaient pas de taux de change à leur date et ne sont pas dans les totaux :",
            .other: "{count} entrées n’avaient pas de taux de change à leur date et ne sont pas dans les totaux :",
        ],
        .segments: [.one: "{count} trajet", .many: "{count} de trajets", .other: "{count} trajets"],
        .windowLast: [.one: "{count} dernier trajet", .many: "{count} de derniers trajets", .other: "{count} derniers trajets"],
        .waitingPartials: [.one: "en attente : {count} plein partiel depuis le dernier plein complet compte au prochain complet", .many: "en attente : {count} de pleins partiels depuis le dernier plein complet comptent au prochain complet", .other: "en attente : {count} pleins partiels depuis le dernier plein complet comptent au prochain complet"],
        .withoutOdometer: [.one: "{count} plein sans kilométrage : son carburant compte dans le trajet où tombe son jour (un plein complet réunit les trajets autour de lui) ; 'glovebox fuel edit ID --odometer N' lui donne un relevé", .many: "{count} de pleins sans kilométrage : leur carburant compte dans le trajet où tombe leur jour (un plein complet réunit les trajets autour de lui) ; 'glovebox fuel edit ID --odometer N' donne un relevé à l’un d’eux", .other: "{count} pleins sans kilométrage : leur carburant compte dans le trajet où tombe leur jour (un plein complet réunit les trajets autour de lui) ; 'glovebox fuel edit ID --odometer N' donne un relevé à l’un d’eux"],
        .skipNoLevel: [.one: "{count} plein sans plein complet avant lui : {level} de départ est inconnu", .many: "{count} de pleins sans plein complet avant eux : {level} de départ est inconnu", .other: "{count} pleins sans plein complet avant eux : {level} de départ est inconnu"],
        .skipMissed: [.one: "{count} plein après un plein non enregistré (--missed) : écarté, pas moyenné", .many: "{count} de pleins après un plein non enregistré (--missed) : écartés, pas moyennés", .other: "{count} pleins après un plein non enregistré (--missed) : écartés, pas moyennés"],
        .countReadings: [.one: "{count} relevé", .many: "{count} de relevés", .other: "{count} relevés"],
        .countExpenses: [.one: "{count} dépense", .many: "{count} de dépenses", .other: "{count} dépenses"],
        .countItems: [.one: "{count} entretien prévu", .many: "{count} d’entretiens prévus", .other: "{count} entretiens prévus"],
        .countServices: [.one: "{count} entretien effectué", .many: "{count} d’entretiens effectués", .other: "{count} entretiens effectués"],
        .countDeadlines: [.one: "{count} échéance", .many: "{count} d’échéances", .other: "{count} échéances"],
        .countLoggedServices: [.one: "{count} entretien effectué", .many: "{count} d’entretiens effectués", .other: "{count} entretiens effectués"],
    ]

    /// Spanish: one, many (whole millions) and other.
    static let spanish: [CLIPlural: [PluralCategory: String]] = [
        .lostEdits: [
            .one: "[conflicto] {count} de tus cambios fue sustituido por el de un miembro del hogar: consulta 'glovebox conflicts list'",
            .many: "[conflicto] {count} de tus cambios fueron sustituidos por los de un miembro del hogar: consulta 'glovebox conflicts list'",
            .other: "[conflicto] {count} de tus cambios fueron sustituidos por los de un miembro del hogar: consulta 'glovebox conflicts list'",
        ],
        .everyMonths: [.one: "cada {count} mes", .many: "cada {count} de meses", .other: "cada {count} meses"],
        .records: [.one: "{count} registro", .many: "{count} de registros", .other: "{count} registros"],
        .missingRates: [
            .one: "{count} registro no tenía tipo de cambio para su fecha y no está en los totales:",
            .many: "{count} de registros no tenían tipo de cambio para su fecha y no están en los totales:",
            .other: "{count} registros no tenían tipo de cambio para su fecha y no están en los totales:",
        ],
        .segments: [.one: "{count} tramo", .many: "{count} de tramos", .other: "{count} tramos"],
        .windowLast: [.one: "último {count} tramo", .many: "últimos {count} de tramos", .other: "últimos {count} tramos"],
        .waitingPartials: [.one: "a la espera: {count} repostaje parcial desde el último completo cuenta en el próximo completo", .many: "a la espera: {count} de repostajes parciales desde el último completo cuentan en el próximo completo", .other: "a la espera: {count} repostajes parciales desde el último completo cuentan en el próximo completo"],
        .withoutOdometer: [.one: "{count} repostaje sin cuentakilómetros: su combustible cuenta en el tramo en que cae su día (uno completo une los tramos de alrededor); 'glovebox fuel edit ID --odometer N' le da una lectura", .many: "{count} de repostajes sin cuentakilómetros: su combustible cuenta en el tramo en que cae su día (uno completo une los tramos de alrededor); 'glovebox fuel edit ID --odometer N' da una lectura a uno", .other: "{count} repostajes sin cuentakilómetros: su combustible cuenta en el tramo en que cae su día (uno completo une los tramos de alrededor); 'glovebox fuel edit ID --odometer N' da una lectura a uno"],
        .skipNoLevel: [.one: "{count} repostaje sin repostaje completo antes: {level} de partida es desconocido", .many: "{count} de repostajes sin repostaje completo antes: {level} de partida es desconocido", .other: "{count} repostajes sin repostaje completo antes: {level} de partida es desconocido"],
        .skipMissed: [.one: "{count} repostaje tras uno no registrado (--missed): excluido, no promediado", .many: "{count} de repostajes tras uno no registrado (--missed): excluidos, no promediados", .other: "{count} repostajes tras uno no registrado (--missed): excluidos, no promediados"],
        .countReadings: [.one: "{count} lectura", .many: "{count} de lecturas", .other: "{count} lecturas"],
        .countExpenses: [.one: "{count} gasto", .many: "{count} de gastos", .other: "{count} gastos"],
        .countItems: [.one: "{count} mantenimiento previsto", .many: "{count} de mantenimientos previstos", .other: "{count} mantenimientos previstos"],
        .countServices: [.one: "{count} mantenimiento hecho", .many: "{count} de mantenimientos hechos", .other: "{count} mantenimientos hechos"],
        .countDeadlines: [.one: "{count} plazo", .many: "{count} de plazos", .other: "{count} plazos"],
        .countLoggedServices: [.one: "{count} mantenimiento anotado", .many: "{count} de mantenimientos anotados", .other: "{count} mantenimientos anotados"],
    ]

    /// Portuguese (Portugal): one, many (whole millions) and other.
    static let portuguese: [CLIPlural: [PluralCategory: String]] = [
        .lostEdits: [
            .one: "[conflito] {count} das suas alterações foi substituída pela de um membro do agregado: veja 'glovebox conflicts list'",
            .many: "[conflito] {count} de alterações suas foram substituídas pelas de um membro do agregado: veja 'glovebox conflicts list'",
            .other: "[conflito] {count} das suas alterações foram substituídas pelas de um membro do agregado: veja 'glovebox conflicts list'",
        ],
        .everyMonths: [.one: "a cada {count} mês", .many: "a cada {count} de meses", .other: "a cada {count} meses"],
        .records: [.one: "{count} registo", .many: "{count} de registos", .other: "{count} registos"],
        .missingRates: [
            .one: "{count} registo não tinha câmbio para a sua data e não está nos totais:",
            .many: "{count} de registos não tinham câmbio para a sua data e não estão nos totais:",
            .other: "{count} registos não tinham câmbio para a sua data e não estão nos totais:",
        ],
        .segments: [.one: "{count} troço", .many: "{count} de troços", .other: "{count} troços"],
        .windowLast: [.one: "último {count} troço", .many: "últimos {count} de troços", .other: "últimos {count} troços"],
        .waitingPartials: [.one: "em espera: {count} abastecimento parcial desde o último completo conta no próximo completo", .many: "em espera: {count} de abastecimentos parciais desde o último completo contam no próximo completo", .other: "em espera: {count} abastecimentos parciais desde o último completo contam no próximo completo"],
        .withoutOdometer: [.one: "{count} abastecimento sem conta-quilómetros: o seu combustível conta no troço em que cai o seu dia (um completo une os troços à sua volta); 'glovebox fuel edit ID --odometer N' dá-lhe uma leitura", .many: "{count} de abastecimentos sem conta-quilómetros: o seu combustível conta no troço em que cai o seu dia (um completo une os troços à sua volta); 'glovebox fuel edit ID --odometer N' dá uma leitura a um", .other: "{count} abastecimentos sem conta-quilómetros: o seu combustível conta no troço em que cai o seu dia (um completo une os troços à sua volta); 'glovebox fuel edit ID --odometer N' dá uma leitura a um"],
        .skipNoLevel: [.one: "{count} abastecimento sem abastecimento completo antes: {level} de partida é desconhecido", .many: "{count} de abastecimentos sem abastecimento completo antes: {level} de partida é desconhecido", .other: "{count} abastecimentos sem abastecimento completo antes: {level} de partida é desconhecido"],
        .skipMissed: [.one: "{count} abastecimento após um não registado (--missed): excluído, sem entrar na média", .many: "{count} de abastecimentos após um não registado (--missed): excluídos, sem entrar na média", .other: "{count} abastecimentos após um não registado (--missed): excluídos, sem entrar na média"],
        .countReadings: [.one: "{count} leitura", .many: "{count} de leituras", .other: "{count} leituras"],
        .countExpenses: [.one: "{count} despesa", .many: "{count} de despesas", .other: "{count} despesas"],
        .countItems: [.one: "{count} manutenção prevista", .many: "{count} de manutenções previstas", .other: "{count} manutenções previstas"],
        .countServices: [.one: "{count} manutenção feita", .many: "{count} de manutenções feitas", .other: "{count} manutenções feitas"],
        .countDeadlines: [.one: "{count} prazo", .many: "{count} de prazos", .other: "{count} prazos"],
        .countLoggedServices: [.one: "{count} manutenção registada", .many: "{count} de manutenções registadas", .other: "{count} manutenções registadas"],
    ]
}
