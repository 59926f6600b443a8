import SnapshotBuilding

extension CLIPlural {
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
        .countVehicles: [.one: "{count} veículo", .many: "{count} de veículos", .other: "{count} veículos"],
        .countRecords: [.one: "{count} registo", .many: "{count} de registos", .other: "{count} registos"],
        .countRates: [.one: "{count} câmbio", .many: "{count} de câmbios", .other: "{count} câmbios"],
        .countNotes: [.one: "{count} nota", .many: "{count} de notas", .other: "{count} notas"],
        .remindNothingNew: [.one: "nada de novo a avisar ({count} item a vencer, vencido ou em atraso, já avisado)", .many: "nada de novo a avisar ({count} de itens a vencer, vencidos ou em atraso, cada um já avisado)", .other: "nada de novo a avisar ({count} itens a vencer, vencidos ou em atraso, cada um já avisado)"],
        .remindHeldElsewhere: [.one: "outro dispositivo da conta está a enviar {count} mensagem; a próxima execução verifica-a", .many: "outro dispositivo da conta está a enviar {count} de mensagens; a próxima execução verifica-as", .other: "outro dispositivo da conta está a enviar {count} mensagens; a próxima execução verifica-as"],
        .remindLate: [.one: "o servidor do agregado foi avisado de {count} mensagem enviada enquanto não respondia", .many: "o servidor do agregado foi avisado de {count} de mensagens enviadas enquanto não respondia", .other: "o servidor do agregado foi avisado de {count} mensagens enviadas enquanto não respondia"],
        .prefsCurrencyRefused: [
            .one: "moeda principal {code} recusada: nenhuma fonte de câmbios converte para ela ({why}), por isso {count} despesa noutras moedas ficaria fora de todos os totais; importe primeiro câmbios que tenham {code} ('glovebox rates import FILE', um ficheiro no formato do BCE com uma coluna {code})",
            .many: "moeda principal {code} recusada: nenhuma fonte de câmbios converte para ela ({why}), por isso {count} de despesas noutras moedas ficariam fora de todos os totais; importe primeiro câmbios que tenham {code} ('glovebox rates import FILE', um ficheiro no formato do BCE com uma coluna {code})",
            .other: "moeda principal {code} recusada: nenhuma fonte de câmbios converte para ela ({why}), por isso {count} despesas noutras moedas ficariam fora de todos os totais; importe primeiro câmbios que tenham {code} ('glovebox rates import FILE', um ficheiro no formato do BCE com uma coluna {code})",
        ],
        .ratesCount: [.one: "{count} câmbio", .many: "{count} de câmbios", .other: "{count} câmbios"],
        .ratesCurrencies: [.one: "{count} moeda", .many: "{count} de moedas", .other: "{count} moedas"],
        .ratesDays: [.one: "{count} dia", .many: "{count} de dias", .other: "{count} dias"],
        .ratesMissingCells: [.one: "{count} célula sem câmbio", .many: "{count} de células sem câmbio", .other: "{count} células sem câmbio"],
        .ratesSkipped: [
            .one: "; ignorada {count} coluna de moedas desconhecidas: {codes}",
            .many: "; ignoradas {count} de colunas de moedas desconhecidas: {codes}",
            .other: "; ignoradas {count} colunas de moedas desconhecidas: {codes}",
        ],
        .importNewRecords: [
            .one: "{count} registo novo",
            .many: "{count} de registos novos",
            .other: "{count} registos novos",
        ],
        .importAlready: [
            .one: "{count} já importado",
            .many: "{count} já importados",
            .other: "{count} já importados",
        ],
        .importRemovedSince: [
            .one: "{count} removido entretanto, excluído",
            .many: "{count} removidos entretanto, excluídos",
            .other: "{count} removidos entretanto, excluídos",
        ],
        .importOdometerValues: [
            .one: "{count} valor do conta-quilómetros",
            .many: "{count} de valores do conta-quilómetros",
            .other: "{count} valores do conta-quilómetros",
        ],
        .importReminderDistances: [
            .one: "{count} distância de lembrete",
            .many: "{count} de distâncias de lembrete",
            .other: "{count} distâncias de lembrete",
        ],
        .importLeftOutRemoved: [
            .one: "excluída {count} linha cujo registo foi removido depois de uma importação anterior (--restore-removed repõe-no): {list}",
            .many: "excluídas {count} de linhas cujos registos foram removidos depois de uma importação anterior (--restore-removed repõe-nos): {list}",
            .other: "excluídas {count} linhas cujos registos foram removidos depois de uma importação anterior (--restore-removed repõe-nos): {list}",
        ],
        .importBroughtBack: [
            .one: "reposta {count} linha cujo registo foi removido depois de uma importação anterior: {list}",
            .many: "repostas {count} de linhas cujos registos foram removidos depois de uma importação anterior: {list}",
            .other: "repostas {count} linhas cujos registos foram removidos depois de uma importação anterior: {list}",
        ],
        .importBroughtBackDry: [
            .one: "seria reposta {count} linha cujo registo foi removido depois de uma importação anterior: {list}",
            .many: "seriam repostas {count} de linhas cujos registos foram removidos depois de uma importação anterior: {list}",
            .other: "seriam repostas {count} linhas cujos registos foram removidos depois de uma importação anterior: {list}",
        ],
        .importUndone: [
            .one: "{count} linha de uma importação anulada foi importada de novo",
            .many: "{count} de linhas de uma importação anulada foram importadas de novo",
            .other: "{count} linhas de uma importação anulada foram importadas de novo",
        ],
        .importUndoneDry: [
            .one: "{count} linha de uma importação anulada seria importada de novo",
            .many: "{count} de linhas de uma importação anulada seriam importadas de novo",
            .other: "{count} linhas de uma importação anulada seriam importadas de novo",
        ],
        .importBackwards: [
            .one: "{count} leitura é inferior à anterior, guardada como correção (fora da série de verificações do conta-quilómetros):",
            .many: "{count} de leituras são inferiores à anterior, guardadas como correções (fora da série de verificações do conta-quilómetros):",
            .other: "{count} leituras são inferiores à anterior, guardadas como correções (fora da série de verificações do conta-quilómetros):",
        ],
        .importBackwardsDry: [
            .one: "{count} leitura é inferior à anterior, seria guardada como correção (fora da série de verificações do conta-quilómetros):",
            .many: "{count} de leituras são inferiores à anterior, seriam guardadas como correções (fora da série de verificações do conta-quilómetros):",
            .other: "{count} leituras são inferiores à anterior, seriam guardadas como correções (fora da série de verificações do conta-quilómetros):",
        ],
        .importCleaned: [
            .one: "limpa {count} nota de caracteres de controlo ou de direção do texto (as quebras de linha passaram a espaços): {list}",
            .many: "limpas {count} de notas de caracteres de controlo ou de direção do texto (as quebras de linha passaram a espaços): {list}",
            .other: "limpas {count} notas de caracteres de controlo ou de direção do texto (as quebras de linha passaram a espaços): {list}",
        ],
        .importCleanedDry: [
            .one: "seria limpa {count} nota de caracteres de controlo ou de direção do texto (as quebras de linha passariam a espaços): {list}",
            .many: "seriam limpas {count} de notas de caracteres de controlo ou de direção do texto (as quebras de linha passariam a espaços): {list}",
            .other: "seriam limpas {count} notas de caracteres de controlo ou de direção do texto (as quebras de linha passariam a espaços): {list}",
        ],
        .importCut: [
            .one: "cortada {count} nota para {maximum} caracteres: {list}",
            .many: "cortadas {count} de notas para {maximum} caracteres: {list}",
            .other: "cortadas {count} notas para {maximum} caracteres: {list}",
        ],
        .importCutDry: [
            .one: "seria cortada {count} nota para {maximum} caracteres: {list}",
            .many: "seriam cortadas {count} de notas para {maximum} caracteres: {list}",
            .other: "seriam cortadas {count} notas para {maximum} caracteres: {list}",
        ],
        .importLeftOutRows: [
            .one: "excluída {count} linha que o diário não pode guardar:",
            .many: "excluídas {count} de linhas que o diário não pode guardar:",
            .other: "excluídas {count} linhas que o diário não pode guardar:",
        ],
        .importRounded: [
            .one: "arredondado {count} valor do conta-quilómetros com casas decimais à unidade inteira que o diário guarda (metade para cima):",
            .many: "arredondados {count} de valores do conta-quilómetros com casas decimais à unidade inteira que o diário guarda (metade para cima):",
            .other: "arredondados {count} valores do conta-quilómetros com casas decimais à unidade inteira que o diário guarda (metade para cima):",
        ],
        .conflictsDismissed: [
            .one: "descartado {count} conflito",
            .many: "descartados {count} de conflitos",
            .other: "descartados {count} conflitos",
        ],
        .conflictsDiscarded: [
            .one: "removido {count} registo posto de parte porque aquilo a que pertence foi removido (em todos os dispositivos após a próxima sincronização)",
            .many: "removidos {count} de registos postos de parte porque aquilo a que pertencem foi removido (em todos os dispositivos após a próxima sincronização)",
            .other: "removidos {count} registos postos de parte porque aquilo a que pertencem foi removido (em todos os dispositivos após a próxima sincronização)",
        ],
        .syncChanges: [
            .one: "{count} alteração",
            .many: "{count} de alterações",
            .other: "{count} alterações",
        ],
        .syncSetAside: [
            .one: "{count} registo do agregado está posto de parte neste dispositivo, com o seu motivo ('glovebox conflicts list', 'glovebox doctor'); entra numa sincronização assim que o motivo deixar de existir",
            .many: "{count} de registos do agregado estão postos de parte neste dispositivo, cada um com o seu motivo ('glovebox conflicts list', 'glovebox doctor'); cada um entra numa sincronização assim que o seu motivo deixar de existir",
            .other: "{count} registos do agregado estão postos de parte neste dispositivo, cada um com o seu motivo ('glovebox conflicts list', 'glovebox doctor'); cada um entra numa sincronização assim que o seu motivo deixar de existir",
        ],
        .syncNewConflicts: [
            .one: "{count} alteração desta conta foi substituída pela de um membro do agregado feita ao mesmo tempo: veja 'glovebox conflicts list'",
            .many: "{count} de alterações desta conta foram substituídas pelas de um membro do agregado feitas ao mesmo tempo: veja 'glovebox conflicts list'",
            .other: "{count} alterações desta conta foram substituídas pelas de um membro do agregado feitas ao mesmo tempo: veja 'glovebox conflicts list'",
        ],
        .syncUnpushed: [
            .one: "{count} alteração a '{vehicle}' não foi enviada: esta conta já não o pode editar (o proprietário removeu-o, ou a partilha foi revogada ou passou a só de leitura); fica neste dispositivo como conflito: veja 'glovebox conflicts list'",
            .many: "{count} de alterações a '{vehicle}' não foram enviadas: esta conta já não o pode editar (o proprietário removeu-o, ou a partilha foi revogada ou passou a só de leitura); ficam neste dispositivo como conflitos: veja 'glovebox conflicts list'",
            .other: "{count} alterações a '{vehicle}' não foram enviadas: esta conta já não o pode editar (o proprietário removeu-o, ou a partilha foi revogada ou passou a só de leitura); ficam neste dispositivo como conflitos: veja 'glovebox conflicts list'",
        ],
        .linkRecords: [
            .one: "{count} registo",
            .many: "{count} de registos",
            .other: "{count} registos",
        ],
        .linkUnconverted: [
            .one: "  {count} registo não tinha câmbio e não está no total",
            .many: "  {count} de registos não tinham câmbio e não estão no total",
            .other: "  {count} registos não tinham câmbio e não estão no total",
        ],
        .refusalPlanLimit: [
            .one: "o plano {plan} permite {count} veículo; mude para plus para adicionar '{name}'",
            .many: "o plano {plan} permite {count} de veículos; mude para plus para adicionar '{name}'",
            .other: "o plano {plan} permite {count} veículos; mude para plus para adicionar '{name}'",
        ],
        .logoutCannot: [
            .one: "não é possível terminar a sessão: {count} alteração feita neste dispositivo não chegou ao servidor do agregado e o último envio falhou: {message}. Tudo fica neste dispositivo; sincronize quando o servidor a aceitar, ou termine a sessão com --discard-unsynced para a perder",
            .many: "não é possível terminar a sessão: {count} de alterações feitas neste dispositivo não chegaram ao servidor do agregado e o último envio falhou: {message}. Tudo fica neste dispositivo; sincronize quando o servidor as aceitar, ou termine a sessão com --discard-unsynced para as perder",
            .other: "não é possível terminar a sessão: {count} alterações feitas neste dispositivo não chegaram ao servidor do agregado e o último envio falhou: {message}. Tudo fica neste dispositivo; sincronize quando o servidor as aceitar, ou termine a sessão com --discard-unsynced para as perder",
        ],
        .logoutLoseChanges: [
            .one: "terminar a sessão e perder {count} alteração que nunca chegou ao servidor do agregado, com a cópia dos veículos de {account} neste dispositivo",
            .many: "terminar a sessão e perder {count} de alterações que nunca chegaram ao servidor do agregado, com a cópia dos veículos de {account} neste dispositivo",
            .other: "terminar a sessão e perder {count} alterações que nunca chegaram ao servidor do agregado, com a cópia dos veículos de {account} neste dispositivo",
        ],
        .logoutRemoved: [
            .one: "sessão terminada; removida a cópia de {count} veículo deste dispositivo{rest}",
            .many: "sessão terminada; removida a cópia de {count} de veículos deste dispositivo{rest}",
            .other: "sessão terminada; removida a cópia de {count} veículos deste dispositivo{rest}",
        ],
        .logoutDiscarded: [
            .one: " e {count} alteração que o servidor do agregado nunca recebeu",
            .many: " e {count} de alterações que o servidor do agregado nunca recebeu",
            .other: " e {count} alterações que o servidor do agregado nunca recebeu",
        ],
        .deleteAction: [
            .one: "apagar a conta {account} e o seu {count} veículo com todos os registos dele deste dispositivo{server}",
            .many: "apagar a conta {account} e os seus {count} de veículos com todos os registos deles deste dispositivo{server}",
            .other: "apagar a conta {account} e os seus {count} veículos com todos os registos deles deste dispositivo{server}",
        ],
    ]
}
