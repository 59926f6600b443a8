extension HostHelpText {
    /// The French help.
    static let french: [String: String] = [
        """
        The Glovebox widget extension and its Linux widget host. It reads only the snapshot the app
        publishes in the shared container ($GLOVEBOX_HOME, else $XDG_DATA_HOME/glovebox, else
        ~/.local/share/glovebox).
        """: """
            L’extension de widgets de Glovebox et son hôte de widgets pour Linux. Il lit uniquement
            l’instantané que l’app publie dans le conteneur partagé ($GLOVEBOX_HOME, sinon
            $XDG_DATA_HOME/glovebox, sinon ~/.local/share/glovebox).
            """,
        "install a widget": "installer un widget",
        "vehicle, deadlines, spend, maintenance": "vehicle, deadlines, spend, maintenance",
        "small, medium, large, accessory-rectangular (default small)": "small, medium, large, accessory-rectangular (par défaut small)",
        "the vehicle, by its id or its name in the snapshot": "le véhicule, par son id ou son nom dans l’instantané",
        "show this help": "afficher cette aide",
        """
        Installs a widget of KIND in family F (default small), optionally about vehicle V, and
        prints its id. The app sees it in currentConfigurations(). V is chosen as the system's sheet
        offers it: among the vehicles of the widgets' snapshot, by id or by name (any letter case);
        one the snapshot does not have is refused with the list. Before the app has published a
        snapshot, V is kept as typed.
        """: """
            Installe un widget de KIND dans la famille F (par défaut small), éventuellement pour le
            véhicule V, et affiche son id. L’app le voit dans currentConfigurations(). V est choisi
            comme la feuille du système le propose : parmi les véhicules de l’instantané des widgets,
            par id ou par nom (sans distinction de casse) ; un véhicule que l’instantané n’a pas est
            refusé avec la liste. Avant que l’app ait publié un instantané, V est gardé tel que saisi.
            """,
        "the installed widgets": "les widgets installés",
        "print JSON": "afficher du JSON",
        "Lists the installed widgets: id, kind, family and vehicle.": "Liste les widgets installés : id, type, famille et véhicule.",
        "uninstall a widget": "désinstaller un widget",
        "the widget's id, as 'list' prints it": "l’id du widget, tel que 'list' l’affiche",
        "Uninstalls the widget with id ID (see 'list'); its spent budget goes with it.": "Désinstalle le widget d’id ID (voir 'list') ; son budget consommé part avec lui.",
        "the entries of a widget's timeline": "les entrées de la chronologie d’un widget",
        "the vehicle's id in the snapshot": "l’id du véhicule dans l’instantané",
        "the instant taken as now (default GLOVEBOX_NOW, else the clock's)": "l’instant pris comme maintenant (par défaut GLOVEBOX_NOW, sinon celui de l’horloge)",
        """
        Prints the timeline a widget gets from the current snapshot: an entry for now and one for
        each of the next seven midnights of the snapshot's time zone, with what each shows. --at
        pins "now".
        """: """
            Affiche la chronologie qu’un widget reçoit de l’instantané actuel : une entrée pour
            maintenant et une pour chacun des sept prochains minuits du fuseau horaire de
            l’instantané, avec ce que chacune montre. --at fixe le « maintenant ».
            """,
        "draw a widget as it looks at an instant": "dessiner un widget tel qu’il apparaît à un instant donné",
        "a text box (default) or an SVG document": "une boîte de texte (par défaut) ou un document SVG",
        "write the drawing to FILE (default standard output)": "écrire le dessin dans FILE (par défaut la sortie standard)",
        """
        Draws the widget as it looks at an instant (default now), as a text box (default) or an
        SVG document, to standard output or to FILE.
        """: """
            Dessine le widget tel qu’il apparaît à un instant donné (par défaut maintenant), en
            boîte de texte (par défaut) ou en document SVG, sur la sortie standard ou dans FILE.
            """,
        "a widget as one Waybar custom-module JSON object": "un widget sous forme d’objet JSON de module personnalisé Waybar",
        """
        Prints what the widget of KIND shows now as the JSON object Waybar's custom module reads
        ("return-type": "json"): text (the most urgent item and when), tooltip (every line, as
        Pango markup already escaped), class (the kind, then overdue, warning, normal, empty, or
        message and its reason) and, for spend, percentage (the month's bar). It reads the snapshot
        alone and counts days like the widgets, so "In 3 days" becomes "In 2 days" at midnight
        without the app. A snapshot it cannot trust prints the widgets' "open the app" message.
        """: """
            Affiche ce que le widget de KIND montre maintenant sous forme de l’objet JSON que lit le
            module personnalisé de Waybar ("return-type": "json") : text (l’élément le plus urgent et
            quand), tooltip (chaque ligne, en balisage Pango déjà échappé), class (le type, puis
            overdue, warning, normal, empty, ou message et sa raison) et, pour spend, percentage (la
            barre du mois). Il lit l’instantané seul et compte les jours comme les widgets, donc « In 3
            days » devient « In 2 days » à minuit sans l’app. Un instantané auquel il ne peut pas se
            fier affiche le message « ouvrez l’app » des widgets.
            """,
        "a widget in the xbar, Argos and Kargos text protocol": "un widget dans le protocole texte de xbar, Argos et Kargos",
        """
        Prints what the widget of KIND shows now for xbar (macOS), Argos (GNOME) or Kargos (KDE): the
        line for the bar, '---', then the title and every line, each with href= its deep link and the
        theme's colour when due soon or overdue. Days are counted like the widgets' (see waybar).
        """: """
            Affiche ce que le widget de KIND montre maintenant pour xbar (macOS), Argos (GNOME) ou Kargos
            (KDE) : la ligne de la barre, '---', puis le titre et chaque ligne, chacune avec href= son
            lien profond et la couleur du thème quand l’échéance est proche ou dépassée. Les jours sont
            comptés comme ceux des widgets (voir waybar).
            """,
        "every installed widget at every entry, as SVG (and PNG)": "chaque widget installé à chaque entrée, en SVG (et PNG)",
        "where the pictures go (default ./widget-gallery)": "où vont les images (par défaut ./widget-gallery)",
        """
        Draws every installed widget (or, with none installed, every kind in every family) at every
        entry of its timeline as SVG, as PNG too when rsvg-convert is on the PATH, and writes an
        index.html to look at them.
        """: """
            Dessine chaque widget installé (ou, si aucun n’est installé, chaque type dans chaque
            famille) à chaque entrée de sa chronologie en SVG, en PNG aussi quand rsvg-convert est dans
            le PATH, et écrit un index.html pour les regarder.
            """,
        "be the widget host: follow reload requests, redraw the board": "être l’hôte des widgets : suivre les demandes de rechargement, redessiner le tableau",
        "handle what is pending, draw the board once, and exit": "traiter ce qui est en attente, dessiner le tableau une fois et quitter",
        "stop after SECONDS": "s’arrêter après SECONDS",
        "read the request log every SECONDS (default 1)": "lire le journal des demandes toutes les SECONDS (par défaut 1)",
        """
        Runs the widget host: follows the app's reload requests, rebuilds the timelines of the kinds
        they name (at most 70 background reloads per widget per 24 hours; requests made with the
        app in the foreground are free), moves each widget to its next entry at its date, and
        redraws the board. --once and --for cannot be used together.
        """: """
            Exécute l’hôte des widgets : suit les demandes de rechargement de l’app, reconstruit les
            chronologies des types qu’elles nomment (au plus 70 rechargements en arrière-plan par widget
            sur 24 heures ; les demandes faites avec l’app au premier plan sont gratuites), fait passer
            chaque widget à son entrée suivante à sa date et redessine le tableau. --once et --for ne
            peuvent pas être utilisés ensemble.
            """,
        "the reload requests received and the budget spent": "les demandes de rechargement reçues et le budget consommé",
        """
        Lists the reload requests the host received, what it did for each widget, the requests
        still pending, and the background budget each widget has spent in the last 24 hours.
        """: """
            Liste les demandes de rechargement reçues par l’hôte, ce qu’il a fait pour chaque
            widget, les demandes encore en attente et le budget d’arrière-plan que chaque widget a
            consommé sur les dernières 24 heures.
            """,
        """
        kinds: vehicle, deadlines, spend, maintenance
        families: small, medium, large, accessory-rectangular (deadlines and maintenance only)
        exit status: 0 success, 1 failure, 2 bad command line
        """: """
            types : vehicle, deadlines, spend, maintenance
            familles : small, medium, large, accessory-rectangular (deadlines et maintenance
            uniquement)
            code de sortie : 0 succès, 1 échec, 2 ligne de commande erronée
            """,
    ]
}
