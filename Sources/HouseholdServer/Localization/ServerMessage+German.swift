extension ServerMessage {
    /// The German texts.
    static let german: [ServerMessage: String] = [
        .serverStarted: "der Server in {directory} wurde auf localhost:{port} gestartet",
        .serverAlreadyRunning: "der Server in {directory} läuft bereits auf localhost:{port}",
        .serverStopped: "der Server in {directory} wurde gestoppt",
        .serverWasNotRunning: "der Server in {directory} lief nicht",
        .accountAdded: "das Konto '{account}' wurde hinzugefügt (Tarif {plan})",
        .planUnchanged: "'{account}' ist bereits im Tarif {plan}",
        .planChanged: "'{account}' ist jetzt im Tarif {plan} (vorher {previous})",
        .passwordChanged: "'{account}' hat ein neues Passwort; seine Geräte fragen bei der nächsten Synchronisierung danach",
        .schemaCurrent: "das Schema ist auf Version {version}; nichts zu tun",
        .schemaAppliedOne: "Schemaversion {versions} angewendet",
        .schemaAppliedMany: "Schemaversionen {versions} angewendet",
        .nothingRemoved: "nichts wurde entfernt",
        .accountRemoved: "das Konto '{account}' wurde mit seinen {vehicles} Fahrzeug(en) entfernt",
        .accountRemovedSessions: "; seine {sessions} verbundene(n) Sitzung(en) wurden beendet",
        .clusterCreated: "ein PostgreSQL-Cluster wurde in {path} angelegt",
        .databaseCreated: "die Datenbank '{database}' wurde mit Schemaversion {version} angelegt",
        .serverRunning: "der Server läuft auf localhost:{port}; stoppe ihn mit 'glovebox-server stop {directory}'",
        .certificateMade: "ein selbstsigniertes TLS-Zertifikat für localhost wurde erstellt: {path}",
        .passwordRestored:
            "'{account}' hat sein Passwort mit ALTER ROLE statt mit 'glovebox password' geändert: das von den Werkzeugen gesetzte Passwort gilt wieder",
        .sessionsEnded: "{sessions} Kontositzung(en) beendet, die eine Transaktion über die Grenzen des Haushalts hinaus hielten",
        .nothingToPutRight: "nichts zu berichtigen",
        .removeQuestion:
            "das Konto '{account}', seine {vehicles} Fahrzeug(e) mit allen ihren Einträgen, seine Freigaben und seine Anmeldung entfernen? [y/N] ",
        .passwordPrompt: "Passwort für {account}: ",
        .passwordAgainPrompt: "dasselbe Passwort noch einmal: ",
        .removeNeedsYes:
            "remove-account entfernt '{account}' und seine {vehicles} Fahrzeug(e) endgültig: führe es in einem Terminal aus, um gefragt zu werden, oder füge --yes hinzu",
        .noSuchAccount: "kein Konto namens '{account}' auf diesem Server",
        .accountExists: "ein Konto namens '{account}' gibt es auf diesem Server bereits",
        .accountNameMalformed: "ein Kontoname muss nicht leerer Text ohne Steuerzeichen und ohne umgebende Leerzeichen sein",
        .accountNameInvisible: "ein Kontoname darf keine unsichtbaren Zeichen und keine Zeichen enthalten, die die Schreibrichtung ändern",
        .accountNameLoginRole: "der Kontoname '{account}' hat die Form einer Anmelderolle, die der Server für sich behält",
        .accountNameTooLong: "ein Kontoname hat auf dem Server höchstens {limit} Bytes (dieser hat {bytes})",
        .passwordNotAVerifier: "das Passwort muss als SCRAM-SHA-256-Prüfwert übergeben werden",
        .unknownPlan: "unbekannter Tarif '{plan}'",
        .unknownPlanListed: "unbekannter Tarif '{plan}' (die Tarife des Servers: {plans})",
        .passwordFileUnreadable: "die Passwortdatei {path} kann nicht gelesen werden",
        .noPasswordTyped: "es wurde kein Passwort eingegeben",
        .passwordsDiffer: "die beiden Passwörter unterscheiden sich; nichts wurde geändert",
        .passwordNeeded: "add-account braucht ein Passwort: gib --password-file FILE an, oder führe es in einem Terminal aus, um gefragt zu werden",
        .passwordTooShort: "ein Passwort braucht mindestens {count} Zeichen",
        .notAServer: "{directory} ist kein Haushaltsserver (kein server.json): lege einen an mit 'glovebox-server init {directory}'",
        .serverRunsAs: "der Server läuft als '{user}': führe dies als root oder als '{user}' aus",
        .cannotReadAdminPassword: "{path} kann nicht gelesen werden: führe dies als root oder als '{user}' aus",
        .userMismatch:
            "der Server kann nur als '{requested}' laufen, wenn glovebox-server als root oder als '{requested}' läuft (er läuft als '{user}')",
        .serviceUserMissing:
            "PostgreSQL weigert sich, als root zu laufen, und der Benutzer '{user}', als der es laufen soll, existiert nicht: lege ihn an mit "
                + "'useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/sh {user}' oder nenne mit --user einen anderen",
        .rootRefused: "PostgreSQL weigert sich, als root zu laufen: --user muss einen anderen Benutzer nennen",
        .postgresBinWithout:
            "GLOVEBOX_POSTGRES_BIN ist {directory}, das kein {programs} hat: richte es auf das Programmverzeichnis von PostgreSQL, "
                + "oder entferne es, um das von 'apt-get install postgresql' installierte zu verwenden",
        .postgresVersionUnsupported:
            "{directory} ist PostgreSQL {major}, und dieser glovebox-server ist für PostgreSQL {supported} gemacht (16 hat die Rollenregeln "
                + "geändert, auf die das Löschen eines Kontos angewiesen ist): installiere postgresql-{supported}, oder richte GLOVEBOX_POSTGRES_BIN auf dessen Programme",
        .serverVersionUnsupported:
            "der Server läuft mit PostgreSQL {major}, und dieser glovebox-server ist für PostgreSQL {supported} gemacht (16 hat die Rollenregeln "
                + "geändert, auf die das Löschen eines Kontos angewiesen ist): nichts wurde migriert",
        .directoryIsFile: "{directory} ist eine Datei, kein Verzeichnis",
        .directoryNotEmpty:
            "{directory} ist nicht leer: init legt einen neuen Server in einem neuen oder leeren Verzeichnis an "
                + "(starte einen vorhandenen mit 'glovebox-server start {directory}')",
        .cannotCreateDirectory: "{directory} kann nicht angelegt werden: {error}",
        .userCannotReach:
            "der Benutzer '{user}' kann {directory} nicht erreichen: wähle ein Verzeichnis, dessen übergeordnete Verzeichnisse er betreten darf (etwa eines unter /srv oder /var/lib)",
        .cannotReadSchemaVersion: "die Schemaversion kann nicht gelesen werden: {error}",
        .migrationFailed: "die Migration {version} ist fehlgeschlagen und wurde zurückgerollt: {error}",
        .schemaTooNew: "das Schema des Servers ist auf Version {found}; dieser glovebox-server kennt bis {known}: verwende einen neueren glovebox-server",
        .unknownUserID: "der Name der Benutzer-ID {uid} ist in der Benutzerdatenbank nicht zu finden",
        .runuserMissing: "runuser (util-linux) wird gebraucht, um PostgreSQL als '{user}' laufen zu lassen, und wurde nicht gefunden",
        .cannotGive: "{path} kann nicht an '{user}' übergeben werden: {error}",
        .cannotRun: "{program} kann nicht ausgeführt werden: {error}",
        .cannotAddAccount: "das Konto '{account}' kann nicht hinzugefügt werden: {error}",
        .cannotChangePlan: "der Tarif von '{account}' kann nicht geändert werden: {error}",
        .cannotChangePassword: "das Passwort von '{account}' kann nicht geändert werden: {error}",
        .cannotCheckPasswords: "die Passwörter der Konten können nicht geprüft werden: {error}",
        .cannotCheckSessions: "die Sitzungen des Servers können nicht geprüft werden: {error}",
        .cannotReadAccount: "das Konto '{account}' kann nicht gelesen werden: {error}",
        .roleNotQuoted: "der Server hat die Anmelderolle von '{account}' nicht maskiert",
        .cannotRemoveAccount: "das Konto '{account}' kann nicht entfernt werden: {error}",
        .noFreePortSocket: "es kann kein Socket geöffnet werden, um einen freien Port zu finden",
        .noFreePortBind: "es kann kein Socket gebunden werden, um einen freien Port zu finden",
        .cannotReadConfiguration: "{path} kann nicht gelesen werden: {error}",
        .configurationTooNew: "{path} hat die Formatversion {found}; dieser glovebox-server liest bis {known}",
        .postgresMissing:
            "die Serverprogramme von PostgreSQL (initdb, pg_ctl, postgres) wurden nicht gefunden: installiere sie mit "
                + "'apt-get install postgresql', oder richte GLOVEBOX_POSTGRES_BIN auf ihr Verzeichnis",
        .postgresVersionUnreadable: "{program} --version sagte '{said}', was keine PostgreSQL-Version nennt",
        .opensslMissing:
            "openssl wurde nicht gefunden: ein Haushaltsserver braucht TLS (die App verbindet sich nur über geprüftes TLS); "
                + "installiere es (apt-get install openssl) und führe init erneut aus",
        .initdbFailed: "initdb ist fehlgeschlagen:\n{output}",
        .cannotSetMode: "der Modus von {path} kann nicht gesetzt werden",
        .cannotSetModeBecause: "der Modus von {path} kann nicht gesetzt werden: {error}",
        .cannotCopyCertificate: "das Zertifikat kann nicht nach {path} kopiert werden: {error}",
        .cannotCreateDatabase: "die Datenbank kann nicht angelegt werden: {error}",
        .cannotWrite: "{path} kann nicht geschrieben werden",
        .cannotOpenToAddSetting: "{path} kann nicht geöffnet werden, um eine Einstellung hinzuzufügen",
        .cannotAddSetting: "zu {path} kann keine Einstellung hinzugefügt werden: {error}",
        .cannotConnect: "keine Verbindung zum Server in {directory} (starte ihn mit 'glovebox-server start {directory}'): {error}",
        .postgresDidNotStart: "PostgreSQL ist nicht gestartet (Port {port} ist vielleicht von einem anderen Server belegt):\n{output}",
        .postgresDidNotStop: "PostgreSQL wurde nicht gestoppt:\n{output}",
        .certificateFailed: "openssl konnte das Zertifikat des Servers nicht erstellen:\n{output}",
        .cannotSetKeyModes: "die Modi des Schlüssels und des Zertifikats des Servers können nicht gesetzt werden: {error}",
    ]
}
