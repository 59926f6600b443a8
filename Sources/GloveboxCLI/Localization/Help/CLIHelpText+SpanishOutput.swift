extension CLIHelpText {
    /// Spanish help of the summaries, reports, history, exports, Shortcuts, publishing, calendar, reminders, completion, the demo and the listing.
    static let spanishOutput: [String: String] = [
        """
        Glovebox, a vehicle logbook: vehicles, odometer readings, expenses in any currency,
        maintenance plans and deadlines, kept on this device ($GLOVEBOX_HOME, else
        $XDG_DATA_HOME/glovebox, else ~/.local/share/glovebox). Every change publishes the
        widgets' and Shortcuts' snapshots and the calendar file.
        """: """
            Glovebox, un cuaderno de a bordo del vehículo: vehículos, lecturas del
            cuentakilómetros, gastos en cualquier moneda, planes de mantenimiento y plazos,
            guardados en este dispositivo ($GLOVEBOX_HOME, si no $XDG_DATA_HOME/glovebox, si no
            ~/.local/share/glovebox). Cada cambio publica las instantáneas de los widgets y de
            Atajos y el archivo de calendario.
            """,
        "every deadline and maintenance item with its state, most urgent first": "todos los plazos y elementos de mantenimiento con su estado, el más urgente primero",
        "spending in the home currency per month, category or vehicle (default: the last 6 months)": "gastos en la moneda principal por mes, categoría o vehículo (por defecto: los últimos 6 meses)",
        "the first day (YYYY-MM-DD); alone, through the end of this month": "el primer día (YYYY-MM-DD); solo, hasta el final de este mes",
        "the last day (YYYY-MM-DD); alone, from the oldest record": "el último día (YYYY-MM-DD); solo, desde el registro más antiguo",
        "N calendar months ending with this month (or from --from, or up to --to)": "N meses naturales que terminan con este mes (o desde --from, o hasta --to)",
        "one calendar year, alone": "un año natural, solo",
        "totals per month (default), category or vehicle": "totales por mes (por defecto), categoría o vehículo",
        """
        Without a period it shows the last 6 months, as the spend widget does. --year Y is one
        calendar year; --months N the N months ending with this month (or N months from --from, or up
        to --to); --from and --to name the days themselves. Each expense is converted at its own date;
        one without a rate is counted, named and left out of the totals.
        """: """
            Sin periodo muestra los últimos 6 meses, como el widget de gastos. --year Y es un año natural;
            --months N los N meses que terminan con este mes (o N meses desde --from, o hasta --to);
            --from y --to indican los propios días. Cada gasto se convierte a su propia fecha; uno sin
            cambio se cuenta, se nombra y se deja fuera de los totales.
            """,
        "write an HTML page of charts: spend, economy, cost per distance, what is due": "escribir una página HTML de gráficos: gastos, consumo, coste por distancia, lo que vence",
        "one calendar year (default: the last 12 months)": "un año natural (por defecto: los últimos 12 meses)",
        "the directory to write index.html into (required; made if missing)": "el directorio donde escribir index.html (obligatorio; se crea si no existe)",
        """
        The page (DIR/index.html) is one file: its style and SVG charts are inline, it runs no
        script and prints as it shows. It covers --year Y, or the last 12 months. With the app lock
        on (glovebox prefs set lock on) it shows no amount, distance or odometer value: spending
        as proportions only, and no economy or cost per distance. The licence plate never appears.
        """: """
            La página (DIR/index.html) es un solo archivo: su estilo y sus gráficos SVG van
            incrustados, no ejecuta ningún script y se imprime tal como se ve. Cubre --year Y, o los
            últimos 12 meses. Con el bloqueo de la app activado (glovebox prefs set lock on) no muestra
            ningún importe, distancia ni valor del cuentakilómetros: los gastos solo en proporciones, y
            ni consumo ni coste por distancia. La matrícula nunca aparece.
            """,
        "the latest changes to the logbook, newest first, with what each replaced": "los cambios más recientes del cuaderno, el más nuevo primero, con lo que sustituyó cada uno",
        "one change's number: what it did to each record and what it replaced": "el número de un cambio: lo que hizo a cada registro y lo que sustituyó",
        "how many of the latest changes to list (default 20)": "cuántos de los cambios más recientes listar (por defecto 20)",
        """
        Each line is one change: its number, when it was made, what it was and how many records it touched; an
        undone change is marked. 'glovebox history N' shows change N record by record: what it added, what it
        removed (with what that was), and each field it changed, with the value it replaced and the value now.
        An undo of an import names the records it removed by the import, in one line: importing the same file
        again brings them back.
        The journal keeps each account's latest 1,000 changes and none older than 90 days: what a removal took
        stays undoable that long, then is gone for good.
        """: """
            Cada línea es un cambio: su número, cuándo se hizo, qué fue y cuántos registros tocó; un cambio
            deshecho aparece marcado. 'glovebox history N' muestra el cambio N registro a registro: lo que
            añadió, lo que eliminó (con lo que era), y cada campo que cambió, con el valor que sustituyó y el
            valor actual. Un deshacer de una importación nombra los registros que eliminó por la importación, en
            una línea: importar de nuevo el mismo archivo los devuelve. El historial guarda los 1,000 cambios
            más recientes de cada cuenta y ninguno de más de 90 días: lo que se llevó una eliminación se puede
            deshacer durante ese tiempo, y después desaparece para siempre.
            """,
        "revert the latest changes (see 'glovebox history'), as a change of its own": "revertir los cambios más recientes (ver 'glovebox history'), como un cambio propio",
        "how many of the latest changes to undo (default 1)": "cuántos de los cambios más recientes deshacer (por defecto 1)",
        """
        Reverts the last N changes not undone yet, newest first: what they added goes, what they removed or
        changed comes back as it was. Every reading that comes back is checked as a new one would be; an undo
        that would break a rule says which and changes nothing. The undo itself shows in the history.
        """: """
            Revierte los últimos N cambios aún no deshechos, el más nuevo primero: lo que añadieron desaparece,
            lo que eliminaron o cambiaron vuelve tal como era. Cada lectura que vuelve se comprueba como lo sería
            una nueva; una acción de deshacer que rompería una regla dice cuál y no cambia nada. La propia acción
            de deshacer aparece en el historial.
            """,
        "write everything the logbook holds for the signed-in account into one file (or CSV files)": "escribir todo lo que el cuaderno contiene de la cuenta con sesión iniciada en un archivo (o en archivos CSV)",
        "the export document to write (JSON)": "el documento de exportación que escribir (JSON)",
        "write one CSV file per record kind into DIR instead": "escribir en su lugar un archivo CSV por tipo de registro en DIR",
        "replace a file that is already there": "sustituir un archivo que ya exista",
        """
        The file holds the account, its preferences, every vehicle with all its fields (the licence plate
        too: it is your own file, written with mode 0600 like the logbook), every reading, expense,
        maintenance item, service and deadline, what imports remember of the rows they stored (so that
        importing the same file again adds nothing), and the exchange rates. The same logbook always
        gives the same bytes. Rows that cannot be read are written as they are stored, under "damaged",
        and named on standard error. 'glovebox restore FILE' loads it back.
        """: """
            El archivo contiene la cuenta, sus preferencias, cada vehículo con todos sus campos (la matrícula
            también: es tu propio archivo, escrito con modo 0600 como el cuaderno), cada lectura, gasto,
            elemento de mantenimiento, servicio y plazo, lo que las importaciones recuerdan de las filas que
            guardaron (para que importar de nuevo el mismo archivo no añada nada), y los tipos de cambio. El
            mismo cuaderno da siempre los mismos bytes. Las filas que no se pueden leer se escriben tal como
            están guardadas, en "damaged", y se nombran en la salida de errores. 'glovebox restore FILE' lo
            vuelve a cargar.
            """,
        "load an export into the logbook (as its account, with its ids)": "cargar una exportación en el cuaderno (como su cuenta, con sus ids)",
        "an export written by 'glovebox export'": "una exportación escrita por 'glovebox export'",
        """
        The whole file is checked first; a fault is named by its place (FILE: vehicles[2].name: …) and
        nothing is written. It signs in as the export's account. If that account already has vehicles on
        this device, it says what they are and replaces them only after asking on a terminal, or with
        --yes. 'glovebox undo' reverts a restore.
        """: """
            Primero se comprueba el archivo entero; un fallo se nombra por su lugar (FILE: vehicles[2].name:
            …) y no se escribe nada. Inicia sesión como la cuenta de la exportación. Si esa cuenta ya tiene
            vehículos en este dispositivo, dice cuáles son y solo los sustituye después de preguntar en un
            terminal, o con --yes. 'glovebox undo' revierte una restauración.
            """,
        "copy the whole logbook file, consistently, even while other commands write": "copiar el archivo entero del cuaderno, de forma coherente, incluso mientras otros comandos escriben",
        "the copy to write (a logbook file)": "la copia que escribir (un archivo de cuaderno)",
        """
        The copy holds everything the logbook holds on this device — every account, the journal, the
        rates — as it was committed when the backup started. It is written with mode 0600 and is itself a
        logbook: put it at $GLOVEBOX_HOME/app/glovebox.sqlite to open it.
        """: """
            La copia contiene todo lo que el cuaderno contiene en este dispositivo — todas las cuentas, el
            historial, los tipos de cambio — tal como estaba confirmado cuando empezó la copia de seguridad.
            Se escribe con modo 0600 y es en sí un cuaderno: ponla en $GLOVEBOX_HOME/app/glovebox.sqlite para
            abrirla.
            """,
        "answer as Siri would: when is the next maintenance": "responder como Siri: cuándo es el próximo mantenimiento",
        "the vehicle's name, id or a spoken alias": "el nombre del vehículo, su id o un alias hablado",
        "print the answer, its status and the choices as JSON": "imprimir la respuesta, su estado y las opciones como JSON",
        """
        Answers from <documents>/shortcuts.snapshot.json only (never the logbook), in the
        snapshot's language, counting days in the snapshot's time zone (the app's). Every answer exits 0, as Siri
        always speaks; --json tells them apart by status (answered, locked, monthEnded,
        noVehicles, unknownVehicle, whichVehicle, openApp).
        """: """
            Responde solo a partir de <documents>/shortcuts.snapshot.json (nunca del cuaderno), en el idioma de la
            instantánea, contando los días en la zona horaria de la instantánea (la de la app). Toda respuesta sale
            con 0, ya que Siri siempre habla; --json las distingue por estado (answered, locked, monthEnded,
            noVehicles, unknownVehicle, whichVehicle, openApp).
            """,
        "answer as Siri would: when is the next deadline": "responder como Siri: cuándo es el próximo plazo",
        "answer as Siri would: how much was spent this month": "responder como Siri: cuánto se ha gastado este mes",
        "answer as Siri would: what the odometer says": "responder como Siri: qué marca el cuentakilómetros",
        "answer as Siri would: what the fuel economy of the last fill-up was": "responder como Siri: cuál fue el consumo del último repostaje",
        "open a glovebox:// link (a screen, or a prefilled form to confirm)": "abrir un enlace glovebox:// (una pantalla, o un formulario rellenado que confirmar)",
        "such as glovebox://vehicle/clio or glovebox://odometer/new?vehicle=clio&value=84500": "por ejemplo glovebox://vehicle/clio o glovebox://odometer/new?vehicle=clio&value=84500",
        "confirm the form without asking": "confirmar el formulario sin preguntar",
        """
        A cold start: the link waits until the logbook is open and the session checked. Read links
        print their screen; form links run the normal form prefilled, after a yes (or --yes).
        A link that cannot be opened exits 2 with "can't open this link: …" and writes nothing;
        a form's refusal is the form's own message and status; signed out, the link is dropped (1).
        """: """
            Un arranque en frío: el enlace espera hasta que el cuaderno esté abierto y la sesión
            comprobada. Los enlaces de lectura imprimen su pantalla; los enlaces de formulario ejecutan
            el formulario normal rellenado, tras un sí (o --yes).
            Un enlace que no se puede abrir sale con 2 con "can't open this link: …" y no escribe nada;
            el rechazo de un formulario es el mensaje y el estado del propio formulario; sin sesión
            iniciada, el enlace se descarta (1).
            """,
        "the Log Odometer shortcut: opens the odometer form prefilled": "el atajo Registrar cuentakilómetros: abre el formulario del cuentakilómetros rellenado",
        "name, id or spoken alias": "nombre, id o alias hablado",
        "the odometer": "el cuentakilómetros",
        "the Add Expense shortcut: opens the expense form prefilled": "el atajo Añadir gasto: abre el formulario del gasto rellenado",
        "such as 45.90": "por ejemplo 45.90",
        "publish the widgets and Shortcuts snapshots and the calendar now, and say what changed": "publicar ahora las instantáneas de los widgets y de Atajos y el calendario, y decir qué cambió",
        "print the report as JSON": "imprimir el informe como JSON",
        """
        Every command that changes the logbook publishes on its way out; this forces one. The widgets
        snapshot is built only when a widget is installed, and only the kinds whose content changed
        are asked to reload; the calendar file (see 'calendar export') is rewritten only when its events
        changed.
        """: """
            Cada comando que cambia el cuaderno publica al terminar; este fuerza una publicación. La
            instantánea de los widgets solo se construye cuando hay un widget instalado, y solo se pide
            recargar a los tipos cuyo contenido cambió; el archivo de calendario (ver 'calendar export')
            solo se reescribe cuando cambiaron sus eventos.
            """,
        "check that the widgets can see what the app publishes, and that the logbook is sound": "comprobar que los widgets ven lo que publica la app, y que el cuaderno está sano",
        "make missing or changed indexes and triggers again, and sum the spend totals again when they differ": "crear de nuevo los índices y disparadores que faltan o cambiaron, y volver a sumar los totales de gasto cuando difieren",
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
            Sale con 1, con la solución, cuando el contenedor compartido no se puede resolver, escribir o leer,
            o cuando el cuaderno está dañado: sus archivos, el quick_check de SQLite de sus páginas, su versión
            de esquema, cada fila de registro, sus índices y disparadores, y los totales de gastos que el
            cuaderno lleva frente a los gastos que suman, leídos sin crearlo ni migrarlo. Después, con un
            cuaderno sano, dice si la instantánea de los widgets, el archivo de calendario y los recordatorios
            van por detrás de él (una nota con el comando que pone al día cada uno). Con --repair, los índices
            y disparadores que faltan o no son como los crean los pasos del cuaderno se crean de nuevo, los
            totales de gastos que difieren se vuelven a sumar a partir de los gastos, y ambos se comprueban de
            nuevo.
            """,
        "generate the Apple build's entitlements, Info.plists, xcconfig and project.yml": "generar los entitlements, los Info.plist, el xcconfig y el project.yml de la compilación para Apple",
        "where to write the files (required)": "dónde escribir los archivos (obligatorio)",
        "the app's bundle identifier (default app.glovebox)": "el bundle identifier de la app (por defecto app.glovebox)",
        "the Apple developer team id": "el id de equipo del desarrollador de Apple",
        """
        Every value comes from the code's own constants: the App Group, the URL scheme, the widget kinds
        and families. Regenerating writes the same bytes; files that did not change are left alone.
        """: """
            Cada valor viene de las propias constantes del código: el App Group, el esquema de URL, los
            tipos y familias de widgets. Volver a generar escribe los mismos bytes; los archivos que no
            cambiaron se dejan como están.
            """,
        "write the deadlines and maintenance as an iCalendar file (RFC 5545)": "escribir los plazos y el mantenimiento como un archivo iCalendar (RFC 5545)",
        "write the calendar to FILE (default standard output)": "escribir el calendario en FILE (por defecto la salida estándar)",
        """
        Writes what every publish keeps in glovebox.ics beside the widgets snapshot: an
        all-day event for each open deadline and each maintenance item due on a day, and for each item
        due at a distance the day the odometer forecast expects it (a tentative event marked as a
        forecast) or its due date when that comes first, each with an alarm at 09:00 on its first
        warning day. Texts are in the app's language; the licence plate is never written, and with the
        lock on no odometer value either. Event ids come from the records' ids, so a calendar subscribed
        to the file updates its events instead of adding new ones. FILE is replaced whole (mode 0600).
        """: """
            Escribe lo que cada publicación guarda en glovebox.ics junto a la instantánea de los widgets: un
            evento de día completo para cada plazo abierto y cada elemento de mantenimiento que vence en un
            día, y para cada elemento que vence a una distancia, el día que prevé la previsión del
            cuentakilómetros (un evento provisional marcado como previsión) o su fecha de vencimiento cuando
            llega antes, cada uno con una alarma a las 09:00 de su primer día de aviso. Los textos están en
            el idioma de la app; la matrícula nunca se escribe, y con el bloqueo activado tampoco ningún
            valor del cuentakilómetros. Los ids de los eventos vienen de los ids de los registros, así que
            un calendario suscrito al archivo actualiza sus eventos en lugar de añadir otros nuevos. FILE se
            sustituye entero (modo 0600).
            """,
        "send each deadline and maintenance state change once, through every channel": "enviar cada cambio de estado de plazos y mantenimiento una vez, por todos los canales",
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
            'glovebox remind' solo ejecuta esto; el temporizador de 'remind install' lo ejecuta cada día a las
            09:00 y al iniciar sesión. Cada plazo y elemento de mantenimiento que vence pronto, vence (hoy, o
            en su cuentakilómetros de vencimiento) o está vencido, por su fecha o por la previsión del
            cuentakilómetros, se comunica una vez por canal para cada estado de cada ocurrencia: ejecutarlo
            cada minuto no envía nada nuevo, y una renovación, un servicio o un aplazamiento vuelve a empezar.
            Vencido es urgente (urgencia critical en el escritorio, prioridad 5 en ntfy, 8 en Gotify). Los
            textos están en el idioma de la app; con el bloqueo activado no se envía ningún valor del
            cuentakilómetros, y nunca ningún importe.
            Un canal que falla se detiene en esta ejecución y se informa (sale con 1); lo que no se le comunicó
            se envía en la siguiente ejecución, y los demás canales siguen. Al menos una vez: un mensaje solo
            se registra como enviado después de que su canal lo acepte, así que un fallo entre ambas cosas
            puede repetir ese mensaje, nunca perderlo.
            Lo enviado se guarda en el cuaderno de este dispositivo. Un dispositivo vinculado a un servidor del
            hogar ('glovebox login --server') también reclama allí cada mensaje antes de enviarlo, para que los
            dispositivos de la cuenta lo comuniquen una sola vez entre ellos (un canal es el mismo en dos
            dispositivos cuando lo es su destino: dos escritorios cualesquiera, un tema de ntfy); cuando no se
            puede consultar al servidor, este dispositivo envía solo, lo dice, e informa al servidor en una
            ejecución posterior. Los registros de ocurrencias que ya no aplican se eliminan a medida que
            avanzan las ejecuciones.
            """,
        "send reminders as desktop notifications (freedesktop, over D-Bus)": "enviar recordatorios como notificaciones de escritorio (freedesktop, por D-Bus)",
        "Notifications come from \"Glovebox\" on the session bus of the user who runs 'glovebox remind'.": "Las notificaciones vienen de \"Glovebox\" en el bus de sesión del usuario que ejecuta 'glovebox remind'.",
        "send reminders to an ntfy topic": "enviar recordatorios a un tema de ntfy",
        "the topic's URL, such as https://ntfy.sh/my-car-reminders": "la URL del tema, por ejemplo https://ntfy.sh/my-car-reminders",
        "The topic is the last part of the URL; pick one nobody can guess, since anyone who knows it can read it.": "El tema es la última parte de la URL; elige uno que nadie pueda adivinar, ya que cualquiera que lo conozca puede leerlo.",
        "send reminders to a Gotify server": "enviar recordatorios a un servidor Gotify",
        "the server's URL, such as https://gotify.example.com": "la URL del servidor, por ejemplo https://gotify.example.com",
        "an application token of the Gotify server (kept in a 0600 file)": "un token de aplicación del servidor Gotify (guardado en un archivo 0600)",
        """
        The token is kept in the app's private directory (reminders.json, mode 0600) and sent only in the
        X-Gotify-Key header; 'remind list' shows its first two characters.
        """: """
            El token se guarda en el directorio privado de la app (reminders.json, modo 0600) y solo se envía
            en la cabecera X-Gotify-Key; 'remind list' muestra sus dos primeros caracteres.
            """,
        "run a command for each reminder": "ejecutar un comando para cada recordatorio",
        "a shell command, run by /bin/sh -c": "un comando de shell, ejecutado por /bin/sh -c",
        """
        The message is in the environment (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL, GLOVEBOX_STATE,
        GLOVEBOX_URGENT 1 or 0), never in the command line. Exit status 0 counts as
        delivered; any other is a failure, retried at the next run.
        """: """
            El mensaje está en el entorno (GLOVEBOX_TITLE, GLOVEBOX_BODY, GLOVEBOX_URL, GLOVEBOX_STATE,
            GLOVEBOX_URGENT 1 o 0), nunca en la línea de comandos. El estado de salida 0 cuenta como
            entregado; cualquier otro es un fallo, que se reintenta en la siguiente ejecución.
            """,
        "list the reminder channels (Gotify tokens masked)": "listar los canales de recordatorio (tokens de Gotify ocultos)",
        "remove a reminder channel": "eliminar un canal de recordatorio",
        "the channel's id, as 'remind list' prints it": "el id del canal, tal como lo imprime 'remind list'",
        "send a test message through every channel, or one": "enviar un mensaje de prueba por todos los canales, o por uno",
        "the channel's id (default: every channel)": "el id del canal (por defecto: todos los canales)",
        "Records nothing: the reminders themselves are still sent by the next 'glovebox remind'.": "No registra nada: los propios recordatorios los sigue enviando el siguiente 'glovebox remind'.",
        "write a systemd user timer that runs 'glovebox remind' daily and at login": "escribir un temporizador de usuario de systemd que ejecute 'glovebox remind' a diario y al iniciar sesión",
        """
        Writes glovebox-remind.service and glovebox-remind.timer to ~/.config/systemd/user
        ($XDG_CONFIG_HOME/systemd/user when set): daily at 09:00 and two minutes after login, Persistent=true
        so a run missed while the machine was off happens when it is back. The service runs this executable
        by its absolute path, with GLOVEBOX_HOME when it is set. Without systemd, prints the crontab lines
        that do the same instead.
        """: """
            Escribe glovebox-remind.service y glovebox-remind.timer en ~/.config/systemd/user
            ($XDG_CONFIG_HOME/systemd/user si está definido): a diario a las 09:00 y dos minutos después de
            iniciar sesión, Persistent=true para que una ejecución perdida con la máquina apagada ocurra cuando
            vuelva. El servicio ejecuta este programa por su ruta absoluta, con GLOVEBOX_HOME si está definido.
            Sin systemd, imprime en su lugar las líneas de crontab que hacen lo mismo.
            """,
        "remove the systemd user timer of 'remind install'": "eliminar el temporizador de usuario de systemd de 'remind install'",
        "Asks first, or needs --yes. Leaves the channels and what was sent as they are.": "Pregunta antes, o necesita --yes. Deja los canales y lo enviado como están.",
        "print a shell completion script (bash or zsh)": "imprimir un script de autocompletado de la shell (bash o zsh)",
        "bash or zsh": "bash o zsh",
        """
        Completes commands and their options as you type. Load it in the running shell with
        eval "$(glovebox completion bash)" (or zsh), or keep it: glovebox completion bash >
        ~/.local/share/bash-completion/completions/glovebox, and for zsh add the eval line to ~/.zshrc.
        """: """
            Completa los comandos y sus opciones mientras escribes. Cárgalo en la shell actual con
            eval "$(glovebox completion bash)" (o zsh), o guárdalo: glovebox completion bash >
            ~/.local/share/bash-completion/completions/glovebox, y para zsh añade la línea eval a ~/.zshrc.
            """,
        "seed a demo garage, publish the widgets' snapshot and show the four widgets": "crear un garaje de demostración, publicar la instantánea de los widgets y mostrar los cuatro widgets",
        "delete every account and record on this device first, after asking (exchange rates stay)": "eliminar primero todas las cuentas y registros de este dispositivo, después de preguntar (los tipos de cambio se quedan)",
        "seed and publish only; do not start glovebox-widget": "solo crear y publicar; no iniciar glovebox-widget",
        "the glovebox-widget program to run (default: the one beside glovebox, else the first on PATH)": "el programa glovebox-widget que ejecutar (por defecto: el que está junto a glovebox, si no el primero en el PATH)",
        """
        On an empty logbook it adds three vehicles (one in miles) and one shared read-only, a year of
        readings and expenses in EUR, GBP, USD, CHF and SEK (and one in MAD, which has no ECB rate),
        maintenance plans by time, by distance and by both with one postponed, and deadlines due soon,
        overdue and far away, all relative to today. A logbook that already has vehicles is shown as it is.
        The widgets are drawn by glovebox-widget, a program of its own, which the demo never builds:
        without it (not beside glovebox, not on PATH, no --widget) it says how to get it and changes nothing.
        """: """
            En un cuaderno vacío añade tres vehículos (uno en millas) y uno compartido de solo lectura, un año de
            lecturas y gastos en EUR, GBP, USD, CHF y SEK (y uno en MAD, que no tiene cambio del BCE), planes de
            mantenimiento por tiempo, por distancia y por ambos con uno aplazado, y plazos que vencen pronto,
            vencidos y lejanos, todo relativo a hoy. Un cuaderno que ya tiene vehículos se muestra tal como está.
            Los widgets los dibuja glovebox-widget, un programa propio, que la demostración nunca compila: sin él
            (ni junto a glovebox, ni en el PATH, ni --widget) dice cómo conseguirlo y no cambia nada.
            """,
        """
        Vehicles and items are named by id or by name, in any letter case; read commands take --json.
        exit status: 0 success, 1 failure, 2 bad command line or refused value
        """: """
            Los vehículos y los elementos se nombran por id o por nombre, sin distinguir mayúsculas; los
            comandos de lectura admiten --json.
            estado de salida: 0 éxito, 1 fallo, 2 línea de comandos errónea o valor rechazado
            """,
    ]
}
