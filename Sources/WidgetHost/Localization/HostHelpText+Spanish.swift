extension HostHelpText {
    /// The Spanish help.
    static let spanish: [String: String] = [
        """
        The Glovebox widget extension and its Linux widget host. It reads only the snapshot the app
        publishes in the shared container ($GLOVEBOX_HOME, else $XDG_DATA_HOME/glovebox, else
        ~/.local/share/glovebox).
        """: """
            La extensión de widgets de Glovebox y su anfitrión de widgets para Linux. Solo lee la
            instantánea que la app publica en el contenedor compartido ($GLOVEBOX_HOME, si no
            $XDG_DATA_HOME/glovebox, si no ~/.local/share/glovebox).
            """,
        "install a widget": "instalar un widget",
        "vehicle, deadlines, spend, maintenance": "vehicle, deadlines, spend, maintenance",
        "small, medium, large, accessory-rectangular (default small)": "small, medium, large, accessory-rectangular (por defecto small)",
        "the vehicle, by its id or its name in the snapshot": "el vehículo, por su id o su nombre en la instantánea",
        "show this help": "mostrar esta ayuda",
        """
        Installs a widget of KIND in family F (default small), optionally about vehicle V, and
        prints its id. The app sees it in currentConfigurations(). V is chosen as the system's sheet
        offers it: among the vehicles of the widgets' snapshot, by id or by name (any letter case);
        one the snapshot does not have is refused with the list. Before the app has published a
        snapshot, V is kept as typed.
        """: """
            Instala un widget de KIND en la familia F (por defecto small), opcionalmente sobre el
            vehículo V, e imprime su id. La app lo ve en currentConfigurations(). V se elige como lo
            ofrece la hoja del sistema: entre los vehículos de la instantánea de los widgets, por id o
            por nombre (sin distinguir mayúsculas); uno que la instantánea no tenga se rechaza con la
            lista. Antes de que la app haya publicado una instantánea, V se guarda tal como se escribió.
            """,
        "the installed widgets": "los widgets instalados",
        "print JSON": "imprimir JSON",
        "Lists the installed widgets: id, kind, family and vehicle.": "Lista los widgets instalados: id, tipo, familia y vehículo.",
        "uninstall a widget": "desinstalar un widget",
        "the widget's id, as 'list' prints it": "el id del widget, tal como lo imprime 'list'",
        "Uninstalls the widget with id ID (see 'list'); its spent budget goes with it.": "Desinstala el widget con id ID (ver 'list'); su presupuesto gastado se va con él.",
        "the entries of a widget's timeline": "las entradas de la línea de tiempo de un widget",
        "the vehicle's id in the snapshot": "el id del vehículo en la instantánea",
        "the instant taken as now (default GLOVEBOX_NOW, else the clock's)": "el instante que se toma como ahora (por defecto GLOVEBOX_NOW, si no el del reloj)",
        """
        Prints the timeline a widget gets from the current snapshot: an entry for now and one for
        each of the next seven midnights of the snapshot's time zone, with what each shows. --at
        pins "now".
        """: """
            Imprime la línea de tiempo que un widget recibe de la instantánea actual: una entrada
            para ahora y una para cada una de las siete próximas medianoches de la zona horaria de la
            instantánea, con lo que muestra cada una. --at fija el "ahora".
            """,
        "draw a widget as it looks at an instant": "dibujar un widget tal como se ve en un instante",
        "a text box (default) or an SVG document": "un cuadro de texto (por defecto) o un documento SVG",
        "write the drawing to FILE (default standard output)": "escribir el dibujo en FILE (por defecto la salida estándar)",
        """
        Draws the widget as it looks at an instant (default now), as a text box (default) or an
        SVG document, to standard output or to FILE.
        """: """
            Dibuja el widget tal como se ve en un instante (por defecto ahora), como cuadro de
            texto (por defecto) o documento SVG, en la salida estándar o en FILE.
            """,
        "a widget as one Waybar custom-module JSON object": "un widget como un objeto JSON de módulo personalizado de Waybar",
        """
        Prints what the widget of KIND shows now as the JSON object Waybar's custom module reads
        ("return-type": "json"): text (the most urgent item and when), tooltip (every line, as
        Pango markup already escaped), class (the kind, then overdue, warning, normal, empty, or
        message and its reason) and, for spend, percentage (the month's bar). It reads the snapshot
        alone and counts days like the widgets, so "In 3 days" becomes "In 2 days" at midnight
        without the app. A snapshot it cannot trust prints the widgets' "open the app" message.
        """: """
            Imprime lo que el widget de KIND muestra ahora como el objeto JSON que lee el módulo
            personalizado de Waybar ("return-type": "json"): text (el elemento más urgente y cuándo),
            tooltip (cada línea, en marcado Pango ya escapado), class (el tipo, luego overdue, warning,
            normal, empty, o message y su motivo) y, para spend, percentage (la barra del mes). Solo
            lee la instantánea y cuenta los días como los widgets, así que "In 3 days" pasa a "In 2
            days" a medianoche sin la app. Una instantánea en la que no puede confiar imprime el
            mensaje "abre la app" de los widgets.
            """,
        "a widget in the xbar, Argos and Kargos text protocol": "un widget en el protocolo de texto de xbar, Argos y Kargos",
        """
        Prints what the widget of KIND shows now for xbar (macOS), Argos (GNOME) or Kargos (KDE): the
        line for the bar, '---', then the title and every line, each with href= its deep link and the
        theme's colour when due soon or overdue. Days are counted like the widgets' (see waybar).
        """: """
            Imprime lo que el widget de KIND muestra ahora para xbar (macOS), Argos (GNOME) o Kargos
            (KDE): la línea de la barra, '---', luego el título y cada línea, cada una con href= su
            enlace profundo y el color del tema cuando vence pronto o está vencido. Los días se cuentan
            como en los widgets (ver waybar).
            """,
        "every installed widget at every entry, as SVG (and PNG)": "cada widget instalado en cada entrada, como SVG (y PNG)",
        "where the pictures go (default ./widget-gallery)": "dónde van las imágenes (por defecto ./widget-gallery)",
        """
        Draws every installed widget (or, with none installed, every kind in every family) at every
        entry of its timeline as SVG, as PNG too when rsvg-convert is on the PATH, and writes an
        index.html to look at them.
        """: """
            Dibuja cada widget instalado (o, sin ninguno instalado, cada tipo en cada familia) en cada
            entrada de su línea de tiempo como SVG, también como PNG cuando rsvg-convert está en el
            PATH, y escribe un index.html para verlos.
            """,
        "be the widget host: follow reload requests, redraw the board": "ser el anfitrión de los widgets: seguir las peticiones de recarga, redibujar el panel",
        "handle what is pending, draw the board once, and exit": "atender lo pendiente, dibujar el panel una vez y salir",
        "stop after SECONDS": "parar tras SECONDS",
        "read the request log every SECONDS (default 1)": "leer el registro de peticiones cada SECONDS (por defecto 1)",
        """
        Runs the widget host: follows the app's reload requests, rebuilds the timelines of the kinds
        they name (at most 70 background reloads per widget per 24 hours; requests made with the
        app in the foreground are free), moves each widget to its next entry at its date, and
        redraws the board. --once and --for cannot be used together.
        """: """
            Ejecuta el anfitrión de los widgets: sigue las peticiones de recarga de la app, reconstruye
            las líneas de tiempo de los tipos que nombran (como mucho 70 recargas en segundo plano por
            widget cada 24 horas; las peticiones hechas con la app en primer plano son gratis), pasa
            cada widget a su siguiente entrada en su fecha y redibuja el panel. --once y --for no se
            pueden usar juntos.
            """,
        "the reload requests received and the budget spent": "las peticiones de recarga recibidas y el presupuesto gastado",
        """
        Lists the reload requests the host received, what it did for each widget, the requests
        still pending, and the background budget each widget has spent in the last 24 hours.
        """: """
            Lista las peticiones de recarga que recibió el anfitrión, lo que hizo con cada widget,
            las peticiones aún pendientes y el presupuesto en segundo plano que cada widget gastó
            en las últimas 24 horas.
            """,
        """
        kinds: vehicle, deadlines, spend, maintenance
        families: small, medium, large, accessory-rectangular (deadlines and maintenance only)
        exit status: 0 success, 1 failure, 2 bad command line
        """: """
            tipos: vehicle, deadlines, spend, maintenance
            familias: small, medium, large, accessory-rectangular (solo deadlines y maintenance)
            estado de salida: 0 éxito, 1 fallo, 2 línea de comandos errónea
            """,
    ]
}
