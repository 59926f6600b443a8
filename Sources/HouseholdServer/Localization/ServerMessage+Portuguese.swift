extension ServerMessage {
    /// The Portuguese (Portugal) texts.
    static let portuguese: [ServerMessage: String] = [
        .serverStarted: "o servidor em {directory} foi iniciado em localhost:{port}",
        .serverAlreadyRunning: "o servidor em {directory} já está a correr em localhost:{port}",
        .serverStopped: "o servidor em {directory} foi parado",
        .serverWasNotRunning: "o servidor em {directory} não estava a correr",
        .accountAdded: "a conta '{account}' foi adicionada (plano {plan})",
        .planUnchanged: "'{account}' já está no plano {plan}",
        .planChanged: "'{account}' está agora no plano {plan} (era {previous})",
        .passwordChanged: "'{account}' tem uma nova palavra-passe; os seus dispositivos pedem-na na próxima sincronização",
        .schemaCurrent: "o esquema está na versão {version}; nada a fazer",
        .schemaAppliedOne: "aplicada a versão do esquema {versions}",
        .schemaAppliedMany: "aplicadas as versões do esquema {versions}",
        .nothingRemoved: "nada foi removido",
        .accountRemoved: "a conta '{account}' foi removida com os seus {vehicles} veículo(s)",
        .accountRemovedSessions: "; terminadas as suas {sessions} sessão(ões) ligada(s)",
        .clusterCreated: "criado um cluster PostgreSQL em {path}",
        .databaseCreated: "criada a base de dados '{database}' na versão do esquema {version}",
        .serverRunning: "o servidor está a correr em localhost:{port}; pare-o com 'glovebox-server stop {directory}'",
        .certificateMade: "criado um certificado TLS autoassinado para localhost: {path}",
        .passwordRestored:
            "'{account}' mudou a sua palavra-passe com ALTER ROLE em vez de 'glovebox password': a palavra-passe definida pelas ferramentas foi reposta",
        .sessionsEnded: "terminada(s) {sessions} sessão(ões) de conta que mantinham uma transação para além dos limites do agregado",
        .nothingToPutRight: "nada a corrigir",
        .removeQuestion:
            "remover a conta '{account}', os seus {vehicles} veículo(s) com todos os seus registos, as suas partilhas e o seu acesso? [y/N] ",
        .passwordPrompt: "palavra-passe de {account}: ",
        .passwordAgainPrompt: "a mesma palavra-passe outra vez: ",
        .removeNeedsYes:
            "remove-account remove '{account}' e os seus {vehicles} veículo(s) de vez: execute-o num terminal para que seja perguntado, ou acrescente --yes",
        .noSuchAccount: "não há nenhuma conta chamada '{account}' neste servidor",
        .accountExists: "já existe uma conta chamada '{account}' neste servidor",
        .accountNameMalformed: "um nome de conta tem de ser texto não vazio, sem caracteres de controlo nem espaços à volta",
        .accountNameInvisible: "um nome de conta não pode ter caracteres invisíveis nem caracteres que mudem a direção do texto",
        .accountNameLoginRole: "o nome de conta '{account}' tem a forma de um papel de acesso, que o servidor guarda para si",
        .accountNameTooLong: "um nome de conta tem no máximo {limit} bytes no servidor (este tem {bytes})",
        .passwordNotAVerifier: "a palavra-passe tem de ser dada como um verificador SCRAM-SHA-256",
        .unknownPlan: "plano desconhecido '{plan}'",
        .unknownPlanListed: "plano desconhecido '{plan}' (os planos do servidor: {plans})",
        .passwordFileUnreadable: "não é possível ler o ficheiro de palavra-passe {path}",
        .noPasswordTyped: "não foi escrita nenhuma palavra-passe",
        .passwordsDiffer: "as duas palavras-passe são diferentes; nada foi alterado",
        .passwordNeeded: "add-account precisa de uma palavra-passe: indique --password-file FILE, ou execute-o num terminal para que seja perguntada",
        .passwordTooShort: "uma palavra-passe precisa de pelo menos {count} caracteres",
        .notAServer: "{directory} não é um servidor do agregado (sem server.json): crie um com 'glovebox-server init {directory}'",
        .serverRunsAs: "o servidor corre como '{user}': execute isto como root ou como '{user}'",
        .cannotReadAdminPassword: "não é possível ler {path}: execute isto como root ou como '{user}'",
        .userMismatch:
            "o servidor só pode correr como '{requested}' quando o glovebox-server corre como root ou como '{requested}' (corre como '{user}')",
        .serviceUserMissing:
            "o PostgreSQL recusa-se a correr como root, e o utilizador '{user}' com que o correr não existe: crie-o com "
                + "'useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/sh {user}' ou indique outro com --user",
        .rootRefused: "o PostgreSQL recusa-se a correr como root: --user tem de indicar outro utilizador",
        .postgresBinWithout:
            "GLOVEBOX_POSTGRES_BIN é {directory}, que não tem {programs}: aponte-o para a pasta dos programas do PostgreSQL, "
                + "ou remova-o para usar a que 'apt-get install postgresql' instala",
        .postgresVersionUnsupported:
            "{directory} é o PostgreSQL {major}, e este glovebox-server é feito para o PostgreSQL {supported} (o 16 mudou as regras "
                + "de papéis de que a eliminação de uma conta depende): instale postgresql-{supported}, ou aponte GLOVEBOX_POSTGRES_BIN para os seus programas",
        .serverVersionUnsupported:
            "o servidor corre o PostgreSQL {major}, e este glovebox-server é feito para o PostgreSQL {supported} (o 16 mudou as regras "
                + "de papéis de que a eliminação de uma conta depende): nada foi migrado",
        .directoryIsFile: "{directory} é um ficheiro, não uma pasta",
        .directoryNotEmpty:
            "{directory} não está vazia: init cria um servidor novo numa pasta nova ou vazia "
                + "(inicie um existente com 'glovebox-server start {directory}')",
        .cannotCreateDirectory: "não é possível criar {directory}: {error}",
        .userCannotReach:
            "o utilizador '{user}' não consegue chegar a {directory}: escolha uma pasta em cujas pastas-mãe possa entrar (como uma em /srv ou /var/lib)",
        .cannotReadSchemaVersion: "não é possível ler a versão do esquema: {error}",
        .migrationFailed: "a migração {version} falhou e foi revertida: {error}",
        .schemaTooNew: "o esquema do servidor está na versão {found}; este glovebox-server conhece até à {known}: use um glovebox-server mais recente",
        .unknownUserID: "não é possível encontrar o nome do id de utilizador {uid} na base de dados de utilizadores",
        .runuserMissing: "o runuser (util-linux) é necessário para correr o PostgreSQL como '{user}' e não foi encontrado",
        .cannotGive: "não é possível dar {path} a '{user}': {error}",
        .cannotRun: "não é possível executar {program}: {error}",
        .cannotAddAccount: "não é possível adicionar a conta '{account}': {error}",
        .cannotChangePlan: "não é possível mudar o plano de '{account}': {error}",
        .cannotChangePassword: "não é possível mudar a palavra-passe de '{account}': {error}",
        .cannotCheckPasswords: "não é possível verificar as palavras-passe das contas: {error}",
        .cannotCheckSessions: "não é possível verificar as sessões do servidor: {error}",
        .cannotReadAccount: "não é possível ler a conta '{account}': {error}",
        .roleNotQuoted: "o servidor não citou o papel de acesso de '{account}'",
        .cannotRemoveAccount: "não é possível remover a conta '{account}': {error}",
        .noFreePortSocket: "não é possível abrir um socket para encontrar uma porta livre",
        .noFreePortBind: "não é possível associar um socket para encontrar uma porta livre",
        .cannotReadConfiguration: "não é possível ler {path}: {error}",
        .configurationTooNew: "{path} tem a versão de formato {found}; este glovebox-server lê até à {known}",
        .postgresMissing:
            "os programas do servidor PostgreSQL (initdb, pg_ctl, postgres) não foram encontrados: instale-os com "
                + "'apt-get install postgresql', ou aponte GLOVEBOX_POSTGRES_BIN para a sua pasta",
        .postgresVersionUnreadable: "{program} --version disse '{said}', que não indica nenhuma versão do PostgreSQL",
        .opensslMissing:
            "o openssl não foi encontrado: um servidor do agregado precisa de TLS (a aplicação só se liga por TLS verificado); "
                + "instale-o (apt-get install openssl) e execute init outra vez",
        .initdbFailed: "o initdb falhou:\n{output}",
        .cannotSetMode: "não é possível definir o modo de {path}",
        .cannotSetModeBecause: "não é possível definir o modo de {path}: {error}",
        .cannotCopyCertificate: "não é possível copiar o certificado para {path}: {error}",
        .cannotCreateDatabase: "não é possível criar a base de dados: {error}",
        .cannotWrite: "não é possível escrever {path}",
        .cannotOpenToAddSetting: "não é possível abrir {path} para acrescentar uma definição",
        .cannotAddSetting: "não é possível acrescentar uma definição a {path}: {error}",
        .cannotConnect: "não é possível ligar ao servidor em {directory} (inicie-o com 'glovebox-server start {directory}'): {error}",
        .postgresDidNotStart: "o PostgreSQL não arrancou (a porta {port} pode estar ocupada por outro servidor):\n{output}",
        .postgresDidNotStop: "o PostgreSQL não parou:\n{output}",
        .certificateFailed: "o openssl não conseguiu criar o certificado do servidor:\n{output}",
        .cannotSetKeyModes: "não é possível definir os modos da chave e do certificado do servidor: {error}",
    ]
}
