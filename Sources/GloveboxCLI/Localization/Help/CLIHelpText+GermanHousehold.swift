extension CLIHelpText {
    /// German help of the accounts, keys, sync, conflicts, sharing and preferences.
    static let germanHousehold: [String: String] = [
        "sign in (records stay on this device; with --server, linked to a household server)": "anmelden (die Einträge bleiben auf diesem Gerät; mit --server mit einem Haushaltsserver verbunden)",
        "the account name, such as an e-mail address": "der Kontoname, etwa eine E-Mail-Adresse",
        "free (2 vehicles) or plus (unlimited); default: keep, else free": "free (2 Fahrzeuge) oder plus (unbegrenzt); Standard: beibehalten, sonst free",
        "a household server's connection string ('glovebox-server url' prints it)": "die Verbindungszeichenfolge eines Haushaltsservers ('glovebox-server url' gibt sie aus)",
        "with --server: read the account's password from FILE's first line": "mit --server: das Passwort des Kontos aus der ersten Zeile von FILE lesen",
        "with --server: read the account's password from standard input's first line": "mit --server: das Passwort des Kontos aus der ersten Zeile der Standardeingabe lesen",
        "make (first sign-in) or open the account's key with the passphrase in FILE's first line": "den Schlüssel des Kontos mit der Passphrase aus der ersten Zeile von FILE erzeugen (erste Anmeldung) oder öffnen",
        "open the key with the recovery key in FILE instead of the passphrase": "den Schlüssel mit dem Wiederherstellungsschlüssel in FILE statt mit der Passphrase öffnen",
        "show this help": "diese Hilfe anzeigen",
        "With --server the name and password are checked on the server first; a refusal or a server that does not answer changes nothing here. Every connection is TLS with the server's certificate verified (sslmode=verify-full) and SCRAM with channel binding (channel_binding=require); a URL that asks for less, or holds a password, is refused. Without --password-file or --password-stdin the password is asked on the terminal, not shown as it is typed. The link is kept in the app's private directory, mode 0600. At the account's first sign-in its key is made (the passphrase asked twice, or --passphrase-file; the recovery key printed once); at the next ones it is opened (the passphrase, or --recovery-key-file). Without a terminal or either file the sign-in says what stays on this device until 'glovebox keys init' or 'keys unlock'.": "Mit --server werden Name und Passwort zuerst auf dem Server geprüft; eine Ablehnung oder ein Server, der nicht antwortet, ändert hier nichts. Jede Verbindung nutzt TLS mit geprüftem Serverzertifikat (sslmode=verify-full) und SCRAM mit Channel Binding (channel_binding=require); eine URL, die weniger verlangt oder ein Passwort enthält, wird abgelehnt. Ohne --password-file oder --password-stdin wird das Passwort im Terminal abgefragt und bei der Eingabe nicht angezeigt. Die Verbindung wird im privaten Verzeichnis der App gespeichert, Modus 0600. Bei der ersten Anmeldung des Kontos wird sein Schlüssel erzeugt (die Passphrase zweimal abgefragt, oder --passphrase-file; der Wiederherstellungsschlüssel einmal ausgegeben); bei den nächsten wird er geöffnet (die Passphrase, oder --recovery-key-file). Ohne Terminal und ohne eine der Dateien sagt die Anmeldung, was bis 'glovebox keys init' oder 'keys unlock' auf diesem Gerät bleibt.",
        "sign out (linked to a household server: push, then remove this device's copy)": "abmelden (mit einem Haushaltsserver verbunden: hochladen, dann die Kopie dieses Geräts entfernen)",
        "when the final push fails, sign out anyway and lose the changes the server never took (asks first)": "wenn das letzte Hochladen scheitert, trotzdem abmelden und die Änderungen verlieren, die der Server nie erhalten hat (fragt vorher)",
        "go ahead without asking (needed when not run from a terminal)": "ohne Nachfrage fortfahren (nötig, wenn nicht im Terminal ausgeführt)",
        "Without a household server the records stay on this device. Linked to one, the outbox is pushed first, then this device's copy of the synced data is removed (the server keeps it; 'login --server' brings it back); when the push fails, nothing is removed and the sign-out is refused, unless --discard-unsynced (which asks first, or needs --yes). Licence plates reach the server only sealed with the account's key ('glovebox keys'): on a device that has not opened it, a vehicle's plate is on this device alone, and the sign-out asks first (or needs --yes), since the plate goes with the copy.": "Ohne Haushaltsserver bleiben die Einträge auf diesem Gerät. Mit einem verbunden wird zuerst der Postausgang hochgeladen, dann die Kopie der synchronisierten Daten auf diesem Gerät entfernt (der Server behält sie; 'login --server' holt sie zurück); scheitert das Hochladen, wird nichts entfernt und die Abmeldung abgelehnt, außer mit --discard-unsynced (das vorher fragt oder --yes braucht). Kennzeichen erreichen den Server nur versiegelt mit dem Schlüssel des Kontos ('glovebox keys'): auf einem Gerät, das ihn nicht geöffnet hat, gibt es das Kennzeichen eines Fahrzeugs nur auf diesem Gerät, und die Abmeldung fragt vorher (oder braucht --yes), da das Kennzeichen mit der Kopie geht.",
        "delete the account and every record of it (and, when linked, its household server data)": "das Konto und alle seine Einträge löschen (und, falls verbunden, seine Daten auf dem Haushaltsserver)",
        "It cannot be undone: on a terminal it asks first; otherwise it needs --yes. Linked to a household server, the server deletes the account's data first (its vehicles and their records, its shares, its login); a server that cannot do it leaves everything as it was.": "Das lässt sich nicht rückgängig machen: im Terminal wird vorher gefragt, sonst braucht es --yes. Mit einem Haushaltsserver verbunden löscht zuerst der Server die Daten des Kontos (seine Fahrzeuge und deren Einträge, seine Freigaben, seine Anmeldung); ein Server, der das nicht kann, lässt alles, wie es war.",
        "show the plan, or change it": "den Tarif anzeigen oder ändern",
        "free or plus": "free oder plus",
        "print JSON instead of text": "JSON statt Text ausgeben",
        "change this account's password on its household server": "das Passwort dieses Kontos auf seinem Haushaltsserver ändern",
        "read the new password from FILE's first line": "das neue Passwort aus der ersten Zeile von FILE lesen",
        "read the new password from the first line of standard input": "das neue Passwort aus der ersten Zeile der Standardeingabe lesen",
        "On a terminal the new password is asked twice with the typing hidden. The server changes it first; this device then keeps the new one (the old one is forgotten). The account's other devices are asked to sign in again with it ('glovebox login ACCOUNT --server URL'). Exit 2 when this device is not linked, the password is too short, or the two typed differ.": "Im Terminal wird das neue Passwort zweimal verdeckt abgefragt. Der Server ändert es zuerst; dann behält dieses Gerät das neue (das alte wird vergessen). Die anderen Geräte des Kontos werden gebeten, sich damit neu anzumelden ('glovebox login ACCOUNT --server URL'). Exit 2, wenn dieses Gerät nicht verbunden ist, das Passwort zu kurz ist oder die beiden Eingaben abweichen.",
        "this account's key: its fingerprint on the household server, and whether this device opened it": "der Schlüssel dieses Kontos: sein Fingerabdruck auf dem Haushaltsserver und ob dieses Gerät ihn geöffnet hat",
        "The household server keeps the account's public key and its secret key wrapped by the passphrase and by the recovery key, neither of which it ever receives. Members compare fingerprints to know a key is the one they expect.": "Der Haushaltsserver speichert den öffentlichen Schlüssel des Kontos und seinen geheimen Schlüssel, verpackt mit der Passphrase und mit dem Wiederherstellungsschlüssel, die er beide nie erhält. Mitglieder vergleichen Fingerabdrücke, um zu wissen, dass ein Schlüssel der erwartete ist.",
        "make this account's key, wrapped by a passphrase, and print its recovery key once": "den Schlüssel dieses Kontos erzeugen, mit einer Passphrase verpackt, und seinen Wiederherstellungsschlüssel einmal ausgeben",
        "read the new passphrase from FILE's first line": "die neue Passphrase aus der ersten Zeile von FILE lesen",
        "On a terminal the passphrase is asked twice with the typing hidden. The recovery key is printed once and kept nowhere: write it down. Without the passphrase and the recovery key, what the key seals cannot be opened again by anyone. Exit 2 when the account has a key already ('keys unlock' opens it).": "Im Terminal wird die Passphrase zweimal verdeckt abgefragt. Der Wiederherstellungsschlüssel wird einmal ausgegeben und nirgends gespeichert: schreib ihn auf. Ohne Passphrase und Wiederherstellungsschlüssel kann niemand mehr öffnen, was der Schlüssel versiegelt. Exit 2, wenn das Konto schon einen Schlüssel hat ('keys unlock' öffnet ihn).",
        "open this account's key on this device, with the passphrase or the recovery key": "den Schlüssel dieses Kontos auf diesem Gerät öffnen, mit der Passphrase oder dem Wiederherstellungsschlüssel",
        "read the passphrase from FILE's first line": "die Passphrase aus der ersten Zeile von FILE lesen",
        "Exit 2 when neither opens it; nothing is kept then.": "Exit 2, wenn keiner von beiden ihn öffnet; dann wird nichts gespeichert.",
        "wrap this account's key with a new passphrase (the recovery key stays valid)": "den Schlüssel dieses Kontos mit einer neuen Passphrase verpacken (der Wiederherstellungsschlüssel bleibt gültig)",
        "The key must be opened on this device first ('keys unlock'). The old passphrase opens it no more.": "Der Schlüssel muss zuerst auf diesem Gerät geöffnet werden ('keys unlock'). Die alte Passphrase öffnet ihn nicht mehr.",
        "push this device's changes to the household server and pull the household's": "die Änderungen dieses Geräts auf den Haushaltsserver hochladen und die des Haushalts herunterladen",
        "Needs 'glovebox login ACCOUNT --server URL' first. Edits merge value by value: edits of different values of one record all stay; of one value, the later one stays (by hybrid logical clock, ties broken by device id) and the other's author finds it in 'glovebox conflicts list'. Licence plates go to the server sealed with the vehicle's key, which only its members hold ('glovebox keys init' makes the account's; without it, plates stay on the device that typed them); an account with a key syncs only on devices that opened it. A vehicle shared with this account arrives whole with its role; a revoked one leaves with its records. Nothing local is lost when it fails: exit 1 when the server cannot be reached, goes away mid-sync or is on another schema version (the message says which side to update), 2 when it refuses the name or password.": "Braucht zuerst 'glovebox login ACCOUNT --server URL'. Bearbeitungen werden Wert für Wert zusammengeführt: Bearbeitungen verschiedener Werte eines Eintrags bleiben alle; bei einem Wert bleibt die spätere (nach hybrider logischer Uhr, bei Gleichstand entscheidet die Geräte-ID), und der Urheber der anderen findet sie in 'glovebox conflicts list'. Kennzeichen gehen versiegelt mit dem Schlüssel des Fahrzeugs zum Server, den nur seine Mitglieder haben ('glovebox keys init' erzeugt den des Kontos; ohne ihn bleiben Kennzeichen auf dem Gerät, auf dem sie eingegeben wurden); ein Konto mit Schlüssel synchronisiert nur auf Geräten, die ihn geöffnet haben. Ein mit diesem Konto geteiltes Fahrzeug kommt vollständig mit seiner Rolle an; ein widerrufenes geht mit seinen Einträgen. Lokal geht nichts verloren, wenn es scheitert: Exit 1, wenn der Server nicht erreichbar ist, mitten in der Synchronisierung wegfällt oder auf einer anderen Schemaversion ist (die Meldung sagt, welche Seite zu aktualisieren ist), 2, wenn er Name oder Passwort ablehnt.",
        "this account's edits that a household member's concurrent edit replaced": "Bearbeitungen dieses Kontos, die eine gleichzeitige Bearbeitung eines Haushaltsmitglieds ersetzt hat",
        """
        When two devices change the same value of a record before either has synced, the later change is kept
        on every device and the other is listed here, on each device of the account whose edit lost: the record,
        the value, yours, the one kept, who wrote it and when. Edits of different values of one record are all
        kept and listed nowhere. 'conflicts keep ID' writes yours back as a new edit; 'conflicts dismiss ID'
        (or --all) forgets it, here and, after the next sync, on the account's other devices.
        """: """
            Ändern zwei Geräte denselben Wert eines Eintrags, bevor eines synchronisiert hat, bleibt die spätere
            Änderung auf jedem Gerät, und die andere wird hier aufgeführt, auf jedem Gerät des Kontos, dessen
            Bearbeitung unterlag: der Eintrag, der Wert, deiner, der behaltene, wer ihn schrieb und wann.
            Bearbeitungen verschiedener Werte eines Eintrags bleiben alle und werden nirgends aufgeführt. 'conflicts
            keep ID' schreibt deinen als neue Bearbeitung zurück; 'conflicts dismiss ID' (oder --all) vergisst ihn,
            hier und nach der nächsten Synchronisierung auf den anderen Geräten des Kontos.
            """,
        "write your value of a conflict back, as a new edit": "deinen Wert eines Konflikts als neue Bearbeitung zurückschreiben",
        "the conflict's id as 'glovebox conflicts' prints it (its first characters do)": "die ID des Konflikts, wie 'glovebox conflicts' sie ausgibt (ihre ersten Zeichen genügen)",
        """
        The value you wrote replaces the one that was kept, checked as any edit is, and syncs like one (and the
        conflict is dismissed): the household then has yours.
        """: """
            Der Wert, den du geschrieben hast, ersetzt den behaltenen, geprüft wie jede Bearbeitung, und wird wie
            eine synchronisiert (und der Konflikt verworfen): der Haushalt hat dann deinen.
            """,
        "forget a conflict (or --all), keeping the value that won": "einen Konflikt (oder --all) vergessen und den Wert behalten, der gewonnen hat",
        "the conflict's id as 'glovebox conflicts' prints it": "die ID des Konflikts, wie 'glovebox conflicts' sie ausgibt",
        "dismiss every conflict": "alle Konflikte verwerfen",
        """
        The value kept stays. For a record written while what it belongs to was removed ('removed-parent'),
        keeping the removal discards the record, with what was kept aside under it (a service's expense), on
        every device after the next sync; 'conflicts keep ID' brings what it belongs to back instead.
        """: """
            Der behaltene Wert bleibt. Bei einem Eintrag, der geschrieben wurde, während das, wozu er gehört,
            entfernt wurde ('removed-parent'), verwirft das Behalten der Entfernung den Eintrag samt dem, was
            unter ihm beiseitegelegt wurde (die Ausgabe eines Service), nach der nächsten Synchronisierung auf
            jedem Gerät; 'conflicts keep ID' holt stattdessen das zurück, wozu er gehört.
            """,
        "share a vehicle with another account, or change the role it has": "ein Fahrzeug mit einem anderen Konto teilen oder dessen Rolle ändern",
        "id or name": "ID oder Name",
        "the other account, as the household server names it": "das andere Konto, wie der Haushaltsserver es nennt",
        "editor (adds and changes records) or viewer (reads)": "editor (fügt Einträge hinzu und ändert sie) oder viewer (liest)",
        "seal the vehicle's key to the account's key even though it is not the one this device sealed to before": "den Schlüssel des Fahrzeugs an den Schlüssel des Kontos versiegeln, auch wenn es nicht der ist, an den dieses Gerät zuvor versiegelt hat",
        "--role is required. Only the vehicle's owner can share it; the household server decides. The other account's devices get the vehicle and all its records at their next 'glovebox sync'. Needs the server: run 'glovebox sync' first for a vehicle added since the last one. With the owner's key opened on this device ('glovebox keys'), the vehicle's key is sealed to the other account's public key, so that its devices open the licence plate; the first key seen for an account is remembered, and a different one later is refused until you compare the fingerprints ('glovebox members') and confirm with --accept-new-key. An account without a key gets the vehicle's key at your next sync after it makes one.": "--role ist erforderlich. Nur der Besitzer des Fahrzeugs kann es teilen; der Haushaltsserver entscheidet. Die Geräte des anderen Kontos erhalten das Fahrzeug und alle seine Einträge bei ihrem nächsten 'glovebox sync'. Braucht den Server: führe zuerst 'glovebox sync' für ein seit dem letzten hinzugefügtes Fahrzeug aus. Ist der Schlüssel des Besitzers auf diesem Gerät geöffnet ('glovebox keys'), wird der Schlüssel des Fahrzeugs an den öffentlichen Schlüssel des anderen Kontos versiegelt, damit dessen Geräte das Kennzeichen öffnen; der erste für ein Konto gesehene Schlüssel wird gemerkt, und ein anderer später wird abgelehnt, bis du die Fingerabdrücke vergleichst ('glovebox members') und mit --accept-new-key bestätigst. Ein Konto ohne Schlüssel erhält den Schlüssel des Fahrzeugs bei deiner nächsten Synchronisierung, nachdem es einen erzeugt hat.",
        "revoke another account's share of a vehicle": "die Freigabe eines Fahrzeugs für ein anderes Konto widerrufen",
        "Only the vehicle's owner can revoke a share. The vehicle and its records leave the other account's devices (and their widgets and Shortcuts) at their next 'glovebox sync'. With the owner's key opened here, the vehicle's key is replaced, sealed to the remaining members, and its plate sealed again with it and pushed: nothing written from now on opens with the key the removed account had.": "Nur der Besitzer des Fahrzeugs kann eine Freigabe widerrufen. Das Fahrzeug und seine Einträge verschwinden bei ihrem nächsten 'glovebox sync' von den Geräten des anderen Kontos (und aus deren Widgets und Kurzbefehlen). Ist der Schlüssel des Besitzers hier geöffnet, wird der Schlüssel des Fahrzeugs ersetzt, an die verbleibenden Mitglieder versiegelt, und sein Kennzeichen damit neu versiegelt und hochgeladen: nichts, was ab jetzt geschrieben wird, öffnet sich mit dem Schlüssel, den das entfernte Konto hatte.",
        "list the accounts a vehicle is shared with, and their roles": "die Konten auflisten, mit denen ein Fahrzeug geteilt ist, und ihre Rollen",
        "Asked of the household server (not of this device's logbook): every member may list them, with each one's key fingerprint ('glovebox keys show' prints one's own): compare them in person to know the keys are the members'.": "Wird den Haushaltsserver gefragt (nicht das Fahrtenbuch dieses Geräts): jedes Mitglied darf sie auflisten, mit dem Schlüssel-Fingerabdruck jedes einzelnen ('glovebox keys show' gibt den eigenen aus): vergleicht sie persönlich, um zu wissen, dass die Schlüssel die der Mitglieder sind.",
        "show preferences (locale, currency, lock, timezone, economy)": "Einstellungen anzeigen (locale, currency, lock, timezone, economy)",
        "one of: locale, currency, lock, timezone, economy": "eine von: locale, currency, lock, timezone, economy",
        "set a preference": "eine Einstellung setzen",
        "the new value": "der neue Wert",
        """
        values: locale — a BCP 47 language tag such as pt-PT (texts in English, Portuguese (Portugal),
        Spanish, French or German; any other Portuguese gets Portugal's, any other language English);
        currency — the ISO 4217 home currency;
        lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name;
        economy — auto (mpg-us for a vehicle in miles, l/100km in km) or l/100km, km/l, mpg-us, mpg-uk,
        kwh/100km, mi/kwh. locale and timezone also take system: the system's, as before they were set.
        """: """
            Werte: locale — ein BCP-47-Sprachtag wie pt-PT (Texte auf Englisch, Portugiesisch (Portugal),
            Spanisch, Französisch oder Deutsch; jedes andere Portugiesisch erhält das portugiesische, jede
            andere Sprache Englisch);
            currency — die Hauswährung nach ISO 4217;
            lock — on oder off (mit aktiver Sperre zeigen Widgets keinen Kilometerstand und kein Geld);
            timezone — ein IANA-Name;
            economy — auto (mpg-us für ein Fahrzeug in Meilen, l/100km in km) oder l/100km, km/l, mpg-us,
            mpg-uk, kwh/100km, mi/kwh.
            locale und timezone nehmen auch system: die des Systems, wie bevor sie gesetzt wurden.
            """,
    ]
}
