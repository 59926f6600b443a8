extension ServerHelpText {
    /// The Portuguese help.
    static let portuguese: [String: String] = [
        """
        Sets up and runs a household's PostgreSQL server: the cluster, the schema, its row-level security
        (which is the household's authorization) and the accounts. Run it as root or as the user the
        server runs as; PostgreSQL itself never runs as root.
        """: """
            Configura e executa o servidor PostgreSQL de um agregado: o cluster, o esquema, a sua segurança
            ao nível da linha (que é a autorização do agregado) e as contas. Execute-o como root ou como o
            utilizador com que o servidor corre; o próprio PostgreSQL nunca corre como root.
            """,
        "create a server in DIR, with TLS (openssl must be installed), and start it": "criar um servidor em DIR, com TLS (o openssl tem de estar instalado), e iniciá-lo",
        "the household server's directory": "o diretório do servidor do agregado",
        "the TCP port on localhost (default 5432)": "a porta TCP em localhost (por omissão 5432)",
        "the system user PostgreSQL runs as when this runs as root (default postgres)": "o utilizador do sistema com que o PostgreSQL corre quando isto corre como root (por omissão postgres)",
        "show this help": "mostrar esta ajuda",
        "start the server in DIR": "iniciar o servidor em DIR",
        "stop the server in DIR": "parar o servidor em DIR",
        "add an account (a PostgreSQL login role with a SCRAM password)": "adicionar uma conta (um papel de acesso do PostgreSQL com palavra-passe SCRAM)",
        "the account's name, such as an e-mail address (its login role is a hash of it)": "o nome da conta, por exemplo um endereço de e-mail (o seu papel de acesso é um hash dele)",
        "read the password from the first line of FILE (else it is asked on a terminal)": "ler a palavra-passe da primeira linha de FILE (senão é pedida num terminal)",
        "the account's plan: free (2 owned vehicles) or plus (default free)": "o plano da conta: free (2 veículos próprios) ou plus (por omissão free)",
        "Without --password-file the password is asked twice on the terminal; with neither a file nor a terminal the command is refused.": "Sem --password-file, a palavra-passe é pedida duas vezes no terminal; sem ficheiro nem terminal, o comando é recusado.",
        "change an account's plan": "alterar o plano de uma conta",
        "free (2 owned vehicles) or plus (unlimited)": "free (2 veículos próprios) ou plus (ilimitado)",
        """
        The server enforces the plan: a free account's third vehicle is refused. The account's devices take the
        new plan at their next sync. Moving to a smaller plan keeps the vehicles already owned.
        """: """
            O servidor aplica o plano: o terceiro veículo de uma conta free é recusado. Os dispositivos da conta
            adotam o novo plano na próxima sincronização. Passar para um plano menor mantém os veículos que já são
            seus.
            """,
        "give an account a new password": "dar uma nova palavra-passe a uma conta",
        """
        Without --password-file the password is asked twice on the terminal. The account's devices ask for the
        new one at their next sync. An account changes its own with 'glovebox password'; one changed with
        ALTER ROLE behind the tools is put back by 'check' and 'start'.
        """: """
            Sem --password-file, a palavra-passe é pedida duas vezes no terminal. Os dispositivos da conta pedem a
            nova na próxima sincronização. Uma conta altera a sua com 'glovebox password'; uma alterada com ALTER
            ROLE por fora das ferramentas é reposta por 'check' e 'start'.
            """,
        "remove an account, its vehicles with every record of them, its shares and its login": "remover uma conta, os seus veículos com todos os seus registos, as suas partilhas e o seu acesso",
        "do not ask first (needed without a terminal)": "não perguntar antes (necessário sem terminal)",
        """
        It cannot be undone: on a terminal it asks first, otherwise it needs --yes. Its connected sessions are
        ended. What it wrote in other accounts' vehicles, as their editor, stays theirs.
        """: """
            Não pode ser anulado: num terminal pergunta antes, caso contrário precisa de --yes. As suas sessões
            ligadas são terminadas. O que escreveu nos veículos de outras contas, como seu editor, continua a ser
            delas.
            """,
        "put right what accounts did behind the household's rules, and say what": "corrigir o que as contas fizeram contornando as regras do agregado, e dizer o quê",
        """
        Puts back a password an account changed with ALTER ROLE instead of 'glovebox password', and ends account
        sessions that hold a transaction idle for more than 15 s or run a statement for more than 60 s (any
        session can lift its own timeouts). 'start' runs it too; a systemd timer or cron may run it often.
        """: """
            Repõe uma palavra-passe que uma conta alterou com ALTER ROLE em vez de 'glovebox password', e termina as
            sessões de contas que mantêm uma transação inativa por mais de 15 s ou executam uma instrução por mais
            de 60 s (qualquer sessão pode levantar os seus próprios limites de tempo). 'start' também o executa; um
            temporizador do systemd ou o cron podem executá-lo com frequência.
            """,
        "print the connection string apps sign in to (without an account or password)": "imprimir a cadeia de ligação com que as aplicações iniciam sessão (sem conta nem palavra-passe)",
        "bring the server's schema up to this version's": "atualizar o esquema do servidor para o desta versão",
        "Exit status: 0 done, 1 a failure (PostgreSQL, openssl, files), 2 a command line or input that is refused.": "Estado de saída: 0 concluído, 1 uma falha (PostgreSQL, openssl, ficheiros), 2 uma linha de comandos ou entrada recusada.",
    ]
}
