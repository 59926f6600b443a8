extension CLIHelpText {
    /// German help of the summaries, reports, history, exports, Shortcuts, publishing, calendar, reminders, completion, the demo and the listing.
    static let germanOutput: [String: String] = [
        """
        Glovebox, a vehicle logbook: vehicles, odometer readings, expenses in any currency,
        maintenance plans and deadlines, kept on this device ($GLOVEBOX_HOME, else
        $XDG_DATA_HOME/glovebox, else ~/.local/share/glovebox). Every change publishes the
        widgets' and Shortcuts' snapshots and the calendar file.
        """: """
            Glovebox, ein Fahrtenbuch: Fahrzeuge, Kilometerstände, Ausgaben in jeder Währung,
            Wartungspläne und Fristen, gespeichert auf diesem Gerät ($GLOVEBOX_HOME, sonst
            $XDG_DATA_HOME/glovebox, sonst ~/.local/share/glovebox). Jede Änderung
            veröffentlicht die Snapshots der Widgets und der Kurzbefehle und die Kalenderdatei.
            """,
        "every deadline and maintenance item with its state, most urgent first": "alle Fristen und Wartungspunkte mit ihrem Zustand, dringendste zuerst",
        "spending in the home currency per month, category or vehicle (default: the last 6 months)": "Ausgaben in der Hauswährung je Monat, Kategorie oder Fahrzeug (Standard: die letzten 6 Monate)",
        "the first day (YYYY-MM-DD); alone, through the end of this month": "der erste Tag (YYYY-MM-DD); allein bis zum Ende dieses Monats",
        "the last day (YYYY-MM-DD); alone, from the oldest record": "der letzte Tag (YYYY-MM-DD); allein ab dem ältesten Eintrag",
        "N calendar months ending with this month (or from --from, or up to --to)": "N Kalendermonate bis einschließlich diesem Monat (oder ab --from, oder bis --to)",
        "one calendar year, alone": "ein Kalenderjahr, allein",
        "totals per month (default), category or vehicle": "Summen je Monat (Standard), Kategorie oder Fahrzeug",
        """
        Without a period it shows the last 6 months, as the spend widget does. --year Y is one
        calendar year; --months N the N months ending with this month (or N months from --from, or up
        to --to); --from and --to name the days themselves. Each expense is converted at its own date;
        one without a rate is counted, named and left out of the totals.
        """: """
            Ohne Zeitraum zeigt es die letzten 6 Monate, wie das Ausgaben-Widget. --year Y ist ein
            Kalenderjahr; --months N die N Monate bis einschließlich diesem Monat (oder N Monate ab
            --from, oder bis --to); --from und --to nennen die Tage selbst. Jede Ausgabe wird zu ihrem
            eigenen Datum umgerechnet; eine ohne Kurs wird gezählt, genannt und aus den Summen
            herausgelassen.
            """,
        "write an HTML page of charts: spend, economy, cost per distance, what is due": "eine HTML-Seite mit Diagrammen schreiben: Ausgaben, Verbrauch, Kosten je Strecke, was fällig ist",
        "one calendar year (default: the last 12 months)": "ein Kalenderjahr (Standard: die letzten 12 Monate)",
        "the directory to write index.html into (required; made if missing)": "das Verzeichnis, in das index.html geschrieben wird (erforderlich; wird angelegt, wenn es fehlt)",
        """
        The page (DIR/index.html) is one file: its style and SVG charts are inline, it runs no
        script and prints as it shows. It covers --year Y, or the last 12 months. With the app lock
        on (glovebox prefs set lock on) it shows no amount, distance or odometer value: spending
        as proportions only, and no economy or cost per distance. The licence plate never appears.
        """: """
            Die Seite (DIR/index.html) ist eine Datei: ihr Stil und die SVG-Diagramme sind eingebettet,
            sie führt kein Skript aus und druckt, wie sie sich zeigt. Sie umfasst --year Y oder die
            letzten 12 Monate. Mit aktiver App-Sperre (glovebox prefs set lock on) zeigt sie keinen
            Betrag, keine Strecke und keinen Kilometerstand: Ausgaben nur als Anteile, und keinen
            Verbrauch und keine Kosten je Strecke. Das Kennzeichen erscheint nie.
            """,
        "the latest changes to the logbook, newest first, with what each replaced": "die neuesten Änderungen am Fahrtenbuch, neueste zuerst, mit dem, was jede ersetzt hat",
        "one change's number: what it did to each record and what it replaced": "die Nummer einer Änderung: was sie an jedem Eintrag getan und was sie ersetzt hat",
        "how many of the latest changes to list (default 20)": "wie viele der neuesten Änderungen aufgelistet werden (Standard 20)",
        """
        Each line is one change: its number, when it was made, what it was and how many records it touched; an
        undone change is marked. 'glovebox history N' shows change N record by record: what it added, what it
        removed (with what that was), and each field it changed, with the value it replaced and the value now.
        An undo of an import names the records it removed by the import, in one line: importing the same file
        again brings them back.
        The journal keeps each account's latest 1,000 changes and none older than 90 days: what a removal took
        stays undoable that long, then is gone for good.
        """: """
            Jede Zeile ist eine Änderung: ihre Nummer, wann sie gemacht wurde, was sie war und wie viele
            Einträge sie berührt hat; eine rückgängig gemachte Änderung ist markiert. 'glovebox history N' zeigt
            Änderung N Eintrag für Eintrag: was sie hinzugefügt hat, was sie entfernt hat (mit dem, was es war),
            und jedes Feld, das sie geändert hat, mit dem ersetzten und dem jetzigen Wert. Das Rückgängigmachen
            eines Imports nennt die entfernten Einträge in einer Zeile über den Import: dieselbe Datei noch
            einmal zu importieren bringt sie zurück. Das Journal behält die neuesten 1,000 Änderungen jedes
            Kontos und keine, die älter als 90 Tage ist: was eine Entfernung genommen hat, bleibt so lange
            rückgängig zu machen und ist dann endgültig weg.
            """,
        "revert the latest changes (see 'glovebox history'), as a change of its own": "die neuesten Änderungen zurücknehmen (siehe 'glovebox history'), als eigene Änderung",
        "how many of the latest changes to undo (default 1)": "wie viele der neuesten Änderungen rückgängig gemacht werden (Standard 1)",
        """
        Reverts the last N changes not undone yet, newest first: what they added goes, what they removed or
        changed comes back as it was. Every reading that comes back is checked as a new one would be; an undo
        that would break a rule says which and changes nothing. The undo itself shows in the history.
        """: """
            Nimmt die letzten N noch nicht rückgängig gemachten Änderungen zurück, neueste zuerst: was sie
            hinzugefügt haben, verschwindet, was sie entfernt oder geändert haben, kehrt zurück, wie es war. Jede
            zurückkehrende Ablesung wird wie eine neue geprüft; ein Rückgängigmachen, das eine Regel verletzen
            würde, sagt welche und ändert nichts. Das Rückgängigmachen selbst erscheint in der Historie.
            """,
        "write everything the logbook holds for the signed-in account into one file (or CSV files)": "alles, was das Fahrtenbuch für das angemeldete Konto enthält, in eine Datei (oder CSV-Dateien) schreiben",
        "the export document to write (JSON)": "das zu schreibende Exportdokument (JSON)",
        "write one CSV file per record kind into DIR instead": "stattdessen eine CSV-Datei je Eintragsart in DIR schreiben",
        "replace a file that is already there": "eine bereits vorhandene Datei ersetzen",
        """
        The file holds the account, its preferences, every vehicle with all its fields (the licence plate
        too: it is your own file, written with mode 0600 like the logbook), every reading, expense,
        maintenance item, service and deadline, what imports remember of the rows they stored (so that
        importing the same file again adds nothing), and the exchange rates. The same logbook always
        gives the same bytes. Rows that cannot be read are written as they are stored, under "damaged",
        and named on standard error. 'glovebox restore FILE' loads it back.
        """: """
            Die Datei enthält das Konto, seine Einstellungen, jedes Fahrzeug mit allen Feldern (auch das
            Kennzeichen: es ist deine eigene Datei, mit Modus 0600 geschrieben wie das Fahrtenbuch), jede
            Ablesung, Ausgabe, jeden Wartungspunkt, Service und jede Frist, was Importe sich von den
            gespeicherten Zeilen merken (damit ein erneuter Import derselben Datei nichts hinzufügt), und die
            Wechselkurse. Dasselbe Fahrtenbuch ergibt immer dieselben Bytes. Zeilen, die nicht gelesen werden
            können, werden wie gespeichert unter "damaged" geschrieben und auf der Standardfehlerausgabe
            genannt. 'glovebox restore FILE' lädt sie zurück.
            """,
        "load an export into the logbook (as its account, with its ids)": "einen Export in das Fahrtenbuch laden (als sein Konto, mit seinen IDs)",
        "an export written by 'glovebox export'": "ein von 'glovebox export' geschriebener Export",
        """
        The whole file is checked first; a fault is named by its place (FILE: vehicles[2].name: …) and
        nothing is written. It signs in as the export's account. If that account already has vehicles on
        this device, it says what they are and replaces them only after asking on a terminal, or with
        --yes. 'glovebox undo' reverts a restore.
        """: """
            Zuerst wird die ganze Datei geprüft; ein Fehler wird mit seiner Stelle genannt (FILE:
            vehicles[2].name: …), und nichts wird geschrieben. Es meldet sich als das Konto des Exports an.
            Hat dieses Konto auf diesem Gerät schon Fahrzeuge, sagt es, welche, und ersetzt sie erst nach
            einer Nachfrage im Terminal oder mit --yes. 'glovebox undo' nimmt eine Wiederherstellung zurück.
            """,
        "copy the whole logbook file, consistently, even while other commands write": "die ganze Fahrtenbuchdatei konsistent kopieren, auch während andere Befehle schreiben",
        "the copy to write (a logbook file)": "die zu schreibende Kopie (eine Fahrtenbuchdatei)",
        """
        The copy holds everything the logbook holds on this device — every account, the journal, the
        rates — as it was committed when the backup started. It is written with mode 0600 and is itself a
        logbook: put it at $GLOVEBOX_HOME/app/glovebox.sqlite to open it.
        """: """
            Die Kopie enthält alles, was das Fahrtenbuch auf diesem Gerät enthält — jedes Konto, das Journal,
            die Kurse — so, wie es beim Start der Sicherung festgeschrieben war. Sie wird mit Modus 0600
            geschrieben und ist selbst ein Fahrtenbuch: lege sie unter $GLOVEBOX_HOME/app/glovebox.sqlite ab,
            um sie zu öffnen.
            """,
        "answer as Siri would: when is the next maintenance": "antworten wie Siri: wann ist die nächste Wartung",
        "the vehicle's name, id or a spoken alias": "der Name des Fahrzeugs, seine ID oder ein gesprochener Alias",
        "print the answer, its status and the choices as JSON": "die Antwort, ihren Status und die Auswahl als JSON ausgeben",
        """
        Answers from <documents>/shortcuts.snapshot.json only (never the logbook), in the
        snapshot's language, counting days in the snapshot's time zone (the app's). Every answer exits 0, as Siri
        always speaks; --json tells them apart by status (answered, locked, monthEnded,
        noVehicles, unknownVehicle, whichVehicle, openApp).
        """: """
            Antwortet nur aus <documents>/shortcuts.snapshot.json (nie aus dem Fahrtenbuch), in der Sprache des
            Snapshots, und zählt Tage in der Zeitzone des Snapshots (der der App). Jede Antwort endet mit Exit 0, da
            Siri immer spricht; --json unterscheidet sie am Status (answered, locked, monthEnded, noVehicles,
            unknownVehicle, whichVehicle, openApp).
            """,
        "answer as Siri would: when is the next deadline": "antworten wie Siri: wann ist die nächste Frist",
        "answer as Siri would: how much was spent this month": "antworten wie Siri: wie viel wurde diesen Monat ausgegeben",
        "answer as Siri would: what the odometer says": "antworten wie Siri: was der Kilometerzähler sagt",
        "answer as Siri would: what the fuel economy of the last fill-up was": "antworten wie Siri: wie hoch der Verbrauch der letzten Tankfüllung war",
        "open a glovebox:// link (a screen, or a prefilled form to confirm)": "einen glovebox://-Link öffnen (eine Ansicht oder ein vorausgefülltes Formular zum Bestätigen)",
        "such as glovebox://vehicle/clio or glovebox://odometer/new?vehicle=clio&value=84500": "etwa glovebox://vehicle/clio oder glovebox://odometer/new?vehicle=clio&value=84500",
        "confirm the form without asking": "das Formular ohne Nachfrage bestätigen",
        """
        A cold start: the link waits until the logbook is open and the session checked. Read links
        print their screen; form links run the normal form prefilled, after a yes (or --yes).
        A link that cannot be opened exits 2 with "can't open this link: …" and writes nothing;
        a form's refusal is the form's own message and status; signed out, the link is dropped (1).
        """: """
            Ein Kaltstart: der Link wartet, bis das Fahrtenbuch offen und die Sitzung geprüft ist.
            Lese-Links geben ihre Ansicht aus; Formular-Links führen das normale Formular vorausgefüllt
            aus, nach einem Ja (oder --yes).
            Ein Link, der sich nicht öffnen lässt, endet mit Exit 2 und "can't open this link: …" und
            schreibt nichts; die Ablehnung eines Formulars ist dessen eigene Meldung und Status;
            abgemeldet wird der Link verworfen (1).
            """,
        "the Log Odometer shortcut: opens the odometer form prefilled": "der Kurzbefehl Kilometerstand erfassen: öffnet das Kilometerformular vorausgefüllt",
        "name, id or spoken alias": "Name, ID oder gesprochener Alias",
        "the odometer": "der Kilometerstand",
        "the Add Expense shortcut: opens the expense form prefilled": "der Kurzbefehl Ausgabe hinzufügen: öffnet das Ausgabenformular vorausgefüllt",
        "such as 45.90": "etwa 45.90",
        "publish the widgets and Shortcuts snapshots and the calendar now, and say what changed": "die Snapshots der Widgets und der Kurzbefehle und den Kalender jetzt veröffentlichen und sagen, was sich geändert hat",
        "print the report as JSON": "den Bericht als JSON ausgeben",
        """
        Every command that changes the logbook publishes on its way out; this forces one. The widgets
        snapshot is built only when a widget is installed, and only the kinds whose content changed
        are asked to reload; the calendar file (see 'calendar export') is rewritten only when its events
        changed.
        """: """
            Jeder Befehl, der das Fahrtenbuch ändert, veröffentlicht beim Beenden; dieser erzwingt eine
            Veröffentlichung. Der Widgets-Snapshot wird nur gebaut, wenn ein Widget installiert ist, und nur
            die Arten, deren Inhalt sich geändert hat, werden zum Neuladen aufgefordert; die Kalenderdatei
            (siehe 'calendar export') wird nur neu geschrieben, wenn sich ihre Termine geändert haben.
            """,
        "check that the widgets can see what the app publishes, and that the logbook is sound": "prüfen, dass die Widgets sehen, was die App veröffentlicht, und dass das Fahrtenbuch intakt ist",
        "make missing or changed indexes and triggers again, and sum the spend totals again when they differ": "Indizes und Trigger, die fehlen oder geändert sind, neu anlegen, und die Ausgabensummen neu bilden, wenn sie abweichen",
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
            Endet mit Exit 1 und der Abhilfe, wenn der gemeinsame Container nicht aufgelöst, beschrieben oder
            gelesen werden kann oder wenn das Fahrtenbuch beschädigt ist: seine Dateien, SQLites quick_check
            seiner Seiten, seine Schemaversion, jede Eintragszeile, seine Indizes und Trigger und die
            Ausgabensummen, die das Fahrtenbuch gegen die Ausgaben führt, die sie summieren, gelesen ohne es
            anzulegen oder zu migrieren. Dann sagt es bei einem intakten Fahrtenbuch, ob Widgets-Snapshot,
            Kalenderdatei und Erinnerungen hinterherhinken (ein Hinweis mit dem Befehl, der jedes nachholt).
            Mit --repair werden Indizes und Trigger, die fehlen oder nicht so sind, wie die Schritte des
            Fahrtenbuchs sie anlegen, neu angelegt und abweichende Ausgabensummen neu aus den Ausgaben
            gebildet, und beides wird erneut geprüft.
            """,
        "generate the Apple build's entitlements, Info.plists, xcconfig and project.yml": "die Entitlements, Info.plists, xcconfig und project.yml des Apple-Builds erzeugen",
        "where to write the files (required)": "wohin die Dateien geschrieben werden (erforderlich)",
        "the app's bundle identifier (default app.glovebox)": "der Bundle Identifier der App (Standard app.glovebox)",
        "the Apple developer team id": "die Team-ID des Apple-Entwicklers",
        """
        Every value comes from the code's own constants: the App Group, the URL scheme, the widget kinds
        and families. Regenerating writes the same bytes; files that did not change are left alone.
        """: """
            Jeder Wert stammt aus den Konstanten des Codes selbst: die App Group, das URL-Schema, die Arten
            und Größen der Widgets. Erneutes Erzeugen schreibt dieselben Bytes; unveränderte Dateien bleiben
            unberührt.
            """,
        "write the deadlines and maintenance as an iCalendar file (RFC 5545)": "die Fristen und die Wartung als iCalendar-Datei schreiben (RFC 5545)",
        "write the calendar to FILE (default standard output)": "den Kalender nach FILE schreiben (Standard: Standardausgabe)",
        """
        Writes what every publish keeps in glovebox.ics beside the widgets snapshot: an
        all-day event for each open deadline and each maintenance item due on a day, and for each item
        due at a distance the day the odometer forecast expects it (a tentative event marked as a
        forecast) or its due date when that comes first, each with an alarm at 09:00 on its first
        warning day. Texts are in the app's language; the licence plate is never written, and with the
        lock on no odometer value either. Event ids come from the records' ids, so a calendar subscribed
        to the file updates its events instead of adding new ones. FILE is replaced whole (mode 0600).
        """: """
            Schreibt, was jede Veröffentlichung in glovebox.ics neben dem Widgets-Snapshot hält: einen
            ganztägigen Termin für jede offene Frist und jeden an einem Tag fälligen Wartungspunkt, und für
            jeden bei einer Strecke fälligen Punkt den Tag, den die Kilometerprognose erwartet (ein
            vorläufiger, als Prognose markierter Termin), oder sein Fälligkeitsdatum, wenn das früher kommt,
            jeweils mit einer Erinnerung um 09:00 an seinem ersten Warntag. Die Texte sind in der Sprache
            der App; das Kennzeichen wird nie geschrieben, und mit aktiver Sperre auch kein Kilometerstand.
            Termin-IDs stammen von den IDs der Einträge, sodass ein Kalender, der die Datei abonniert, seine
            Termine aktualisiert, statt neue hinzuzufügen. FILE wird vollständig ersetzt (Modus 0600).
            """,
        "send each deadline and maintenance state change once, through every channel": "jede Zustandsänderung von Fristen und Wartung einmal über jeden Kanal senden",
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
            'glovebox remind' allein führt dies aus; der Timer von 'remind install' führt es jeden Tag um 09:00
            und bei der Anmeldung aus. Jede Frist und jeder Wartungspunkt, der bald fällig, fällig (heute oder
            bei seinem fälligen Kilometerstand) oder überfällig ist, nach Datum oder nach Kilometerprognose,
            wird je Kanal für jeden Zustand jedes Vorkommens einmal gemeldet: jede Minute ausgeführt, sendet es
            nichts Neues, und eine Erneuerung, ein Service oder ein Aufschub beginnt von vorn. Überfällig ist
            dringend (Desktop-Dringlichkeit critical, ntfy-Priorität 5, Gotify 8). Die Texte sind in der
            Sprache der App; mit aktiver Sperre wird kein Kilometerstand gesendet, und nie ein Betrag.
            Ein Kanal, der scheitert, stoppt für diesen Lauf und wird gemeldet (Exit 1); was ihm nicht
            mitgeteilt wurde, wird beim nächsten Lauf gesendet, und die anderen Kanäle machen weiter.
            Mindestens einmal: eine Nachricht wird erst als gesendet erfasst, nachdem ihr Kanal sie angenommen
            hat, sodass ein Absturz dazwischen diese eine Nachricht wiederholen, aber nie verlieren kann.
            Was gesendet wurde, wird im Fahrtenbuch dieses Geräts gespeichert. Ein mit einem Haushaltsserver
            verbundenes Gerät ('glovebox login --server') beansprucht jede Nachricht auch dort, bevor es sie
            sendet, damit die Geräte des Kontos sie untereinander einmal melden (ein Kanal ist auf zwei Geräten
            derselbe, wenn sein Ziel es ist: zwei beliebige Desktops, ein ntfy-Thema); ist der Server nicht
            erreichbar, sendet dieses Gerät allein, sagt es und teilt es dem Server bei einem späteren Lauf
            mit. Einträge von Vorkommen, die nicht mehr gelten, werden im Lauf der Zeit gelöscht.
            """,
        "send reminders as desktop notifications (freedesktop, over D-Bus)": "Erinnerungen als Desktop-Benachrichtigungen senden (freedesktop, über D-Bus)",
        "Notifications come from \"Glovebox\" on the session bus of the user who runs 'glovebox remind'.": "Benachrichtigungen kommen von \"Glovebox\" auf dem Sitzungsbus des Benutzers, der 'glovebox remind' ausführt.",
        "send reminders to an ntfy topic": "Erinnerungen an ein ntfy-Thema senden",
        "the topic's URL, such as https://ntfy.sh/my-car-reminders": "die URL des Themas, etwa https://ntfy.sh/my-car-reminders",
        "The topic is the last part of the URL; pick one nobody can guess, since anyone who knows it can read it.": "Das Thema ist der letzte Teil der URL; wähle eines, das niemand erraten kann, denn wer es kennt, kann es lesen.",
        "send reminders to a Gotify server": "Erinnerungen an einen Gotify-Server senden",
        "the server's URL, such as https://gotify.example.com": "die URL des Servers, etwa https://gotify.example.com",
        "an application token of the Gotify server (kept in a 0600 file)": "ein Anwendungs-Token des Gotify-Servers (in einer 0600-Datei gespeichert)",
        """
        The token is kept in the app's private directory (reminders.json, mode 0600) and sent only in the
        X-Gotify-Key header; 'remind list' shows its first two characters.
        """: """
            Das Token wird im privaten Verzeichnis der App gespeichert (reminders.json, Modus 0600) und nur
            im Header X-Gotify-Key gesendet; 'remind list' zeigt seine ersten zwei Zeichen.
            """,
        "run a command for each reminder": "für jede Erinnerung einen Befehl ausführen",
        "a shell command, run by /bin/sh -c": "ein Shell-Befehl, ausgeführt von /bin/sh -c",
        """
        The message is in the environment (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL, GLOVEBOX_STATE,
        GLOVEBOX_URGENT 1 or 0), never in the command line. Exit status 0 counts as
        delivered; any other is a failure, retried at the next run.
        """: """
            Die Nachricht steht in der Umgebung (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL,
            GLOVEBOX_STATE, GLOVEBOX_URGENT 1 oder 0), nie in der Befehlszeile. Exit-Status 0 gilt als
            zugestellt; jeder andere ist ein Fehlschlag und wird beim nächsten Lauf wiederholt.
            """,
        "list the reminder channels (Gotify tokens masked)": "die Erinnerungskanäle auflisten (Gotify-Tokens maskiert)",
        "remove a reminder channel": "einen Erinnerungskanal entfernen",
        "the channel's id, as 'remind list' prints it": "die ID des Kanals, wie 'remind list' sie ausgibt",
        "send a test message through every channel, or one": "eine Testnachricht über jeden Kanal senden, oder über einen",
        "the channel's id (default: every channel)": "die ID des Kanals (Standard: alle Kanäle)",
        "Records nothing: the reminders themselves are still sent by the next 'glovebox remind'.": "Erfasst nichts: die Erinnerungen selbst sendet weiterhin das nächste 'glovebox remind'.",
        "write a systemd user timer that runs 'glovebox remind' daily and at login": "einen systemd-Benutzer-Timer schreiben, der 'glovebox remind' täglich und bei der Anmeldung ausführt",
        """
        Writes glovebox-remind.service and glovebox-remind.timer to ~/.config/systemd/user
        ($XDG_CONFIG_HOME/systemd/user when set): daily at 09:00 and two minutes after login, Persistent=true
        so a run missed while the machine was off happens when it is back. The service runs this executable
        by its absolute path, with GLOVEBOX_HOME when it is set. Without systemd, prints the crontab lines
        that do the same instead.
        """: """
            Schreibt glovebox-remind.service und glovebox-remind.timer nach ~/.config/systemd/user
            ($XDG_CONFIG_HOME/systemd/user, wenn gesetzt): täglich um 09:00 und zwei Minuten nach der Anmeldung,
            Persistent=true, damit ein bei ausgeschaltetem Rechner verpasster Lauf nachgeholt wird, wenn er
            wieder an ist. Der Dienst führt dieses Programm über seinen absoluten Pfad aus, mit GLOVEBOX_HOME,
            wenn gesetzt. Ohne systemd gibt es stattdessen die crontab-Zeilen aus, die dasselbe tun.
            """,
        "remove the systemd user timer of 'remind install'": "den systemd-Benutzer-Timer von 'remind install' entfernen",
        "Asks first, or needs --yes. Leaves the channels and what was sent as they are.": "Fragt vorher oder braucht --yes. Lässt die Kanäle und das Gesendete, wie sie sind.",
        "print a shell completion script (bash or zsh)": "ein Shell-Vervollständigungsskript ausgeben (bash oder zsh)",
        "bash or zsh": "bash oder zsh",
        """
        Completes commands and their options as you type. Load it in the running shell with
        eval "$(glovebox completion bash)" (or zsh), or keep it: glovebox completion bash >
        ~/.local/share/bash-completion/completions/glovebox, and for zsh add the eval line to ~/.zshrc.
        """: """
            Vervollständigt Befehle und ihre Optionen beim Tippen. Lade es in die laufende Shell mit
            eval "$(glovebox completion bash)" (oder zsh), oder behalte es: glovebox completion bash >
            ~/.local/share/bash-completion/completions/glovebox, und für zsh füge die eval-Zeile zu
            ~/.zshrc hinzu.
            """,
        "seed a demo garage, publish the widgets' snapshot and show the four widgets": "eine Demo-Garage anlegen, den Widgets-Snapshot veröffentlichen und die vier Widgets zeigen",
        "delete every account and record on this device first, after asking (exchange rates stay)": "zuerst alle Konten und Einträge auf diesem Gerät löschen, nach Nachfrage (Wechselkurse bleiben)",
        "seed and publish only; do not start glovebox-widget": "nur anlegen und veröffentlichen; glovebox-widget nicht starten",
        "the glovebox-widget program to run (default: the one beside glovebox, else the first on PATH)": "das auszuführende glovebox-widget-Programm (Standard: das neben glovebox, sonst das erste im PATH)",
        """
        On an empty logbook it adds three vehicles (one in miles) and one shared read-only, a year of
        readings and expenses in EUR, GBP, USD, CHF and SEK (and one in MAD, which has no ECB rate),
        maintenance plans by time, by distance and by both with one postponed, and deadlines due soon,
        overdue and far away, all relative to today. A logbook that already has vehicles is shown as it is.
        The widgets are drawn by glovebox-widget, a program of its own, which the demo never builds:
        without it (not beside glovebox, not on PATH, no --widget) it says how to get it and changes nothing.
        """: """
            In einem leeren Fahrtenbuch legt es drei Fahrzeuge an (eines in Meilen) und eines, das nur lesend
            geteilt ist, ein Jahr Ablesungen und Ausgaben in EUR, GBP, USD, CHF und SEK (und eine in MAD, für die
            es keinen EZB-Kurs gibt), Wartungspläne nach Zeit, nach Strecke und nach beidem mit einem Aufschub,
            und bald fällige, überfällige und ferne Fristen, alles relativ zu heute. Ein Fahrtenbuch, das schon
            Fahrzeuge hat, wird gezeigt, wie es ist.
            Die Widgets zeichnet glovebox-widget, ein eigenes Programm, das die Demo nie baut: ohne es (nicht
            neben glovebox, nicht im PATH, kein --widget) sagt sie, wie man es bekommt, und ändert nichts.
            """,
        """
        Vehicles and items are named by id or by name, in any letter case; read commands take --json.
        exit status: 0 success, 1 failure, 2 bad command line or refused value
        """: """
            Fahrzeuge und Punkte werden per ID oder Name angegeben, in beliebiger Groß- und
            Kleinschreibung; Lesebefehle nehmen --json.
            Exit-Status: 0 Erfolg, 1 Fehlschlag, 2 falsche Befehlszeile oder abgelehnter Wert
            """,
    ]
}
