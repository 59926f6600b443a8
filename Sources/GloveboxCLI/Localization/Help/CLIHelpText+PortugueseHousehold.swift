extension CLIHelpText {
    /// Portuguese help of the accounts, keys, sync, conflicts, sharing and preferences.
    static let portugueseHousehold: [String: String] = [
        "sign in (records stay on this device; with --server, linked to a household server)": "iniciar sessão (os registos ficam neste dispositivo; com --server, ligado a um servidor do agregado)",
        "the account name, such as an e-mail address": "o nome da conta, por exemplo um endereço de e-mail",
        "free (2 vehicles) or plus (unlimited); default: keep, else free": "free (2 veículos) ou plus (ilimitado); por omissão: mantém-se, senão free",
        "a household server's connection string ('glovebox-server url' prints it)": "a cadeia de ligação de um servidor do agregado ('glovebox-server url' imprime-a)",
        "with --server: read the account's password from FILE's first line": "com --server: ler a palavra-passe da conta da primeira linha de FILE",
        "with --server: read the account's password from standard input's first line": "com --server: ler a palavra-passe da conta da primeira linha da entrada padrão",
        "make (first sign-in) or open the account's key with the passphrase in FILE's first line": "criar (primeiro início de sessão) ou abrir a chave da conta com a frase-passe da primeira linha de FILE",
        "open the key with the recovery key in FILE instead of the passphrase": "abrir a chave com a chave de recuperação em FILE em vez da frase-passe",
        "show this help": "mostrar esta ajuda",
        "With --server the name and password are checked on the server first; a refusal or a server that does not answer changes nothing here. Every connection is TLS with the server's certificate verified (sslmode=verify-full) and SCRAM with channel binding (channel_binding=require); a URL that asks for less, or holds a password, is refused. Without --password-file or --password-stdin the password is asked on the terminal, not shown as it is typed. The link is kept in the app's private directory, mode 0600. At the account's first sign-in its key is made (the passphrase asked twice, or --passphrase-file; the recovery key printed once); at the next ones it is opened (the passphrase, or --recovery-key-file). Without a terminal or either file the sign-in says what stays on this device until 'glovebox keys init' or 'keys unlock'.": "Com --server, o nome e a palavra-passe são verificados primeiro no servidor; uma recusa ou um servidor que não responde não altera nada aqui. Cada ligação usa TLS com o certificado do servidor verificado (sslmode=verify-full) e SCRAM com channel binding (channel_binding=require); um URL que peça menos, ou que contenha uma palavra-passe, é recusado. Sem --password-file nem --password-stdin, a palavra-passe é pedida no terminal, sem ser mostrada enquanto é escrita. A ligação fica guardada no diretório privado da aplicação, com modo 0600. No primeiro início de sessão da conta é criada a sua chave (a frase-passe pedida duas vezes, ou --passphrase-file; a chave de recuperação impressa uma vez); nos seguintes é aberta (a frase-passe, ou --recovery-key-file). Sem terminal nem nenhum dos ficheiros, o início de sessão diz o que fica neste dispositivo até 'glovebox keys init' ou 'keys unlock'.",
        "sign out (linked to a household server: push, then remove this device's copy)": "terminar sessão (ligado a um servidor do agregado: enviar e depois remover a cópia deste dispositivo)",
        "when the final push fails, sign out anyway and lose the changes the server never took (asks first)": "se o envio final falhar, terminar sessão mesmo assim e perder as alterações que o servidor não recebeu (pergunta antes)",
        "go ahead without asking (needed when not run from a terminal)": "avançar sem perguntar (necessário fora de um terminal)",
        "Without a household server the records stay on this device. Linked to one, the outbox is pushed first, then this device's copy of the synced data is removed (the server keeps it; 'login --server' brings it back); when the push fails, nothing is removed and the sign-out is refused, unless --discard-unsynced (which asks first, or needs --yes). Licence plates reach the server only sealed with the account's key ('glovebox keys'): on a device that has not opened it, a vehicle's plate is on this device alone, and the sign-out asks first (or needs --yes), since the plate goes with the copy.": "Sem servidor do agregado, os registos ficam neste dispositivo. Ligado a um, a caixa de saída é enviada primeiro e depois a cópia dos dados sincronizados deste dispositivo é removida (o servidor guarda-os; 'login --server' trá-los de volta); se o envio falhar, nada é removido e o fim de sessão é recusado, exceto com --discard-unsynced (que pergunta antes, ou precisa de --yes). As matrículas só chegam ao servidor seladas com a chave da conta ('glovebox keys'): num dispositivo que não a abriu, a matrícula de um veículo existe apenas neste dispositivo, e o fim de sessão pergunta antes (ou precisa de --yes), pois a matrícula vai com a cópia.",
        "delete the account and every record of it (and, when linked, its household server data)": "eliminar a conta e todos os seus registos (e, se ligada, os seus dados no servidor do agregado)",
        "It cannot be undone: on a terminal it asks first; otherwise it needs --yes. Linked to a household server, the server deletes the account's data first (its vehicles and their records, its shares, its login); a server that cannot do it leaves everything as it was.": "Não pode ser anulado: num terminal pergunta antes; caso contrário, precisa de --yes. Ligado a um servidor do agregado, o servidor elimina primeiro os dados da conta (os seus veículos e respetivos registos, as suas partilhas, o seu acesso); um servidor que não o consiga fazer deixa tudo como estava.",
        "show the plan, or change it": "mostrar o plano, ou alterá-lo",
        "free or plus": "free ou plus",
        "print JSON instead of text": "imprimir JSON em vez de texto",
        "change this account's password on its household server": "alterar a palavra-passe desta conta no seu servidor do agregado",
        "read the new password from FILE's first line": "ler a nova palavra-passe da primeira linha de FILE",
        "read the new password from the first line of standard input": "ler a nova palavra-passe da primeira linha da entrada padrão",
        "On a terminal the new password is asked twice with the typing hidden. The server changes it first; this device then keeps the new one (the old one is forgotten). The account's other devices are asked to sign in again with it ('glovebox login ACCOUNT --server URL'). Exit 2 when this device is not linked, the password is too short, or the two typed differ.": "Num terminal, a nova palavra-passe é pedida duas vezes sem ser mostrada. O servidor altera-a primeiro; depois este dispositivo guarda a nova (a antiga é esquecida). Os outros dispositivos da conta são convidados a iniciar sessão de novo com ela ('glovebox login ACCOUNT --server URL'). Sai com 2 quando este dispositivo não está ligado, a palavra-passe é demasiado curta ou as duas escritas diferem.",
        "this account's key: its fingerprint on the household server, and whether this device opened it": "a chave desta conta: a sua impressão digital no servidor do agregado, e se este dispositivo a abriu",
        "The household server keeps the account's public key and its secret key wrapped by the passphrase and by the recovery key, neither of which it ever receives. Members compare fingerprints to know a key is the one they expect.": "O servidor do agregado guarda a chave pública da conta e a sua chave secreta envolvida pela frase-passe e pela chave de recuperação, nenhuma das quais alguma vez recebe. Os membros comparam impressões digitais para saber que uma chave é a que esperam.",
        "make this account's key, wrapped by a passphrase, and print its recovery key once": "criar a chave desta conta, envolvida por uma frase-passe, e imprimir a sua chave de recuperação uma vez",
        "read the new passphrase from FILE's first line": "ler a nova frase-passe da primeira linha de FILE",
        "On a terminal the passphrase is asked twice with the typing hidden. The recovery key is printed once and kept nowhere: write it down. Without the passphrase and the recovery key, what the key seals cannot be opened again by anyone. Exit 2 when the account has a key already ('keys unlock' opens it).": "Num terminal, a frase-passe é pedida duas vezes sem ser mostrada. A chave de recuperação é impressa uma vez e não fica guardada em lado nenhum: anote-a. Sem a frase-passe e sem a chave de recuperação, o que a chave sela não pode voltar a ser aberto por ninguém. Sai com 2 quando a conta já tem uma chave ('keys unlock' abre-a).",
        "open this account's key on this device, with the passphrase or the recovery key": "abrir a chave desta conta neste dispositivo, com a frase-passe ou a chave de recuperação",
        "read the passphrase from FILE's first line": "ler a frase-passe da primeira linha de FILE",
        "Exit 2 when neither opens it; nothing is kept then.": "Sai com 2 quando nenhuma a abre; nesse caso nada é guardado.",
        "wrap this account's key with a new passphrase (the recovery key stays valid)": "envolver a chave desta conta com uma nova frase-passe (a chave de recuperação continua válida)",
        "The key must be opened on this device first ('keys unlock'). The old passphrase opens it no more.": "A chave tem de ser aberta primeiro neste dispositivo ('keys unlock'). A frase-passe antiga deixa de a abrir.",
        "push this device's changes to the household server and pull the household's": "enviar as alterações deste dispositivo para o servidor do agregado e receber as do agregado",
        "Needs 'glovebox login ACCOUNT --server URL' first. Edits merge value by value: edits of different values of one record all stay; of one value, the later one stays (by hybrid logical clock, ties broken by device id) and the other's author finds it in 'glovebox conflicts list'. Licence plates go to the server sealed with the vehicle's key, which only its members hold ('glovebox keys init' makes the account's; without it, plates stay on the device that typed them); an account with a key syncs only on devices that opened it. A vehicle shared with this account arrives whole with its role; a revoked one leaves with its records. Nothing local is lost when it fails: exit 1 when the server cannot be reached, goes away mid-sync or is on another schema version (the message says which side to update), 2 when it refuses the name or password.": "Requer 'glovebox login ACCOUNT --server URL' primeiro. As edições juntam-se valor a valor: edições de valores diferentes de um registo ficam todas; de um mesmo valor, fica a mais recente (por relógio lógico híbrido, com empates decididos pelo id do dispositivo) e o autor da outra encontra-a em 'glovebox conflicts list'. As matrículas vão para o servidor seladas com a chave do veículo, que só os seus membros têm ('glovebox keys init' cria a da conta; sem ela, as matrículas ficam no dispositivo onde foram escritas); uma conta com chave só sincroniza nos dispositivos que a abriram. Um veículo partilhado com esta conta chega inteiro com o seu papel; um revogado sai com os seus registos. Nada local se perde quando falha: sai com 1 quando o servidor não pode ser contactado, desaparece a meio da sincronização ou está noutra versão do esquema (a mensagem diz que lado atualizar), com 2 quando recusa o nome ou a palavra-passe.",
        "this account's edits that a household member's concurrent edit replaced": "as edições desta conta que a edição simultânea de um membro do agregado substituiu",
        """
        When two devices change the same value of a record before either has synced, the later change is kept
        on every device and the other is listed here, on each device of the account whose edit lost: the record,
        the value, yours, the one kept, who wrote it and when. Edits of different values of one record are all
        kept and listed nowhere. 'conflicts keep ID' writes yours back as a new edit; 'conflicts dismiss ID'
        (or --all) forgets it, here and, after the next sync, on the account's other devices.
        """: """
            Quando dois dispositivos alteram o mesmo valor de um registo antes de algum ter sincronizado, a
            alteração mais recente fica em todos os dispositivos e a outra é listada aqui, em cada dispositivo da
            conta cuja edição perdeu: o registo, o valor, o seu, o que ficou, quem o escreveu e quando. Edições de
            valores diferentes de um registo ficam todas e não são listadas em lado nenhum. 'conflicts keep ID'
            volta a escrever o seu como nova edição; 'conflicts dismiss ID' (ou --all) esquece-o, aqui e, após a
            próxima sincronização, nos outros dispositivos da conta.
            """,
        "write your value of a conflict back, as a new edit": "voltar a escrever o seu valor de um conflito, como nova edição",
        "the conflict's id as 'glovebox conflicts' prints it (its first characters do)": "o id do conflito tal como 'glovebox conflicts' o imprime (bastam os primeiros caracteres)",
        """
        The value you wrote replaces the one that was kept, checked as any edit is, and syncs like one (and the
        conflict is dismissed): the household then has yours.
        """: """
            O valor que escreveu substitui o que ficou, verificado como qualquer edição, e sincroniza como tal (e o
            conflito é dispensado): o agregado passa a ter o seu.
            """,
        "forget a conflict (or --all), keeping the value that won": "esquecer um conflito (ou --all), mantendo o valor que ganhou",
        "the conflict's id as 'glovebox conflicts' prints it": "o id do conflito tal como 'glovebox conflicts' o imprime",
        "dismiss every conflict": "dispensar todos os conflitos",
        """
        The value kept stays. For a record written while what it belongs to was removed ('removed-parent'),
        keeping the removal discards the record, with what was kept aside under it (a service's expense), on
        every device after the next sync; 'conflicts keep ID' brings what it belongs to back instead.
        """: """
            O valor que ficou mantém-se. Para um registo escrito enquanto aquilo a que pertence era removido
            ('removed-parent'), manter a remoção descarta o registo, com o que ficou guardado à parte com ele (a
            despesa de uma manutenção), em todos os dispositivos após a próxima sincronização; 'conflicts keep
            ID' traz de volta aquilo a que pertence.
            """,
        "share a vehicle with another account, or change the role it has": "partilhar um veículo com outra conta, ou alterar o papel que tem",
        "id or name": "id ou nome",
        "the other account, as the household server names it": "a outra conta, tal como o servidor do agregado a nomeia",
        "editor (adds and changes records) or viewer (reads)": "editor (adiciona e altera registos) ou viewer (lê)",
        "seal the vehicle's key to the account's key even though it is not the one this device sealed to before": "selar a chave do veículo para a chave da conta mesmo que não seja aquela para a qual este dispositivo selou antes",
        "--role is required. Only the vehicle's owner can share it; the household server decides. The other account's devices get the vehicle and all its records at their next 'glovebox sync'. Needs the server: run 'glovebox sync' first for a vehicle added since the last one. With the owner's key opened on this device ('glovebox keys'), the vehicle's key is sealed to the other account's public key, so that its devices open the licence plate; the first key seen for an account is remembered, and a different one later is refused until you compare the fingerprints ('glovebox members') and confirm with --accept-new-key. An account without a key gets the vehicle's key at your next sync after it makes one.": "--role é obrigatório. Só o proprietário do veículo o pode partilhar; o servidor do agregado decide. Os dispositivos da outra conta recebem o veículo e todos os seus registos na próxima 'glovebox sync'. Requer o servidor: execute 'glovebox sync' primeiro para um veículo adicionado desde a última. Com a chave do proprietário aberta neste dispositivo ('glovebox keys'), a chave do veículo é selada para a chave pública da outra conta, para que os seus dispositivos abram a matrícula; a primeira chave vista para uma conta é memorizada, e uma diferente mais tarde é recusada até comparar as impressões digitais ('glovebox members') e confirmar com --accept-new-key. Uma conta sem chave recebe a chave do veículo na sua próxima sincronização depois de criar uma.",
        "revoke another account's share of a vehicle": "revogar a partilha de um veículo com outra conta",
        "Only the vehicle's owner can revoke a share. The vehicle and its records leave the other account's devices (and their widgets and Shortcuts) at their next 'glovebox sync'. With the owner's key opened here, the vehicle's key is replaced, sealed to the remaining members, and its plate sealed again with it and pushed: nothing written from now on opens with the key the removed account had.": "Só o proprietário do veículo pode revogar uma partilha. O veículo e os seus registos saem dos dispositivos da outra conta (e dos seus widgets e Atalhos) na próxima 'glovebox sync'. Com a chave do proprietário aberta aqui, a chave do veículo é substituída, selada para os restantes membros, e a sua matrícula selada de novo com ela e enviada: nada do que for escrito a partir de agora abre com a chave que a conta removida tinha.",
        "list the accounts a vehicle is shared with, and their roles": "listar as contas com que um veículo é partilhado, e os seus papéis",
        "Asked of the household server (not of this device's logbook): every member may list them, with each one's key fingerprint ('glovebox keys show' prints one's own): compare them in person to know the keys are the members'.": "Perguntado ao servidor do agregado (não ao diário deste dispositivo): qualquer membro os pode listar, com a impressão digital da chave de cada um ('glovebox keys show' imprime a sua): compare-as pessoalmente para saber que as chaves são dos membros.",
        "show preferences (locale, currency, lock, timezone, economy)": "mostrar as preferências (locale, currency, lock, timezone, economy)",
        "one of: locale, currency, lock, timezone, economy": "uma de: locale, currency, lock, timezone, economy",
        "set a preference": "definir uma preferência",
        "the new value": "o novo valor",
        """
        values: locale — a BCP 47 language tag such as pt-PT (texts in English, Portuguese (Portugal),
        Spanish, French or German; any other Portuguese gets Portugal's, any other language English);
        currency — the ISO 4217 home currency;
        lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name;
        economy — auto (mpg-us for a vehicle in miles, l/100km in km) or l/100km, km/l, mpg-us, mpg-uk,
        kwh/100km, mi/kwh. locale and timezone also take system: the system's, as before they were set.
        """: """
            valores: locale — uma etiqueta de idioma BCP 47 como pt-PT (textos em inglês, português
            (Portugal), espanhol, francês ou alemão; qualquer outro português recebe o de Portugal, qualquer
            outro idioma o inglês);
            currency — o código ISO 4217 da moeda principal;
            lock — on ou off (com o bloqueio ativo, os widgets não mostram conta-quilómetros nem dinheiro);
            timezone — um nome IANA;
            economy — auto (mpg-us para um veículo em milhas, l/100km em km) ou l/100km, km/l, mpg-us,
            mpg-uk, kwh/100km, mi/kwh.
            locale e timezone também aceitam system: a do sistema, como antes de serem definidas.
            """,
    ]
}
