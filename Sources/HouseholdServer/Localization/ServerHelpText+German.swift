extension ServerHelpText {
    /// The German help.
    static let german: [String: String] = [
        """
        Sets up and runs a household's PostgreSQL server: the cluster, the schema, its row-level security
        (which is the household's authorization) and the accounts. Run it as root or as the user the
        server runs as; PostgreSQL itself never runs as root.
        """: """
            Richtet den PostgreSQL-Server eines Haushalts ein und betreibt ihn: den Cluster, das Schema,
            seine Sicherheit auf Zeilenebene (die die Autorisierung des Haushalts ist) und die Konten. Führe
            es als root oder als der Benutzer aus, unter dem der Server läuft; PostgreSQL selbst läuft nie
            als root.
            """,
        "create a server in DIR, with TLS (openssl must be installed), and start it": "einen Server in DIR anlegen, mit TLS (openssl muss installiert sein), und starten",
        "the household server's directory": "das Verzeichnis des Haushaltsservers",
        "the TCP port on localhost (default 5432)": "der TCP-Port auf localhost (Standard 5432)",
        "the system user PostgreSQL runs as when this runs as root (default postgres)": "der Systembenutzer, unter dem PostgreSQL läuft, wenn dies als root läuft (Standard postgres)",
        "show this help": "diese Hilfe anzeigen",
        "start the server in DIR": "den Server in DIR starten",
        "stop the server in DIR": "den Server in DIR anhalten",
        "add an account (a PostgreSQL login role with a SCRAM password)": "ein Konto hinzufügen (eine PostgreSQL-Anmelderolle mit SCRAM-Passwort)",
        "the account's name, such as an e-mail address (its login role is a hash of it)": "der Name des Kontos, etwa eine E-Mail-Adresse (seine Anmelderolle ist ein Hash davon)",
        "read the password from the first line of FILE (else it is asked on a terminal)": "das Passwort aus der ersten Zeile von FILE lesen (sonst wird es im Terminal abgefragt)",
        "the account's plan: free (2 owned vehicles) or plus (default free)": "der Tarif des Kontos: free (2 eigene Fahrzeuge) oder plus (Standard free)",
        "Without --password-file the password is asked twice on the terminal; with neither a file nor a terminal the command is refused.": "Ohne --password-file wird das Passwort zweimal im Terminal abgefragt; ohne Datei und ohne Terminal wird der Befehl abgelehnt.",
        "change an account's plan": "den Tarif eines Kontos ändern",
        "free (2 owned vehicles) or plus (unlimited)": "free (2 eigene Fahrzeuge) oder plus (unbegrenzt)",
        """
        The server enforces the plan: a free account's third vehicle is refused. The account's devices take the
        new plan at their next sync. Moving to a smaller plan keeps the vehicles already owned.
        """: """
            Der Server setzt den Tarif durch: das dritte Fahrzeug eines free-Kontos wird abgelehnt. Die Geräte des
            Kontos übernehmen den neuen Tarif bei ihrer nächsten Synchronisierung. Der Wechsel zu einem kleineren
            Tarif behält die bereits eigenen Fahrzeuge.
            """,
        "give an account a new password": "einem Konto ein neues Passwort geben",
        """
        Without --password-file the password is asked twice on the terminal. The account's devices ask for the
        new one at their next sync. An account changes its own with 'glovebox password'; one changed with
        ALTER ROLE behind the tools is put back by 'check' and 'start'.
        """: """
            Ohne --password-file wird das Passwort zweimal im Terminal abgefragt. Die Geräte des Kontos fragen bei
            ihrer nächsten Synchronisierung nach dem neuen. Ein Konto ändert sein eigenes mit 'glovebox password';
            eines, das an den Werkzeugen vorbei mit ALTER ROLE geändert wurde, setzen 'check' und 'start' zurück.
            """,
        "remove an account, its vehicles with every record of them, its shares and its login": "ein Konto entfernen, seine Fahrzeuge mit allen ihren Einträgen, seine Freigaben und seine Anmeldung",
        "do not ask first (needed without a terminal)": "nicht vorher fragen (nötig ohne Terminal)",
        """
        It cannot be undone: on a terminal it asks first, otherwise it needs --yes. Its connected sessions are
        ended. What it wrote in other accounts' vehicles, as their editor, stays theirs.
        """: """
            Das lässt sich nicht rückgängig machen: im Terminal wird vorher gefragt, sonst braucht es --yes. Seine
            verbundenen Sitzungen werden beendet. Was es als Bearbeiter in Fahrzeuge anderer Konten geschrieben
            hat, bleibt deren.
            """,
        "put right what accounts did behind the household's rules, and say what": "richtigstellen, was Konten an den Regeln des Haushalts vorbei getan haben, und sagen, was",
        """
        Puts back a password an account changed with ALTER ROLE instead of 'glovebox password', and ends account
        sessions that hold a transaction idle for more than 15 s or run a statement for more than 60 s (any
        session can lift its own timeouts). 'start' runs it too; a systemd timer or cron may run it often.
        """: """
            Setzt ein Passwort zurück, das ein Konto mit ALTER ROLE statt mit 'glovebox password' geändert hat, und
            beendet Kontositzungen, die eine Transaktion länger als 15 s untätig halten oder eine Anweisung länger
            als 60 s ausführen (jede Sitzung kann ihre eigenen Zeitlimits aufheben). 'start' führt es ebenfalls aus;
            ein systemd-Timer oder cron darf es oft ausführen.
            """,
        "print the connection string apps sign in to (without an account or password)": "die Verbindungszeichenfolge ausgeben, mit der sich Apps anmelden (ohne Konto oder Passwort)",
        "bring the server's schema up to this version's": "das Schema des Servers auf den Stand dieser Version bringen",
        "Exit status: 0 done, 1 a failure (PostgreSQL, openssl, files), 2 a command line or input that is refused.": "Exit-Status: 0 erledigt, 1 ein Fehlschlag (PostgreSQL, openssl, Dateien), 2 eine abgelehnte Befehlszeile oder Eingabe.",
    ]
}
