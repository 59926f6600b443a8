extension CLIHelpText {
    /// French help of the summaries, reports, history, exports, Shortcuts, publishing, calendar, reminders, completion, the demo and the listing.
    static let frenchOutput: [String: String] = [
        """
        Glovebox, a vehicle logbook: vehicles, odometer readings, expenses in any currency,
        maintenance plans and deadlines, kept on this device ($GLOVEBOX_HOME, else
        $XDG_DATA_HOME/glovebox, else ~/.local/share/glovebox). Every change publishes the
        widgets' and Shortcuts' snapshots and the calendar file.
        """: """
            Glovebox, un carnet de bord du véhicule : véhicules, relevés du compteur, dépenses
            dans toute devise, plans d’entretien et échéances, conservés sur cet appareil
            ($GLOVEBOX_HOME, sinon $XDG_DATA_HOME/glovebox, sinon ~/.local/share/glovebox).
            Chaque modification publie les instantanés des widgets et des Raccourcis et le
            fichier de calendrier.
            """,
        "every deadline and maintenance item with its state, most urgent first": "toutes les échéances et tous les éléments d’entretien avec leur état, le plus urgent d’abord",
        "spending in the home currency per month, category or vehicle (default: the last 6 months)": "les dépenses dans la devise principale par mois, catégorie ou véhicule (par défaut : les 6 derniers mois)",
        "the first day (YYYY-MM-DD); alone, through the end of this month": "le premier jour (YYYY-MM-DD) ; seul, jusqu’à la fin de ce mois",
        "the last day (YYYY-MM-DD); alone, from the oldest record": "le dernier jour (YYYY-MM-DD) ; seul, depuis la donnée la plus ancienne",
        "N calendar months ending with this month (or from --from, or up to --to)": "N mois civils se terminant avec ce mois (ou à partir de --from, ou jusqu’à --to)",
        "one calendar year, alone": "une année civile, seule",
        "totals per month (default), category or vehicle": "totaux par mois (par défaut), catégorie ou véhicule",
        """
        Without a period it shows the last 6 months, as the spend widget does. --year Y is one
        calendar year; --months N the N months ending with this month (or N months from --from, or up
        to --to); --from and --to name the days themselves. Each expense is converted at its own date;
        one without a rate is counted, named and left out of the totals.
        """: """
            Sans période, il affiche les 6 derniers mois, comme le widget des dépenses. --year Y est une
            année civile ; --months N les N mois se terminant avec ce mois (ou N mois à partir de --from,
            ou jusqu’à --to) ; --from et --to désignent les jours eux-mêmes. Chaque dépense est convertie
            à sa propre date ; une dépense sans taux est comptée, nommée et laissée hors des totaux.
            """,
        "write an HTML page of charts: spend, economy, cost per distance, what is due": "écrire une page HTML de graphiques : dépenses, consommation, coût par distance, ce qui est dû",
        "one calendar year (default: the last 12 months)": "une année civile (par défaut : les 12 derniers mois)",
        "the directory to write index.html into (required; made if missing)": "le répertoire où écrire index.html (obligatoire ; créé s’il manque)",
        """
        The page (DIR/index.html) is one file: its style and SVG charts are inline, it runs no
        script and prints as it shows. It covers --year Y, or the last 12 months. With the app lock
        on (glovebox prefs set lock on) it shows no amount, distance or odometer value: spending
        as proportions only, and no economy or cost per distance. The licence plate never appears.
        """: """
            La page (DIR/index.html) est un seul fichier : son style et ses graphiques SVG sont
            intégrés, elle n’exécute aucun script et s’imprime comme elle s’affiche. Elle couvre --year
            Y, ou les 12 derniers mois. Avec le verrou de l’app actif (glovebox prefs set lock on),
            elle n’affiche aucun montant, aucune distance ni valeur du compteur : les dépenses
            seulement en proportions, et ni consommation ni coût par distance. L’immatriculation
            n’apparaît jamais.
            """,
        "the latest changes to the logbook, newest first, with what each replaced": "les dernières modifications du carnet, la plus récente d’abord, avec ce que chacune a remplacé",
        "one change's number: what it did to each record and what it replaced": "le numéro d’une modification : ce qu’elle a fait à chaque donnée et ce qu’elle a remplacé",
        "how many of the latest changes to list (default 20)": "combien des dernières modifications lister (par défaut 20)",
        """
        Each line is one change: its number, when it was made, what it was and how many records it touched; an
        undone change is marked. 'glovebox history N' shows change N record by record: what it added, what it
        removed (with what that was), and each field it changed, with the value it replaced and the value now.
        An undo of an import names the records it removed by the import, in one line: importing the same file
        again brings them back.
        The journal keeps each account's latest 1,000 changes and none older than 90 days: what a removal took
        stays undoable that long, then is gone for good.
        """: """
            Chaque ligne est une modification : son numéro, quand elle a été faite, ce qu’elle était et combien
            de données elle a touchées ; une modification annulée est marquée. 'glovebox history N' affiche la
            modification N donnée par donnée : ce qu’elle a ajouté, ce qu’elle a supprimé (avec ce que c’était),
            et chaque champ qu’elle a changé, avec la valeur remplacée et la valeur actuelle. L’annulation d’un
            import nomme en une ligne les données qu’elle a supprimées par l’import : importer de nouveau le
            même fichier les fait revenir. Le journal garde les 1,000 dernières modifications de chaque compte
            et aucune de plus de 90 jours : ce qu’une suppression a emporté reste annulable ce temps-là, puis
            disparaît pour de bon.
            """,
        "revert the latest changes (see 'glovebox history'), as a change of its own": "annuler les dernières modifications (voir 'glovebox history'), par une modification à part entière",
        "how many of the latest changes to undo (default 1)": "combien des dernières modifications annuler (par défaut 1)",
        """
        Reverts the last N changes not undone yet, newest first: what they added goes, what they removed or
        changed comes back as it was. Every reading that comes back is checked as a new one would be; an undo
        that would break a rule says which and changes nothing. The undo itself shows in the history.
        """: """
            Annule les N dernières modifications pas encore annulées, la plus récente d’abord : ce qu’elles ont
            ajouté disparaît, ce qu’elles ont supprimé ou modifié revient tel quel. Chaque relevé qui revient est
            vérifié comme le serait un nouveau ; une annulation qui enfreindrait une règle dit laquelle et ne
            change rien. L’annulation elle-même apparaît dans l’historique.
            """,
        "write everything the logbook holds for the signed-in account into one file (or CSV files)": "écrire tout ce que le carnet contient pour le compte connecté dans un fichier (ou des fichiers CSV)",
        "the export document to write (JSON)": "le document d’export à écrire (JSON)",
        "write one CSV file per record kind into DIR instead": "écrire plutôt un fichier CSV par type de donnée dans DIR",
        "replace a file that is already there": "remplacer un fichier déjà présent",
        """
        The file holds the account, its preferences, every vehicle with all its fields (the licence plate
        too: it is your own file, written with mode 0600 like the logbook), every reading, expense,
        maintenance item, service and deadline, what imports remember of the rows they stored (so that
        importing the same file again adds nothing), and the exchange rates. The same logbook always
        gives the same bytes. Rows that cannot be read are written as they are stored, under "damaged",
        and named on standard error. 'glovebox restore FILE' loads it back.
        """: """
            Le fichier contient le compte, ses préférences, chaque véhicule avec tous ses champs
            (l’immatriculation aussi : c’est votre propre fichier, écrit en mode 0600 comme le carnet),
            chaque relevé, dépense, élément d’entretien, entretien et échéance, ce que les imports retiennent
            des lignes qu’ils ont enregistrées (pour que réimporter le même fichier n’ajoute rien), et les
            taux de change. Le même carnet donne toujours les mêmes octets. Les lignes illisibles sont
            écrites telles qu’enregistrées, sous "damaged", et nommées sur la sortie d’erreur. 'glovebox
            restore FILE' le recharge.
            """,
        "load an export into the logbook (as its account, with its ids)": "charger un export dans le carnet (sous son compte, avec ses ids)",
        "an export written by 'glovebox export'": "un export écrit par 'glovebox export'",
        """
        The whole file is checked first; a fault is named by its place (FILE: vehicles[2].name: …) and
        nothing is written. It signs in as the export's account. If that account already has vehicles on
        this device, it says what they are and replaces them only after asking on a terminal, or with
        --yes. 'glovebox undo' reverts a restore.
        """: """
            Le fichier entier est d’abord vérifié ; une erreur est nommée par son emplacement (FILE:
            vehicles[2].name: …) et rien n’est écrit. Il se connecte sous le compte de l’export. Si ce
            compte a déjà des véhicules sur cet appareil, il indique lesquels et ne les remplace qu’après
            confirmation dans un terminal, ou avec --yes. 'glovebox undo' annule une restauration.
            """,
        "copy the whole logbook file, consistently, even while other commands write": "copier tout le fichier du carnet, de façon cohérente, même pendant que d’autres commandes écrivent",
        "the copy to write (a logbook file)": "la copie à écrire (un fichier de carnet)",
        """
        The copy holds everything the logbook holds on this device — every account, the journal, the
        rates — as it was committed when the backup started. It is written with mode 0600 and is itself a
        logbook: put it at $GLOVEBOX_HOME/app/glovebox.sqlite to open it.
        """: """
            La copie contient tout ce que le carnet contient sur cet appareil — chaque compte, le journal,
            les taux — tel que validé au début de la sauvegarde. Elle est écrite en mode 0600 et est
            elle-même un carnet : placez-la en $GLOVEBOX_HOME/app/glovebox.sqlite pour l’ouvrir.
            """,
        "answer as Siri would: when is the next maintenance": "répondre comme Siri : quand a lieu le prochain entretien",
        "the vehicle's name, id or a spoken alias": "le nom du véhicule, son id ou un alias prononcé",
        "print the answer, its status and the choices as JSON": "afficher la réponse, son statut et les choix en JSON",
        """
        Answers from <documents>/shortcuts.snapshot.json only (never the logbook), in the
        snapshot's language, counting days in the snapshot's time zone (the app's). Every answer exits 0, as Siri
        always speaks; --json tells them apart by status (answered, locked, monthEnded,
        noVehicles, unknownVehicle, whichVehicle, openApp).
        """: """
            Répond uniquement à partir de <documents>/shortcuts.snapshot.json (jamais du carnet), dans la langue de
            l’instantané, en comptant les jours dans le fuseau horaire de l’instantané (celui de l’app). Chaque
            réponse sort avec 0, comme Siri parle toujours ; --json les distingue par statut (answered, locked,
            monthEnded, noVehicles, unknownVehicle, whichVehicle, openApp).
            """,
        "answer as Siri would: when is the next deadline": "répondre comme Siri : quand tombe la prochaine échéance",
        "answer as Siri would: how much was spent this month": "répondre comme Siri : combien a été dépensé ce mois-ci",
        "answer as Siri would: what the odometer says": "répondre comme Siri : ce qu’indique le compteur",
        "answer as Siri would: what the fuel economy of the last fill-up was": "répondre comme Siri : quelle était la consommation du dernier plein",
        "open a glovebox:// link (a screen, or a prefilled form to confirm)": "ouvrir un lien glovebox:// (un écran, ou un formulaire prérempli à confirmer)",
        "such as glovebox://vehicle/clio or glovebox://odometer/new?vehicle=clio&value=84500": "par exemple glovebox://vehicle/clio ou glovebox://odometer/new?vehicle=clio&value=84500",
        "confirm the form without asking": "confirmer le formulaire sans demander",
        """
        A cold start: the link waits until the logbook is open and the session checked. Read links
        print their screen; form links run the normal form prefilled, after a yes (or --yes).
        A link that cannot be opened exits 2 with "can't open this link: …" and writes nothing;
        a form's refusal is the form's own message and status; signed out, the link is dropped (1).
        """: """
            Un démarrage à froid : le lien attend que le carnet soit ouvert et la session vérifiée. Les
            liens de lecture affichent leur écran ; les liens de formulaire exécutent le formulaire
            normal prérempli, après un oui (ou --yes).
            Un lien qui ne peut pas être ouvert sort avec 2 avec "can't open this link: …" et n’écrit
            rien ; le refus d’un formulaire est le message et le statut du formulaire lui-même ;
            déconnecté, le lien est abandonné (1).
            """,
        "the Log Odometer shortcut: opens the odometer form prefilled": "le raccourci Relever le compteur : ouvre le formulaire du compteur prérempli",
        "name, id or spoken alias": "nom, id ou alias prononcé",
        "the odometer": "le compteur",
        "the Add Expense shortcut: opens the expense form prefilled": "le raccourci Ajouter une dépense : ouvre le formulaire de dépense prérempli",
        "such as 45.90": "par exemple 45.90",
        "publish the widgets and Shortcuts snapshots and the calendar now, and say what changed": "publier maintenant les instantanés des widgets et des Raccourcis et le calendrier, et dire ce qui a changé",
        "print the report as JSON": "afficher le rapport en JSON",
        """
        Every command that changes the logbook publishes on its way out; this forces one. The widgets
        snapshot is built only when a widget is installed, and only the kinds whose content changed
        are asked to reload; the calendar file (see 'calendar export') is rewritten only when its events
        changed.
        """: """
            Chaque commande qui modifie le carnet publie en sortant ; celle-ci force une publication.
            L’instantané des widgets n’est construit que lorsqu’un widget est installé, et seuls les types
            dont le contenu a changé sont invités à se recharger ; le fichier de calendrier (voir 'calendar
            export') n’est réécrit que lorsque ses événements ont changé.
            """,
        "check that the widgets can see what the app publishes, and that the logbook is sound": "vérifier que les widgets voient ce que l’app publie, et que le carnet est sain",
        "make missing or changed indexes and triggers again, and sum the spend totals again when they differ": "recréer les index et déclencheurs absents ou modifiés, et additionner de nouveau les totaux des dépenses quand ils diffèrent",
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
            Sort avec 1, avec le correctif, quand le conteneur partagé ne peut pas être résolu, écrit ou lu, ou
            quand le carnet est endommagé : ses fichiers, le quick_check de SQLite sur ses pages, sa version de
            schéma, chaque ligne de donnée, ses index et déclencheurs, et les totaux de dépenses que le carnet
            tient par rapport aux dépenses qu’ils additionnent, lus sans le créer ni le migrer. Ensuite, sur un
            carnet sain, indique si l’instantané des widgets, le fichier de calendrier et les rappels sont en
            retard sur lui (une note avec la commande qui met chacun à jour). Avec --repair, les index et
            déclencheurs absents ou pas tels que les étapes du carnet les créent sont recréés, les totaux de
            dépenses qui diffèrent sont recalculés à partir des dépenses, puis les deux sont vérifiés à
            nouveau.
            """,
        "generate the Apple build's entitlements, Info.plists, xcconfig and project.yml": "générer les entitlements, les Info.plist, le xcconfig et le project.yml de la version Apple",
        "where to write the files (required)": "où écrire les fichiers (obligatoire)",
        "the app's bundle identifier (default app.glovebox)": "le bundle identifier de l’app (par défaut app.glovebox)",
        "the Apple developer team id": "l’id d’équipe du développeur Apple",
        """
        Every value comes from the code's own constants: the App Group, the URL scheme, the widget kinds
        and families. Regenerating writes the same bytes; files that did not change are left alone.
        """: """
            Chaque valeur vient des constantes du code lui-même : l’App Group, le schéma d’URL, les types et
            familles de widgets. Régénérer écrit les mêmes octets ; les fichiers inchangés sont laissés tels
            quels.
            """,
        "write the deadlines and maintenance as an iCalendar file (RFC 5545)": "écrire les échéances et l’entretien dans un fichier iCalendar (RFC 5545)",
        "write the calendar to FILE (default standard output)": "écrire le calendrier dans FILE (par défaut la sortie standard)",
        """
        Writes what every publish keeps in glovebox.ics beside the widgets snapshot: an
        all-day event for each open deadline and each maintenance item due on a day, and for each item
        due at a distance the day the odometer forecast expects it (a tentative event marked as a
        forecast) or its due date when that comes first, each with an alarm at 09:00 on its first
        warning day. Texts are in the app's language; the licence plate is never written, and with the
        lock on no odometer value either. Event ids come from the records' ids, so a calendar subscribed
        to the file updates its events instead of adding new ones. FILE is replaced whole (mode 0600).
        """: """
            Écrit ce que chaque publication tient dans glovebox.ics à côté de l’instantané des widgets : un
            événement sur la journée pour chaque échéance ouverte et chaque élément d’entretien dû à une
            date, et pour chaque élément dû à une distance, le jour que prévoit la prévision du compteur (un
            événement provisoire marqué comme prévision) ou sa date d’échéance quand elle vient avant,
            chacun avec une alarme à 09:00 le premier jour d’avertissement. Les textes sont dans la langue
            de l’app ; l’immatriculation n’est jamais écrite, et avec le verrou actif aucune valeur du
            compteur non plus. Les ids des événements viennent des ids des données, donc un calendrier
            abonné au fichier met à jour ses événements au lieu d’en ajouter de nouveaux. FILE est remplacé
            en entier (mode 0600).
            """,
        "send each deadline and maintenance state change once, through every channel": "envoyer une fois chaque changement d’état des échéances et de l’entretien, par tous les canaux",
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
            'glovebox remind' seul exécute ceci ; le minuteur de 'remind install' l’exécute chaque jour à 09:00
            et à la connexion. Chaque échéance et élément d’entretien bientôt dû, dû (aujourd’hui, ou à son
            compteur d’échéance) ou en retard, selon sa date ou la prévision du compteur, est signalé une fois
            par canal pour chaque état de chaque occurrence : l’exécuter chaque minute n’envoie rien de
            nouveau, et un renouvellement, un entretien ou un report repart de zéro. En retard est urgent
            (urgence critical sur le bureau, priorité 5 dans ntfy, 8 dans Gotify). Les textes sont dans la
            langue de l’app ; avec le verrou actif aucune valeur du compteur n’est envoyée, et aucun montant
            jamais.
            Un canal qui échoue s’arrête pour cette exécution et est signalé (code de sortie 1) ; ce qui ne lui
            a pas été signalé est envoyé à l’exécution suivante, et les autres canaux continuent. Au moins une
            fois : un message n’est noté comme envoyé qu’après que son canal l’a accepté, donc un plantage
            entre les deux peut répéter ce message, jamais le perdre.
            Ce qui a été envoyé est conservé dans le carnet de cet appareil. Un appareil relié à un serveur du
            foyer ('glovebox login --server') réclame aussi chaque message sur le serveur avant de l’envoyer,
            pour que les appareils du compte le signalent une seule fois entre eux (un canal est le même sur
            deux appareils quand sa destination l’est : deux bureaux quelconques, un sujet ntfy) ; quand le
            serveur ne peut pas être interrogé, cet appareil envoie seul, le dit, et en informe le serveur lors
            d’une exécution ultérieure. Les traces des occurrences qui ne s’appliquent plus sont élaguées au
            fil des exécutions.
            """,
        "send reminders as desktop notifications (freedesktop, over D-Bus)": "envoyer les rappels comme notifications de bureau (freedesktop, via D-Bus)",
        "Notifications come from \"Glovebox\" on the session bus of the user who runs 'glovebox remind'.": "Les notifications viennent de \"Glovebox\" sur le bus de session de l’utilisateur qui exécute 'glovebox remind'.",
        "send reminders to an ntfy topic": "envoyer les rappels à un sujet ntfy",
        "the topic's URL, such as https://ntfy.sh/my-car-reminders": "l’URL du sujet, par exemple https://ntfy.sh/my-car-reminders",
        "The topic is the last part of the URL; pick one nobody can guess, since anyone who knows it can read it.": "Le sujet est la dernière partie de l’URL ; choisissez-en un que personne ne peut deviner, puisque quiconque le connaît peut le lire.",
        "send reminders to a Gotify server": "envoyer les rappels à un serveur Gotify",
        "the server's URL, such as https://gotify.example.com": "l’URL du serveur, par exemple https://gotify.example.com",
        "an application token of the Gotify server (kept in a 0600 file)": "un jeton d’application du serveur Gotify (conservé dans un fichier 0600)",
        """
        The token is kept in the app's private directory (reminders.json, mode 0600) and sent only in the
        X-Gotify-Key header; 'remind list' shows its first two characters.
        """: """
            Le jeton est conservé dans le répertoire privé de l’app (reminders.json, mode 0600) et envoyé
            uniquement dans l’en-tête X-Gotify-Key ; 'remind list' affiche ses deux premiers caractères.
            """,
        "run a command for each reminder": "exécuter une commande pour chaque rappel",
        "a shell command, run by /bin/sh -c": "une commande shell, exécutée par /bin/sh -c",
        """
        The message is in the environment (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL, GLOVEBOX_STATE,
        GLOVEBOX_URGENT 1 or 0), never in the command line. Exit status 0 counts as
        delivered; any other is a failure, retried at the next run.
        """: """
            Le message est dans l’environnement (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL,
            GLOVEBOX_STATE, GLOVEBOX_URGENT 1 ou 0), jamais dans la ligne de commande. Le code de sortie 0
            compte comme livré ; tout autre est un échec, retenté à l’exécution suivante.
            """,
        "list the reminder channels (Gotify tokens masked)": "lister les canaux de rappel (jetons Gotify masqués)",
        "remove a reminder channel": "supprimer un canal de rappel",
        "the channel's id, as 'remind list' prints it": "l’id du canal, tel que 'remind list' l’affiche",
        "send a test message through every channel, or one": "envoyer un message de test par tous les canaux, ou par un seul",
        "the channel's id (default: every channel)": "l’id du canal (par défaut : tous les canaux)",
        "Records nothing: the reminders themselves are still sent by the next 'glovebox remind'.": "N’enregistre rien : les rappels eux-mêmes sont toujours envoyés par le prochain 'glovebox remind'.",
        "write a systemd user timer that runs 'glovebox remind' daily and at login": "écrire un minuteur utilisateur systemd qui exécute 'glovebox remind' chaque jour et à la connexion",
        """
        Writes glovebox-remind.service and glovebox-remind.timer to ~/.config/systemd/user
        ($XDG_CONFIG_HOME/systemd/user when set): daily at 09:00 and two minutes after login, Persistent=true
        so a run missed while the machine was off happens when it is back. The service runs this executable
        by its absolute path, with GLOVEBOX_HOME when it is set. Without systemd, prints the crontab lines
        that do the same instead.
        """: """
            Écrit glovebox-remind.service et glovebox-remind.timer dans ~/.config/systemd/user
            ($XDG_CONFIG_HOME/systemd/user s’il est défini) : chaque jour à 09:00 et deux minutes après la
            connexion, Persistent=true pour qu’une exécution manquée machine éteinte ait lieu à son retour. Le
            service exécute ce programme par son chemin absolu, avec GLOVEBOX_HOME s’il est défini. Sans systemd,
            il affiche à la place les lignes crontab qui font la même chose.
            """,
        "remove the systemd user timer of 'remind install'": "supprimer le minuteur utilisateur systemd de 'remind install'",
        "Asks first, or needs --yes. Leaves the channels and what was sent as they are.": "Demande d’abord, ou exige --yes. Laisse les canaux et ce qui a été envoyé tels quels.",
        "print a shell completion script (bash or zsh)": "afficher un script de complétion shell (bash ou zsh)",
        "bash or zsh": "bash ou zsh",
        """
        Completes commands and their options as you type. Load it in the running shell with
        eval "$(glovebox completion bash)" (or zsh), or keep it: glovebox completion bash >
        ~/.local/share/bash-completion/completions/glovebox, and for zsh add the eval line to ~/.zshrc.
        """: """
            Complète les commandes et leurs options pendant la saisie. Chargez-le dans le shell en cours
            avec
            eval "$(glovebox completion bash)" (ou zsh), ou gardez-le : glovebox completion bash >
            ~/.local/share/bash-completion/completions/glovebox, et pour zsh ajoutez la ligne eval à
            ~/.zshrc.
            """,
        "seed a demo garage, publish the widgets' snapshot and show the four widgets": "créer un garage de démonstration, publier l’instantané des widgets et afficher les quatre widgets",
        "delete every account and record on this device first, after asking (exchange rates stay)": "supprimer d’abord tous les comptes et données de cet appareil, après confirmation (les taux de change restent)",
        "seed and publish only; do not start glovebox-widget": "seulement créer et publier ; ne pas lancer glovebox-widget",
        "the glovebox-widget program to run (default: the one beside glovebox, else the first on PATH)": "le programme glovebox-widget à exécuter (par défaut : celui à côté de glovebox, sinon le premier dans le PATH)",
        """
        On an empty logbook it adds three vehicles (one in miles) and one shared read-only, a year of
        readings and expenses in EUR, GBP, USD, CHF and SEK (and one in MAD, which has no ECB rate),
        maintenance plans by time, by distance and by both with one postponed, and deadlines due soon,
        overdue and far away, all relative to today. A logbook that already has vehicles is shown as it is.
        The widgets are drawn by glovebox-widget, a program of its own, which the demo never builds:
        without it (not beside glovebox, not on PATH, no --widget) it says how to get it and changes nothing.
        """: """
            Sur un carnet vide, il ajoute trois véhicules (dont un en miles) et un partagé en lecture seule, un
            an de relevés et de dépenses en EUR, GBP, USD, CHF et SEK (et une en MAD, qui n’a pas de taux BCE),
            des plans d’entretien par durée, par distance et par les deux avec un report, et des échéances
            bientôt dues, en retard et lointaines, le tout relatif à aujourd’hui. Un carnet qui a déjà des
            véhicules est affiché tel quel.
            Les widgets sont dessinés par glovebox-widget, un programme à part, que la démo ne compile jamais :
            sans lui (ni à côté de glovebox, ni dans le PATH, ni --widget), elle explique comment l’obtenir et ne
            change rien.
            """,
        """
        Vehicles and items are named by id or by name, in any letter case; read commands take --json.
        exit status: 0 success, 1 failure, 2 bad command line or refused value
        """: """
            Les véhicules et les éléments sont désignés par id ou par nom, sans distinction de casse ;
            les commandes de lecture acceptent --json.
            code de sortie : 0 succès, 1 échec, 2 ligne de commande erronée ou valeur refusée
            """,
    ]
}
