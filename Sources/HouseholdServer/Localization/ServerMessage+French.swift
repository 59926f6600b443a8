extension ServerMessage {
    /// The French texts.
    static let french: [ServerMessage: String] = [
        .serverStarted: "serveur de {directory} démarré sur localhost:{port}",
        .serverAlreadyRunning: "le serveur de {directory} tourne déjà sur localhost:{port}",
        .serverStopped: "serveur de {directory} arrêté",
        .serverWasNotRunning: "le serveur de {directory} ne tournait pas",
        .accountAdded: "compte '{account}' ajouté (offre {plan})",
        .planUnchanged: "'{account}' a déjà l’offre {plan}",
        .planChanged: "'{account}' a maintenant l’offre {plan} (avant : {previous})",
        .passwordChanged: "'{account}' a un nouveau mot de passe ; ses appareils le demandent à leur prochaine synchronisation",
        .schemaCurrent: "le schéma est à la version {version} ; rien à faire",
        .schemaAppliedOne: "version du schéma appliquée : {versions}",
        .schemaAppliedMany: "versions du schéma appliquées : {versions}",
        .nothingRemoved: "rien n’a été supprimé",
        .accountRemoved: "compte '{account}' supprimé avec ses {vehicles} véhicule(s)",
        .accountRemovedSessions: " ; ses {sessions} session(s) connectée(s) ont été fermées",
        .clusterCreated: "cluster PostgreSQL créé dans {path}",
        .databaseCreated: "base de données '{database}' créée à la version du schéma {version}",
        .serverRunning: "le serveur tourne sur localhost:{port} ; arrêtez-le avec 'glovebox-server stop {directory}'",
        .certificateMade: "certificat TLS autosigné créé pour localhost : {path}",
        .passwordRestored:
            "'{account}' a changé son mot de passe avec ALTER ROLE au lieu de 'glovebox password' : le mot de passe fixé par les outils est rétabli",
        .sessionsEnded: "{sessions} session(s) de compte fermée(s) qui gardaient une transaction au-delà des limites du foyer",
        .nothingToPutRight: "rien à corriger",
        .removeQuestion:
            "supprimer le compte '{account}', ses {vehicles} véhicule(s) avec tous leurs enregistrements, ses partages et son accès ? [y/N] ",
        .passwordPrompt: "mot de passe de {account} : ",
        .passwordAgainPrompt: "le même mot de passe à nouveau : ",
        .removeNeedsYes:
            "remove-account supprime '{account}' et ses {vehicles} véhicule(s) définitivement : lancez-le dans un terminal pour qu’il vous le demande, ou ajoutez --yes",
        .noSuchAccount: "aucun compte nommé '{account}' sur ce serveur",
        .accountExists: "un compte nommé '{account}' existe déjà sur ce serveur",
        .accountNameMalformed: "un nom de compte doit être un texte non vide, sans caractères de contrôle ni espaces autour",
        .accountNameInvisible: "un nom de compte ne doit contenir ni caractères invisibles ni caractères qui changent le sens du texte",
        .accountNameLoginRole: "le nom de compte '{account}' a la forme d’un rôle de connexion, que le serveur garde pour lui",
        .accountNameTooLong: "un nom de compte a au plus {limit} octets sur le serveur (celui-ci en a {bytes})",
        .passwordNotAVerifier: "le mot de passe doit être donné sous forme de vérificateur SCRAM-SHA-256",
        .unknownPlan: "offre inconnue '{plan}'",
        .unknownPlanListed: "offre inconnue '{plan}' (les offres du serveur : {plans})",
        .passwordFileUnreadable: "impossible de lire le fichier de mot de passe {path}",
        .noPasswordTyped: "aucun mot de passe n’a été saisi",
        .passwordsDiffer: "les deux mots de passe diffèrent ; rien n’a été changé",
        .passwordNeeded: "add-account a besoin d’un mot de passe : indiquez --password-file FILE, ou lancez-le dans un terminal pour qu’il vous le demande",
        .passwordTooShort: "un mot de passe doit compter au moins {count} caractères",
        .notAServer: "{directory} n’est pas un serveur de foyer (pas de server.json) : créez-en un avec 'glovebox-server init {directory}'",
        .serverRunsAs: "le serveur tourne en tant que '{user}' : lancez ceci en tant que root ou '{user}'",
        .cannotReadAdminPassword: "impossible de lire {path} : lancez ceci en tant que root ou '{user}'",
        .userMismatch:
            "le serveur ne peut tourner en tant que '{requested}' que si glovebox-server tourne en tant que root ou '{requested}' (il tourne en tant que '{user}')",
        .serviceUserMissing:
            "PostgreSQL refuse de tourner en tant que root, et l’utilisateur '{user}' sous lequel le lancer n’existe pas : créez-le avec "
                + "'useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/sh {user}' ou nommez-en un autre avec --user",
        .rootRefused: "PostgreSQL refuse de tourner en tant que root : --user doit nommer un autre utilisateur",
        .postgresBinWithout:
            "GLOVEBOX_POSTGRES_BIN vaut {directory}, qui n’a pas {programs} : pointez-le vers le dossier des programmes de PostgreSQL, "
                + "ou retirez-le pour utiliser celui qu’installe 'apt-get install postgresql'",
        .postgresVersionUnsupported:
            "{directory} est PostgreSQL {major}, et ce glovebox-server est fait pour PostgreSQL {supported} (la 16 a changé les règles "
                + "de rôles dont dépend la suppression d’un compte) : installez postgresql-{supported}, ou pointez GLOVEBOX_POSTGRES_BIN vers ses programmes",
        .serverVersionUnsupported:
            "le serveur utilise PostgreSQL {major}, et ce glovebox-server est fait pour PostgreSQL {supported} (la 16 a changé les règles "
                + "de rôles dont dépend la suppression d’un compte) : rien n’a été migré",
        .directoryIsFile: "{directory} est un fichier, pas un dossier",
        .directoryNotEmpty:
            "{directory} n’est pas vide : init crée un nouveau serveur dans un dossier nouveau ou vide "
                + "(démarrez un serveur existant avec 'glovebox-server start {directory}')",
        .cannotCreateDirectory: "impossible de créer {directory} : {error}",
        .userCannotReach:
            "l’utilisateur '{user}' ne peut pas atteindre {directory} : choisissez un dossier dont il peut traverser les parents (par exemple sous /srv ou /var/lib)",
        .cannotReadSchemaVersion: "impossible de lire la version du schéma : {error}",
        .migrationFailed: "la migration {version} a échoué et a été annulée : {error}",
        .schemaTooNew: "le schéma du serveur est à la version {found} ; ce glovebox-server connaît jusqu’à la {known} : utilisez un glovebox-server plus récent",
        .unknownUserID: "impossible de trouver le nom de l’identifiant utilisateur {uid} dans la base des utilisateurs",
        .runuserMissing: "runuser (util-linux) est nécessaire pour lancer PostgreSQL en tant que '{user}' et n’a pas été trouvé",
        .cannotGive: "impossible de donner {path} à '{user}' : {error}",
        .cannotRun: "impossible d’exécuter {program} : {error}",
        .cannotAddAccount: "impossible d’ajouter le compte '{account}' : {error}",
        .cannotChangePlan: "impossible de changer l’offre de '{account}' : {error}",
        .cannotChangePassword: "impossible de changer le mot de passe de '{account}' : {error}",
        .cannotCheckPasswords: "impossible de vérifier les mots de passe des comptes : {error}",
        .cannotCheckSessions: "impossible de vérifier les sessions du serveur : {error}",
        .cannotReadAccount: "impossible de lire le compte '{account}' : {error}",
        .roleNotQuoted: "le serveur n’a pas mis entre guillemets le rôle de connexion de '{account}'",
        .cannotRemoveAccount: "impossible de supprimer le compte '{account}' : {error}",
        .noFreePortSocket: "impossible d’ouvrir une socket pour trouver un port libre",
        .noFreePortBind: "impossible de lier une socket pour trouver un port libre",
        .cannotReadConfiguration: "impossible de lire {path} : {error}",
        .configurationTooNew: "{path} a la version de format {found} ; ce glovebox-server lit jusqu’à la {known}",
        .postgresMissing:
            "les programmes serveur de PostgreSQL (initdb, pg_ctl, postgres) sont introuvables : installez-les avec "
                + "'apt-get install postgresql', ou pointez GLOVEBOX_POSTGRES_BIN vers leur dossier",
        .postgresVersionUnreadable: "{program} --version a répondu '{said}', qui ne nomme aucune version de PostgreSQL",
        .opensslMissing:
            "openssl est introuvable : un serveur de foyer a besoin de TLS (l’app ne se connecte qu’en TLS vérifié) ; "
                + "installez-le (apt-get install openssl) et relancez init",
        .initdbFailed: "initdb a échoué :\n{output}",
        .cannotSetMode: "impossible de fixer le mode de {path}",
        .cannotSetModeBecause: "impossible de fixer le mode de {path} : {error}",
        .cannotCopyCertificate: "impossible de copier le certificat vers {path} : {error}",
        .cannotCreateDatabase: "impossible de créer la base de données : {error}",
        .cannotWrite: "impossible d’écrire {path}",
        .cannotOpenToAddSetting: "impossible d’ouvrir {path} pour y ajouter un réglage",
        .cannotAddSetting: "impossible d’ajouter un réglage à {path} : {error}",
        .cannotConnect: "impossible de se connecter au serveur de {directory} (démarrez-le avec 'glovebox-server start {directory}') : {error}",
        .postgresDidNotStart: "PostgreSQL n’a pas démarré (le port {port} est peut-être pris par un autre serveur) :\n{output}",
        .postgresDidNotStop: "PostgreSQL ne s’est pas arrêté :\n{output}",
        .certificateFailed: "openssl n’a pas pu créer le certificat du serveur :\n{output}",
        .cannotSetKeyModes: "impossible de fixer les modes de la clé et du certificat du serveur : {error}",
    ]
}
