extension CLIHelpText {
    /// Portuguese help of the summaries, reports, history, exports, Shortcuts, publishing, calendar, reminders, completion, the demo and the listing.
    static let portugueseOutput: [String: String] = [
        """
        Glovebox, a vehicle logbook: vehicles, odometer readings, expenses in any currency,
        maintenance plans and deadlines, kept on this device ($GLOVEBOX_HOME, else
        $XDG_DATA_HOME/glovebox, else ~/.local/share/glovebox). Every change publishes the
        widgets' and Shortcuts' snapshots and the calendar file.
        """: """
            Glovebox, um diário do veículo: veículos, leituras do conta-quilómetros, despesas
            em qualquer moeda, planos de manutenção e prazos, guardados neste dispositivo
            ($GLOVEBOX_HOME, senão $XDG_DATA_HOME/glovebox, senão ~/.local/share/glovebox).
            Cada alteração publica os instantâneos dos widgets e dos Atalhos e o ficheiro de
            calendário.
            """,
        "every deadline and maintenance item with its state, most urgent first": "todos os prazos e itens de manutenção com o seu estado, o mais urgente primeiro",
        "spending in the home currency per month, category or vehicle (default: the last 6 months)": "gastos na moeda principal por mês, categoria ou veículo (por omissão: os últimos 6 meses)",
        "the first day (YYYY-MM-DD); alone, through the end of this month": "o primeiro dia (YYYY-MM-DD); sozinho, até ao fim deste mês",
        "the last day (YYYY-MM-DD); alone, from the oldest record": "o último dia (YYYY-MM-DD); sozinho, desde o registo mais antigo",
        "N calendar months ending with this month (or from --from, or up to --to)": "N meses de calendário que terminam neste mês (ou a partir de --from, ou até --to)",
        "one calendar year, alone": "um ano civil, sozinho",
        "totals per month (default), category or vehicle": "totais por mês (por omissão), categoria ou veículo",
        """
        Without a period it shows the last 6 months, as the spend widget does. --year Y is one
        calendar year; --months N the N months ending with this month (or N months from --from, or up
        to --to); --from and --to name the days themselves. Each expense is converted at its own date;
        one without a rate is counted, named and left out of the totals.
        """: """
            Sem período mostra os últimos 6 meses, como o widget de gastos. --year Y é um ano civil;
            --months N os N meses que terminam neste mês (ou N meses a partir de --from, ou até --to);
            --from e --to indicam os próprios dias. Cada despesa é convertida à sua própria data; uma sem
            câmbio é contada, nomeada e deixada fora dos totais.
            """,
        "write an HTML page of charts: spend, economy, cost per distance, what is due": "escrever uma página HTML de gráficos: gastos, consumo, custo por distância, o que vence",
        "one calendar year (default: the last 12 months)": "um ano civil (por omissão: os últimos 12 meses)",
        "the directory to write index.html into (required; made if missing)": "o diretório onde escrever index.html (obrigatório; criado se não existir)",
        """
        The page (DIR/index.html) is one file: its style and SVG charts are inline, it runs no
        script and prints as it shows. It covers --year Y, or the last 12 months. With the app lock
        on (glovebox prefs set lock on) it shows no amount, distance or odometer value: spending
        as proportions only, and no economy or cost per distance. The licence plate never appears.
        """: """
            A página (DIR/index.html) é um só ficheiro: o seu estilo e os gráficos SVG estão embutidos,
            não executa nenhum script e imprime-se como se mostra. Cobre --year Y, ou os últimos 12
            meses. Com o bloqueio da aplicação ativo (glovebox prefs set lock on) não mostra nenhum
            montante, distância ou valor do conta-quilómetros: os gastos só em proporções, e nenhum
            consumo nem custo por distância. A matrícula nunca aparece.
            """,
        "the latest changes to the logbook, newest first, with what each replaced": "as alterações mais recentes ao diário, a mais nova primeiro, com o que cada uma substituiu",
        "one change's number: what it did to each record and what it replaced": "o número de uma alteração: o que fez a cada registo e o que substituiu",
        "how many of the latest changes to list (default 20)": "quantas das alterações mais recentes listar (por omissão 20)",
        """
        Each line is one change: its number, when it was made, what it was and how many records it touched; an
        undone change is marked. 'glovebox history N' shows change N record by record: what it added, what it
        removed (with what that was), and each field it changed, with the value it replaced and the value now.
        An undo of an import names the records it removed by the import, in one line: importing the same file
        again brings them back.
        The journal keeps each account's latest 1,000 changes and none older than 90 days: what a removal took
        stays undoable that long, then is gone for good.
        """: """
            Cada linha é uma alteração: o seu número, quando foi feita, o que foi e quantos registos tocou; uma
            alteração anulada é marcada. 'glovebox history N' mostra a alteração N registo a registo: o que
            adicionou, o que removeu (com o que era), e cada campo que alterou, com o valor que substituiu e o
            valor atual. A anulação de uma importação indica os registos que removeu pela importação, numa
            linha: importar de novo o mesmo ficheiro devolve-os. O histórico guarda as 1,000 alterações mais
            recentes de cada conta e nenhuma com mais de 90 dias: o que uma remoção levou pode ser anulado
            durante esse tempo, e depois desaparece de vez.
            """,
        "revert the latest changes (see 'glovebox history'), as a change of its own": "reverter as alterações mais recentes (ver 'glovebox history'), como uma alteração própria",
        "how many of the latest changes to undo (default 1)": "quantas das alterações mais recentes anular (por omissão 1)",
        """
        Reverts the last N changes not undone yet, newest first: what they added goes, what they removed or
        changed comes back as it was. Every reading that comes back is checked as a new one would be; an undo
        that would break a rule says which and changes nothing. The undo itself shows in the history.
        """: """
            Reverte as últimas N alterações ainda não anuladas, a mais nova primeiro: o que adicionaram
            desaparece, o que removeram ou alteraram volta como era. Cada leitura que volta é verificada como uma
            nova seria; uma anulação que quebraria uma regra diz qual e não altera nada. A própria anulação
            aparece no histórico.
            """,
        "write everything the logbook holds for the signed-in account into one file (or CSV files)": "escrever tudo o que o diário guarda para a conta com sessão iniciada num ficheiro (ou em ficheiros CSV)",
        "the export document to write (JSON)": "o documento de exportação a escrever (JSON)",
        "write one CSV file per record kind into DIR instead": "escrever antes um ficheiro CSV por tipo de registo em DIR",
        "replace a file that is already there": "substituir um ficheiro que já exista",
        """
        The file holds the account, its preferences, every vehicle with all its fields (the licence plate
        too: it is your own file, written with mode 0600 like the logbook), every reading, expense,
        maintenance item, service and deadline, what imports remember of the rows they stored (so that
        importing the same file again adds nothing), and the exchange rates. The same logbook always
        gives the same bytes. Rows that cannot be read are written as they are stored, under "damaged",
        and named on standard error. 'glovebox restore FILE' loads it back.
        """: """
            O ficheiro contém a conta, as suas preferências, cada veículo com todos os seus campos (a
            matrícula também: é o seu próprio ficheiro, escrito com modo 0600 como o diário), cada leitura,
            despesa, item de manutenção, manutenção registada e prazo, o que as importações memorizam das
            linhas que guardaram (para que importar o mesmo ficheiro de novo não adicione nada), e os
            câmbios. O mesmo diário dá sempre os mesmos bytes. As linhas que não podem ser lidas são escritas
            tal como estão guardadas, em "damaged", e nomeadas na saída de erros. 'glovebox restore FILE'
            carrega-o de volta.
            """,
        "load an export into the logbook (as its account, with its ids)": "carregar uma exportação no diário (como a sua conta, com os seus ids)",
        "an export written by 'glovebox export'": "uma exportação escrita por 'glovebox export'",
        """
        The whole file is checked first; a fault is named by its place (FILE: vehicles[2].name: …) and
        nothing is written. It signs in as the export's account. If that account already has vehicles on
        this device, it says what they are and replaces them only after asking on a terminal, or with
        --yes. 'glovebox undo' reverts a restore.
        """: """
            O ficheiro inteiro é verificado primeiro; uma falha é nomeada pelo seu lugar (FILE:
            vehicles[2].name: …) e nada é escrito. Inicia sessão como a conta da exportação. Se essa conta
            já tiver veículos neste dispositivo, diz quais são e só os substitui depois de perguntar num
            terminal, ou com --yes. 'glovebox undo' reverte uma reposição.
            """,
        "copy the whole logbook file, consistently, even while other commands write": "copiar o ficheiro inteiro do diário, de forma consistente, mesmo enquanto outros comandos escrevem",
        "the copy to write (a logbook file)": "a cópia a escrever (um ficheiro de diário)",
        """
        The copy holds everything the logbook holds on this device — every account, the journal, the
        rates — as it was committed when the backup started. It is written with mode 0600 and is itself a
        logbook: put it at $GLOVEBOX_HOME/app/glovebox.sqlite to open it.
        """: """
            A cópia contém tudo o que o diário guarda neste dispositivo — todas as contas, o histórico, os
            câmbios — tal como estava confirmado quando a cópia de segurança começou. É escrita com modo 0600
            e é ela própria um diário: coloque-a em $GLOVEBOX_HOME/app/glovebox.sqlite para a abrir.
            """,
        "answer as Siri would: when is the next maintenance": "responder como a Siri: quando é a próxima manutenção",
        "the vehicle's name, id or a spoken alias": "o nome do veículo, o id ou um nome falado",
        "print the answer, its status and the choices as JSON": "imprimir a resposta, o seu estado e as escolhas em JSON",
        """
        Answers from <documents>/shortcuts.snapshot.json only (never the logbook), in the
        snapshot's language, counting days in the snapshot's time zone (the app's). Every answer exits 0, as Siri
        always speaks; --json tells them apart by status (answered, locked, monthEnded,
        noVehicles, unknownVehicle, whichVehicle, openApp).
        """: """
            Responde apenas a partir de <documents>/shortcuts.snapshot.json (nunca do diário), no idioma do
            instantâneo, contando os dias no fuso horário do instantâneo (o da aplicação). Todas as respostas saem
            com 0, como a Siri fala sempre; --json distingue-as pelo estado (answered, locked, monthEnded,
            noVehicles, unknownVehicle, whichVehicle, openApp).
            """,
        "answer as Siri would: when is the next deadline": "responder como a Siri: quando é o próximo prazo",
        "answer as Siri would: how much was spent this month": "responder como a Siri: quanto se gastou este mês",
        "answer as Siri would: what the odometer says": "responder como a Siri: o que diz o conta-quilómetros",
        "answer as Siri would: what the fuel economy of the last fill-up was": "responder como a Siri: qual foi o consumo do último abastecimento",
        "open a glovebox:// link (a screen, or a prefilled form to confirm)": "abrir uma ligação glovebox:// (um ecrã, ou um formulário preenchido a confirmar)",
        "such as glovebox://vehicle/clio or glovebox://odometer/new?vehicle=clio&value=84500": "por exemplo glovebox://vehicle/clio ou glovebox://odometer/new?vehicle=clio&value=84500",
        "confirm the form without asking": "confirmar o formulário sem perguntar",
        """
        A cold start: the link waits until the logbook is open and the session checked. Read links
        print their screen; form links run the normal form prefilled, after a yes (or --yes).
        A link that cannot be opened exits 2 with "can't open this link: …" and writes nothing;
        a form's refusal is the form's own message and status; signed out, the link is dropped (1).
        """: """
            Um arranque a frio: a ligação espera até o diário estar aberto e a sessão verificada. As
            ligações de leitura imprimem o seu ecrã; as ligações de formulário executam o formulário
            normal preenchido, depois de um sim (ou --yes).
            Uma ligação que não pode ser aberta sai com 2 com "can't open this link: …" e não escreve
            nada; a recusa de um formulário é a mensagem e o estado do próprio formulário; sem sessão
            iniciada, a ligação é descartada (1).
            """,
        "the Log Odometer shortcut: opens the odometer form prefilled": "o atalho Registar Conta-quilómetros: abre o formulário do conta-quilómetros preenchido",
        "name, id or spoken alias": "nome, id ou nome falado",
        "the odometer": "o conta-quilómetros",
        "the Add Expense shortcut: opens the expense form prefilled": "o atalho Adicionar Despesa: abre o formulário da despesa preenchido",
        "such as 45.90": "por exemplo 45.90",
        "publish the widgets and Shortcuts snapshots and the calendar now, and say what changed": "publicar agora os instantâneos dos widgets e dos Atalhos e o calendário, e dizer o que mudou",
        "print the report as JSON": "imprimir o relatório em JSON",
        """
        Every command that changes the logbook publishes on its way out; this forces one. The widgets
        snapshot is built only when a widget is installed, and only the kinds whose content changed
        are asked to reload; the calendar file (see 'calendar export') is rewritten only when its events
        changed.
        """: """
            Cada comando que altera o diário publica à saída; este força uma publicação. O instantâneo dos
            widgets só é construído quando há um widget instalado, e só os tipos cujo conteúdo mudou são
            chamados a recarregar; o ficheiro de calendário (ver 'calendar export') só é reescrito quando os
            seus eventos mudaram.
            """,
        "check that the widgets can see what the app publishes, and that the logbook is sound": "verificar que os widgets veem o que a aplicação publica, e que o diário está são",
        "make missing or changed indexes and triggers again, and sum the spend totals again when they differ": "criar de novo os índices e gatilhos em falta ou alterados, e somar de novo os totais de gastos quando diferem",
        """
        Exits 1, with the fix, when the shared container cannot be resolved, written or read, or when the
        logbook is damaged: its files, SQLite's quick_check of its pages, its schema version, every
        record row, its indexes and triggers, and the spend totals the logbook keeps against the expenses
        they sum, read without creating or migrating it. Then, on a sound logbook, says whether the widgets
        snapshot, the calendar file and the reminders are behind it (a note with the command that catches
        each up).
        With --repair, indexes and triggers missing or not as the logbook's steps make them are made again,
        spend totals that differ are summed again from the expenses, and both are checked again.
        """: """
            Sai com 1, com a correção, quando o contentor partilhado não pode ser resolvido, escrito ou lido,
            ou quando o diário está danificado: os seus ficheiros, o quick_check do SQLite às suas páginas, a
            versão do esquema, cada linha de registo, os seus índices e gatilhos, e os totais de gastos que o
            diário guarda face às despesas que somam, lidos sem o criar nem migrar. Depois, num diário são, diz
            se o instantâneo dos widgets, o ficheiro de calendário e os lembretes estão atrasados em relação a
            ele (uma nota com o comando que atualiza cada um). Com --repair, os índices e gatilhos em falta ou
            não como os passos do diário os criam são criados de novo, os totais de gastos que diferem são
            somados de novo a partir das despesas, e ambos são verificados de novo.
            """,
        "generate the Apple build's entitlements, Info.plists, xcconfig and project.yml": "gerar os entitlements, os Info.plist, o xcconfig e o project.yml da compilação Apple",
        "where to write the files (required)": "onde escrever os ficheiros (obrigatório)",
        "the app's bundle identifier (default app.glovebox)": "o bundle identifier da aplicação (por omissão app.glovebox)",
        "the Apple developer team id": "o id da equipa de programador Apple",
        """
        Every value comes from the code's own constants: the App Group, the URL scheme, the widget kinds
        and families. Regenerating writes the same bytes; files that did not change are left alone.
        """: """
            Cada valor vem das constantes do próprio código: o App Group, o esquema de URL, os tipos e
            famílias de widgets. Gerar de novo escreve os mesmos bytes; os ficheiros que não mudaram ficam
            como estão.
            """,
        "write the deadlines and maintenance as an iCalendar file (RFC 5545)": "escrever os prazos e a manutenção como um ficheiro iCalendar (RFC 5545)",
        "write the calendar to FILE (default standard output)": "escrever o calendário em FILE (por omissão a saída padrão)",
        """
        Writes what every publish keeps in glovebox.ics beside the widgets snapshot: an
        all-day event for each open deadline and each maintenance item due on a day, and for each item
        due at a distance the day the odometer forecast expects it (a tentative event marked as a
        forecast) or its due date when that comes first, each with an alarm at 09:00 on its first
        warning day. Texts are in the app's language; the licence plate is never written, and with the
        lock on no odometer value either. Event ids come from the records' ids, so a calendar subscribed
        to the file updates its events instead of adding new ones. FILE is replaced whole (mode 0600).
        """: """
            Escreve o que cada publicação guarda em glovebox.ics ao lado do instantâneo dos widgets: um
            evento de dia inteiro para cada prazo em aberto e cada item de manutenção que vence num dia, e,
            para cada item que vence a uma distância, o dia em que a previsão do conta-quilómetros o espera
            (um evento provisório marcado como previsão) ou a sua data de vencimento quando esta vem
            primeiro, cada um com um alarme às 09:00 no seu primeiro dia de aviso. Os textos estão no idioma
            da aplicação; a matrícula nunca é escrita, e com o bloqueio ativo também nenhum valor do
            conta-quilómetros. Os ids dos eventos vêm dos ids dos registos, por isso um calendário subscrito
            ao ficheiro atualiza os seus eventos em vez de adicionar novos. FILE é substituído por inteiro
            (modo 0600).
            """,
        "send each deadline and maintenance state change once, through every channel": "enviar cada mudança de estado de prazos e manutenção uma vez, por todos os canais",
        """
        'glovebox remind' alone runs this; the timer of 'remind install' runs it every day at 09:00 and at
        login. Each deadline and maintenance item that is due soon, due (today, or at its due odometer) or
        overdue, by its date or by the odometer forecast, is told once per channel for each state of each
        occurrence: running it every minute sends nothing new, and a renewal, a service or a postponement
        starts again. Overdue is urgent (desktop urgency critical, ntfy priority 5, Gotify 8). Texts are in
        the app's language; with the lock on no odometer value is sent, and no amount ever is.
        A channel that fails stops for this run and is reported (exit 1); what it was not told is sent at
        the next run, and the other channels go on. At least once: a message is recorded as sent only after
        its channel took it, so a crash between the two may repeat that one message, never lose it.
        What was sent is kept in this device's logbook. A device linked to a household server ('glovebox
        login --server') also claims each message there before sending it, so that the account's devices
        tell it once between them (a channel is the same on two devices when its destination is: any two
        desktops, one ntfy topic); when the server cannot be asked, this device sends alone, says so, and
        tells the server at a later run. Records of occurrences that no longer apply are pruned as runs go.
        """: """
            'glovebox remind' sozinho executa isto; o temporizador de 'remind install' executa-o todos os dias
            às 09:00 e ao iniciar sessão. Cada prazo e item de manutenção que está a vencer, vence (hoje, ou no
            seu conta-quilómetros de vencimento) ou está em atraso, pela data ou pela previsão do
            conta-quilómetros, é comunicado uma vez por canal para cada estado de cada ocorrência: executá-lo a
            cada minuto não envia nada de novo, e uma renovação, uma manutenção registada ou um adiamento
            recomeça. Em atraso é urgente (urgência critical no ambiente de trabalho, prioridade 5 no ntfy, 8
            no Gotify). Os textos estão no idioma da aplicação; com o bloqueio ativo não é enviado nenhum valor
            do conta-quilómetros, e nenhum montante nunca o é.
            Um canal que falha para nesta execução e é reportado (sai com 1); o que não lhe foi comunicado é
            enviado na próxima execução, e os outros canais continuam. Pelo menos uma vez: uma mensagem só é
            registada como enviada depois de o seu canal a aceitar, por isso uma falha entre as duas coisas
            pode repetir essa mensagem, nunca perdê-la.
            O que foi enviado fica guardado no diário deste dispositivo. Um dispositivo ligado a um servidor do
            agregado ('glovebox login --server') também reclama lá cada mensagem antes de a enviar, para que os
            dispositivos da conta a comuniquem uma só vez entre eles (um canal é o mesmo em dois dispositivos
            quando o seu destino o é: dois ambientes de trabalho quaisquer, um tópico ntfy); quando o servidor
            não pode ser consultado, este dispositivo envia sozinho, di-lo, e informa o servidor numa execução
            posterior. Os registos de ocorrências que já não se aplicam são eliminados à medida que as
            execuções decorrem.
            """,
        "send reminders as desktop notifications (freedesktop, over D-Bus)": "enviar lembretes como notificações do ambiente de trabalho (freedesktop, por D-Bus)",
        "Notifications come from \"Glovebox\" on the session bus of the user who runs 'glovebox remind'.": "As notificações vêm de \"Glovebox\" no barramento de sessão do utilizador que executa 'glovebox remind'.",
        "send reminders to an ntfy topic": "enviar lembretes para um tópico ntfy",
        "the topic's URL, such as https://ntfy.sh/my-car-reminders": "o URL do tópico, por exemplo https://ntfy.sh/my-car-reminders",
        "The topic is the last part of the URL; pick one nobody can guess, since anyone who knows it can read it.": "O tópico é a última parte do URL; escolha um que ninguém consiga adivinhar, pois quem o conhecer pode lê-lo.",
        "send reminders to a Gotify server": "enviar lembretes para um servidor Gotify",
        "the server's URL, such as https://gotify.example.com": "o URL do servidor, por exemplo https://gotify.example.com",
        "an application token of the Gotify server (kept in a 0600 file)": "um token de aplicação do servidor Gotify (guardado num ficheiro 0600)",
        """
        The token is kept in the app's private directory (reminders.json, mode 0600) and sent only in the
        X-Gotify-Key header; 'remind list' shows its first two characters.
        """: """
            O token fica guardado no diretório privado da aplicação (reminders.json, modo 0600) e só é
            enviado no cabeçalho X-Gotify-Key; 'remind list' mostra os seus dois primeiros caracteres.
            """,
        "run a command for each reminder": "executar um comando para cada lembrete",
        "a shell command, run by /bin/sh -c": "um comando da shell, executado por /bin/sh -c",
        """
        The message is in the environment (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL, GLOVEBOX_STATE,
        GLOVEBOX_URGENT 1 or 0), never in the command line. Exit status 0 counts as
        delivered; any other is a failure, retried at the next run.
        """: """
            A mensagem está no ambiente (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL, GLOVEBOX_STATE,
            GLOVEBOX_URGENT 1 ou 0), nunca na linha de comandos. O estado de saída 0 conta como entregue;
            qualquer outro é uma falha, tentada de novo na próxima execução.
            """,
        "list the reminder channels (Gotify tokens masked)": "listar os canais de lembretes (tokens do Gotify ocultados)",
        "remove a reminder channel": "remover um canal de lembretes",
        "the channel's id, as 'remind list' prints it": "o id do canal, tal como 'remind list' o imprime",
        "send a test message through every channel, or one": "enviar uma mensagem de teste por todos os canais, ou por um",
        "the channel's id (default: every channel)": "o id do canal (por omissão: todos os canais)",
        "Records nothing: the reminders themselves are still sent by the next 'glovebox remind'.": "Não regista nada: os próprios lembretes continuam a ser enviados pelo próximo 'glovebox remind'.",
        "write a systemd user timer that runs 'glovebox remind' daily and at login": "escrever um temporizador de utilizador do systemd que executa 'glovebox remind' diariamente e ao iniciar sessão",
        """
        Writes glovebox-remind.service and glovebox-remind.timer to ~/.config/systemd/user
        ($XDG_CONFIG_HOME/systemd/user when set): daily at 09:00 and two minutes after login, Persistent=true
        so a run missed while the machine was off happens when it is back. The service runs this executable
        by its absolute path, with GLOVEBOX_HOME when it is set. Without systemd, prints the crontab lines
        that do the same instead.
        """: """
            Escreve glovebox-remind.service e glovebox-remind.timer em ~/.config/systemd/user
            ($XDG_CONFIG_HOME/systemd/user quando definido): diariamente às 09:00 e dois minutos depois de
            iniciar sessão, Persistent=true para que uma execução perdida com a máquina desligada aconteça quando
            ela voltar. O serviço executa este executável pelo seu caminho absoluto, com GLOVEBOX_HOME quando
            definido. Sem systemd, imprime em vez disso as linhas de crontab que fazem o mesmo.
            """,
        "remove the systemd user timer of 'remind install'": "remover o temporizador de utilizador do systemd de 'remind install'",
        "Asks first, or needs --yes. Leaves the channels and what was sent as they are.": "Pergunta antes, ou precisa de --yes. Deixa os canais e o que foi enviado como estão.",
        "print a shell completion script (bash or zsh)": "imprimir um script de conclusão da shell (bash ou zsh)",
        "bash or zsh": "bash ou zsh",
        """
        Completes commands and their options as you type. Load it in the running shell with
        eval "$(glovebox completion bash)" (or zsh), or keep it: glovebox completion bash >
        ~/.local/share/bash-completion/completions/glovebox, and for zsh add the eval line to ~/.zshrc.
        """: """
            Completa comandos e as suas opções à medida que escreve. Carregue-o na shell em execução com
            eval "$(glovebox completion bash)" (ou zsh), ou guarde-o: glovebox completion bash >
            ~/.local/share/bash-completion/completions/glovebox, e para o zsh acrescente a linha eval a
            ~/.zshrc.
            """,
        "seed a demo garage, publish the widgets' snapshot and show the four widgets": "criar uma garagem de demonstração, publicar o instantâneo dos widgets e mostrar os quatro widgets",
        "delete every account and record on this device first, after asking (exchange rates stay)": "eliminar primeiro todas as contas e registos deste dispositivo, depois de perguntar (os câmbios ficam)",
        "seed and publish only; do not start glovebox-widget": "só criar e publicar; não iniciar o glovebox-widget",
        "the glovebox-widget program to run (default: the one beside glovebox, else the first on PATH)": "o programa glovebox-widget a executar (por omissão: o que está ao lado do glovebox, senão o primeiro no PATH)",
        """
        On an empty logbook it adds three vehicles (one in miles) and one shared read-only, a year of
        readings and expenses in EUR, GBP, USD, CHF and SEK (and one in MAD, which has no ECB rate),
        maintenance plans by time, by distance and by both with one postponed, and deadlines due soon,
        overdue and far away, all relative to today. A logbook that already has vehicles is shown as it is.
        The widgets are drawn by glovebox-widget, a program of its own, which the demo never builds:
        without it (not beside glovebox, not on PATH, no --widget) it says how to get it and changes nothing.
        """: """
            Num diário vazio adiciona três veículos (um em milhas) e um partilhado só para leitura, um ano de
            leituras e despesas em EUR, GBP, USD, CHF e SEK (e uma em MAD, que não tem câmbio do BCE), planos de
            manutenção por tempo, por distância e por ambos com um adiado, e prazos a vencer, em atraso e
            distantes, tudo relativo a hoje. Um diário que já tem veículos é mostrado como está.
            Os widgets são desenhados pelo glovebox-widget, um programa próprio, que a demonstração nunca
            compila: sem ele (nem ao lado do glovebox, nem no PATH, nem --widget) diz como obtê-lo e não altera
            nada.
            """,
        """
        Vehicles and items are named by id or by name, in any letter case; read commands take --json.
        exit status: 0 success, 1 failure, 2 bad command line or refused value
        """: """
            Os veículos e os itens são nomeados por id ou por nome, em maiúsculas ou minúsculas; os
            comandos de leitura aceitam --json.
            estado de saída: 0 sucesso, 1 falha, 2 linha de comandos errada ou valor recusado
            """,
    ]
}
