extension ServerHelpText {
    /// The French help.
    static let french: [String: String] = [
        """
        Sets up and runs a household's PostgreSQL server: the cluster, the schema, its row-level security
        (which is the household's authorization) and the accounts. Run it as root or as the user the
        server runs as; PostgreSQL itself never runs as root.
        """: """
            Installe et exécute le serveur PostgreSQL d’un foyer : le cluster, le schéma, sa sécurité au
            niveau des lignes (qui est l’autorisation du foyer) et les comptes. Lancez-le en root ou sous
            l’utilisateur du serveur ; PostgreSQL lui-même ne tourne jamais en root.
            """,
        "create a server in DIR, with TLS (openssl must be installed), and start it": "créer un serveur dans DIR, avec TLS (openssl doit être installé), et le démarrer",
        "the household server's directory": "le répertoire du serveur du foyer",
        "the TCP port on localhost (default 5432)": "le port TCP sur localhost (par défaut 5432)",
        "the system user PostgreSQL runs as when this runs as root (default postgres)": "l’utilisateur système sous lequel tourne PostgreSQL quand ceci tourne en root (par défaut postgres)",
        "show this help": "afficher cette aide",
        "start the server in DIR": "démarrer le serveur dans DIR",
        "stop the server in DIR": "arrêter le serveur dans DIR",
        "add an account (a PostgreSQL login role with a SCRAM password)": "ajouter un compte (un rôle de connexion PostgreSQL avec un mot de passe SCRAM)",
        "the account's name, such as an e-mail address (its login role is a hash of it)": "le nom du compte, par exemple une adresse e-mail (son rôle de connexion en est un hachage)",
        "read the password from the first line of FILE (else it is asked on a terminal)": "lire le mot de passe sur la première ligne de FILE (sinon il est demandé dans un terminal)",
        "the account's plan: free (2 owned vehicles) or plus (default free)": "l’offre du compte : free (2 véhicules possédés) ou plus (par défaut free)",
        "Without --password-file the password is asked twice on the terminal; with neither a file nor a terminal the command is refused.": "Sans --password-file, le mot de passe est demandé deux fois dans le terminal ; sans fichier ni terminal, la commande est refusée.",
        "change an account's plan": "changer l’offre d’un compte",
        "free (2 owned vehicles) or plus (unlimited)": "free (2 véhicules possédés) ou plus (illimité)",
        """
        The server enforces the plan: a free account's third vehicle is refused. The account's devices take the
        new plan at their next sync. Moving to a smaller plan keeps the vehicles already owned.
        """: """
            Le serveur applique l’offre : le troisième véhicule d’un compte free est refusé. Les appareils du
            compte adoptent la nouvelle offre à leur prochaine synchronisation. Passer à une offre inférieure garde
            les véhicules déjà possédés.
            """,
        "give an account a new password": "donner un nouveau mot de passe à un compte",
        """
        Without --password-file the password is asked twice on the terminal. The account's devices ask for the
        new one at their next sync. An account changes its own with 'glovebox password'; one changed with
        ALTER ROLE behind the tools is put back by 'check' and 'start'.
        """: """
            Sans --password-file, le mot de passe est demandé deux fois dans le terminal. Les appareils du compte
            demandent le nouveau à leur prochaine synchronisation. Un compte change le sien avec 'glovebox
            password' ; un mot de passe changé avec ALTER ROLE en contournant les outils est rétabli par 'check'
            et 'start'.
            """,
        "remove an account, its vehicles with every record of them, its shares and its login": "supprimer un compte, ses véhicules avec toutes leurs données, ses partages et sa connexion",
        "do not ask first (needed without a terminal)": "ne pas demander d’abord (nécessaire sans terminal)",
        """
        It cannot be undone: on a terminal it asks first, otherwise it needs --yes. Its connected sessions are
        ended. What it wrote in other accounts' vehicles, as their editor, stays theirs.
        """: """
            C’est irréversible : dans un terminal, une confirmation est demandée, sinon --yes est nécessaire. Ses
            sessions connectées sont fermées. Ce qu’il a écrit dans les véhicules d’autres comptes, en tant
            qu’éditeur, leur reste.
            """,
        "put right what accounts did behind the household's rules, and say what": "corriger ce que des comptes ont fait en contournant les règles du foyer, et dire quoi",
        """
        Puts back a password an account changed with ALTER ROLE instead of 'glovebox password', and ends account
        sessions that hold a transaction idle for more than 15 s or run a statement for more than 60 s (any
        session can lift its own timeouts). 'start' runs it too; a systemd timer or cron may run it often.
        """: """
            Rétablit un mot de passe qu’un compte a changé avec ALTER ROLE au lieu de 'glovebox password', et ferme
            les sessions de comptes qui gardent une transaction inactive plus de 15 s ou exécutent une instruction
            plus de 60 s (toute session peut lever ses propres délais). 'start' l’exécute aussi ; un minuteur
            systemd ou cron peut l’exécuter souvent.
            """,
        "print the connection string apps sign in to (without an account or password)": "afficher la chaîne de connexion avec laquelle les apps se connectent (sans compte ni mot de passe)",
        "bring the server's schema up to this version's": "mettre le schéma du serveur au niveau de cette version",
        "Exit status: 0 done, 1 a failure (PostgreSQL, openssl, files), 2 a command line or input that is refused.": "Code de sortie : 0 terminé, 1 un échec (PostgreSQL, openssl, fichiers), 2 une ligne de commande ou une saisie refusée.",
    ]
}
