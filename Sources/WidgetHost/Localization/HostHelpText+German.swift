extension HostHelpText {
    /// The German help.
    static let german: [String: String] = [
        """
        The Glovebox widget extension and its Linux widget host. It reads only the snapshot the app
        publishes in the shared container ($GLOVEBOX_HOME, else $XDG_DATA_HOME/glovebox, else
        ~/.local/share/glovebox).
        """: """
            Die Widget-Erweiterung von Glovebox und ihr Widget-Host für Linux. Er liest nur den
            Snapshot, den die App im gemeinsamen Container veröffentlicht ($GLOVEBOX_HOME, sonst
            $XDG_DATA_HOME/glovebox, sonst ~/.local/share/glovebox).
            """,
        "install a widget": "ein Widget installieren",
        "vehicle, deadlines, spend, maintenance": "vehicle, deadlines, spend, maintenance",
        "small, medium, large, accessory-rectangular (default small)": "small, medium, large, accessory-rectangular (Standard small)",
        "the vehicle, by its id or its name in the snapshot": "das Fahrzeug, per ID oder Name im Snapshot",
        "show this help": "diese Hilfe anzeigen",
        """
        Installs a widget of KIND in family F (default small), optionally about vehicle V, and
        prints its id. The app sees it in currentConfigurations(). V is chosen as the system's sheet
        offers it: among the vehicles of the widgets' snapshot, by id or by name (any letter case);
        one the snapshot does not have is refused with the list. Before the app has published a
        snapshot, V is kept as typed.
        """: """
            Installiert ein Widget von KIND in der Größe F (Standard small), optional zum Fahrzeug V,
            und gibt seine ID aus. Die App sieht es in currentConfigurations(). V wird gewählt, wie das
            Auswahlblatt des Systems es anbietet: unter den Fahrzeugen des Widgets-Snapshots, per ID
            oder Name (in beliebiger Groß- und Kleinschreibung); eines, das der Snapshot nicht hat, wird
            mit der Liste abgelehnt. Bevor die App einen Snapshot veröffentlicht hat, bleibt V wie
            eingegeben.
            """,
        "the installed widgets": "die installierten Widgets",
        "print JSON": "JSON ausgeben",
        "Lists the installed widgets: id, kind, family and vehicle.": "Listet die installierten Widgets auf: ID, Art, Größe und Fahrzeug.",
        "uninstall a widget": "ein Widget deinstallieren",
        "the widget's id, as 'list' prints it": "die ID des Widgets, wie 'list' sie ausgibt",
        "Uninstalls the widget with id ID (see 'list'); its spent budget goes with it.": "Deinstalliert das Widget mit der ID ID (siehe 'list'); sein verbrauchtes Budget geht mit ihm.",
        "the entries of a widget's timeline": "die Einträge der Zeitleiste eines Widgets",
        "the vehicle's id in the snapshot": "die ID des Fahrzeugs im Snapshot",
        "the instant taken as now (default GLOVEBOX_NOW, else the clock's)": "der als jetzt angenommene Zeitpunkt (Standard GLOVEBOX_NOW, sonst der der Uhr)",
        """
        Prints the timeline a widget gets from the current snapshot: an entry for now and one for
        each of the next seven midnights of the snapshot's time zone, with what each shows. --at
        pins "now".
        """: """
            Gibt die Zeitleiste aus, die ein Widget aus dem aktuellen Snapshot erhält: einen Eintrag
            für jetzt und einen für jede der nächsten sieben Mitternächte in der Zeitzone des
            Snapshots, mit dem, was jeder zeigt. --at legt "jetzt" fest.
            """,
        "draw a widget as it looks at an instant": "ein Widget zeichnen, wie es zu einem Zeitpunkt aussieht",
        "a text box (default) or an SVG document": "ein Textkasten (Standard) oder ein SVG-Dokument",
        "write the drawing to FILE (default standard output)": "die Zeichnung nach FILE schreiben (Standard: Standardausgabe)",
        """
        Draws the widget as it looks at an instant (default now), as a text box (default) or an
        SVG document, to standard output or to FILE.
        """: """
            Zeichnet das Widget, wie es zu einem Zeitpunkt aussieht (Standard jetzt), als
            Textkasten (Standard) oder SVG-Dokument, auf die Standardausgabe oder nach FILE.
            """,
        "a widget as one Waybar custom-module JSON object": "ein Widget als JSON-Objekt eines benutzerdefinierten Waybar-Moduls",
        """
        Prints what the widget of KIND shows now as the JSON object Waybar's custom module reads
        ("return-type": "json"): text (the most urgent item and when), tooltip (every line, as
        Pango markup already escaped), class (the kind, then overdue, warning, normal, empty, or
        message and its reason) and, for spend, percentage (the month's bar). It reads the snapshot
        alone and counts days like the widgets, so "In 3 days" becomes "In 2 days" at midnight
        without the app. A snapshot it cannot trust prints the widgets' "open the app" message.
        """: """
            Gibt aus, was das Widget von KIND jetzt zeigt, als das JSON-Objekt, das Waybars
            benutzerdefiniertes Modul liest ("return-type": "json"): text (der dringendste Punkt und
            wann), tooltip (jede Zeile, als bereits maskiertes Pango-Markup), class (die Art, dann
            overdue, warning, normal, empty oder message und ihr Grund) und bei spend percentage (der
            Balken des Monats). Es liest nur den Snapshot und zählt Tage wie die Widgets, sodass aus
            "In 3 days" um Mitternacht ohne die App "In 2 days" wird. Ein Snapshot, dem es nicht trauen
            kann, gibt die Meldung "öffne die App" der Widgets aus.
            """,
        "a widget in the xbar, Argos and Kargos text protocol": "ein Widget im Textprotokoll von xbar, Argos und Kargos",
        """
        Prints what the widget of KIND shows now for xbar (macOS), Argos (GNOME) or Kargos (KDE): the
        line for the bar, '---', then the title and every line, each with href= its deep link and the
        theme's colour when due soon or overdue. Days are counted like the widgets' (see waybar).
        """: """
            Gibt aus, was das Widget von KIND jetzt zeigt, für xbar (macOS), Argos (GNOME) oder Kargos
            (KDE): die Zeile für die Leiste, '---', dann den Titel und jede Zeile, jeweils mit href=
            ihrem Deep Link und der Farbe des Themes, wenn bald fällig oder überfällig. Tage werden wie
            bei den Widgets gezählt (siehe waybar).
            """,
        "every installed widget at every entry, as SVG (and PNG)": "jedes installierte Widget bei jedem Eintrag, als SVG (und PNG)",
        "where the pictures go (default ./widget-gallery)": "wohin die Bilder kommen (Standard ./widget-gallery)",
        """
        Draws every installed widget (or, with none installed, every kind in every family) at every
        entry of its timeline as SVG, as PNG too when rsvg-convert is on the PATH, and writes an
        index.html to look at them.
        """: """
            Zeichnet jedes installierte Widget (oder, wenn keines installiert ist, jede Art in jeder
            Größe) bei jedem Eintrag seiner Zeitleiste als SVG, auch als PNG, wenn rsvg-convert im PATH
            ist, und schreibt eine index.html, um sie anzusehen.
            """,
        "be the widget host: follow reload requests, redraw the board": "der Widget-Host sein: Neuladeanfragen folgen, die Tafel neu zeichnen",
        "handle what is pending, draw the board once, and exit": "Ausstehendes erledigen, die Tafel einmal zeichnen und beenden",
        "stop after SECONDS": "nach SECONDS anhalten",
        "read the request log every SECONDS (default 1)": "das Anfrageprotokoll alle SECONDS lesen (Standard 1)",
        """
        Runs the widget host: follows the app's reload requests, rebuilds the timelines of the kinds
        they name (at most 70 background reloads per widget per 24 hours; requests made with the
        app in the foreground are free), moves each widget to its next entry at its date, and
        redraws the board. --once and --for cannot be used together.
        """: """
            Führt den Widget-Host aus: folgt den Neuladeanfragen der App, baut die Zeitleisten der
            genannten Arten neu (höchstens 70 Neuladungen im Hintergrund je Widget in 24 Stunden;
            Anfragen, während die App im Vordergrund ist, sind frei), rückt jedes Widget zu seinem Datum
            auf seinen nächsten Eintrag vor und zeichnet die Tafel neu. --once und --for lassen sich
            nicht zusammen verwenden.
            """,
        "the reload requests received and the budget spent": "die empfangenen Neuladeanfragen und das verbrauchte Budget",
        """
        Lists the reload requests the host received, what it did for each widget, the requests
        still pending, and the background budget each widget has spent in the last 24 hours.
        """: """
            Listet die Neuladeanfragen auf, die der Host empfangen hat, was er für jedes Widget
            getan hat, die noch ausstehenden Anfragen und das Hintergrundbudget, das jedes Widget
            in den letzten 24 Stunden verbraucht hat.
            """,
        """
        kinds: vehicle, deadlines, spend, maintenance
        families: small, medium, large, accessory-rectangular (deadlines and maintenance only)
        exit status: 0 success, 1 failure, 2 bad command line
        """: """
            Arten: vehicle, deadlines, spend, maintenance
            Größen: small, medium, large, accessory-rectangular (nur deadlines und maintenance)
            Exit-Status: 0 Erfolg, 1 Fehlschlag, 2 falsche Befehlszeile
            """,
    ]
}
