extension CLIHelpText {
    /// Spanish help of the accounts, keys, sync, conflicts, sharing and preferences.
    static let spanishHousehold: [String: String] = [
        "sign in (records stay on this device; with --server, linked to a household server)": "iniciar sesión (los registros se quedan en este dispositivo; con --server, vinculados a un servidor del hogar)",
        "the account name, such as an e-mail address": "el nombre de la cuenta, por ejemplo una dirección de correo electrónico",
        "free (2 vehicles) or plus (unlimited); default: keep, else free": "free (2 vehículos) o plus (ilimitado); por defecto: se mantiene, si no free",
        "a household server's connection string ('glovebox-server url' prints it)": "la cadena de conexión de un servidor del hogar ('glovebox-server url' la imprime)",
        "with --server: read the account's password from FILE's first line": "con --server: leer la contraseña de la cuenta de la primera línea de FILE",
        "with --server: read the account's password from standard input's first line": "con --server: leer la contraseña de la cuenta de la primera línea de la entrada estándar",
        "make (first sign-in) or open the account's key with the passphrase in FILE's first line": "crear (primer inicio de sesión) o abrir la clave de la cuenta con la frase de contraseña de la primera línea de FILE",
        "open the key with the recovery key in FILE instead of the passphrase": "abrir la clave con la clave de recuperación de FILE en lugar de la frase de contraseña",
        "show this help": "mostrar esta ayuda",
        "With --server the name and password are checked on the server first; a refusal or a server that does not answer changes nothing here. Every connection is TLS with the server's certificate verified (sslmode=verify-full) and SCRAM with channel binding (channel_binding=require); a URL that asks for less, or holds a password, is refused. Without --password-file or --password-stdin the password is asked on the terminal, not shown as it is typed. The link is kept in the app's private directory, mode 0600. At the account's first sign-in its key is made (the passphrase asked twice, or --passphrase-file; the recovery key printed once); at the next ones it is opened (the passphrase, or --recovery-key-file). Without a terminal or either file the sign-in says what stays on this device until 'glovebox keys init' or 'keys unlock'.": "Con --server, el nombre y la contraseña se comprueban primero en el servidor; un rechazo o un servidor que no responde no cambia nada aquí. Cada conexión usa TLS con el certificado del servidor verificado (sslmode=verify-full) y SCRAM con vinculación de canal (channel_binding=require); una URL que pida menos, o que contenga una contraseña, se rechaza. Sin --password-file ni --password-stdin, la contraseña se pide en el terminal, sin mostrarse al escribirla. El vínculo se guarda en el directorio privado de la app, con modo 0600. En el primer inicio de sesión de la cuenta se crea su clave (la frase de contraseña se pide dos veces, o --passphrase-file; la clave de recuperación se imprime una vez); en los siguientes se abre (la frase de contraseña, o --recovery-key-file). Sin terminal ni ninguno de los archivos, el inicio de sesión dice qué se queda en este dispositivo hasta 'glovebox keys init' o 'keys unlock'.",
        "sign out (linked to a household server: push, then remove this device's copy)": "cerrar sesión (vinculado a un servidor del hogar: enviar y después eliminar la copia de este dispositivo)",
        "when the final push fails, sign out anyway and lose the changes the server never took (asks first)": "si el envío final falla, cerrar sesión de todos modos y perder los cambios que el servidor nunca recibió (pregunta antes)",
        "go ahead without asking (needed when not run from a terminal)": "seguir sin preguntar (necesario fuera de un terminal)",
        "Without a household server the records stay on this device. Linked to one, the outbox is pushed first, then this device's copy of the synced data is removed (the server keeps it; 'login --server' brings it back); when the push fails, nothing is removed and the sign-out is refused, unless --discard-unsynced (which asks first, or needs --yes). Licence plates reach the server only sealed with the account's key ('glovebox keys'): on a device that has not opened it, a vehicle's plate is on this device alone, and the sign-out asks first (or needs --yes), since the plate goes with the copy.": "Sin servidor del hogar, los registros se quedan en este dispositivo. Vinculado a uno, primero se envía la bandeja de salida y después se elimina la copia de los datos sincronizados de este dispositivo (el servidor los conserva; 'login --server' los trae de vuelta); si el envío falla, no se elimina nada y se rechaza el cierre de sesión, salvo con --discard-unsynced (que pregunta antes, o necesita --yes). Las matrículas solo llegan al servidor selladas con la clave de la cuenta ('glovebox keys'): en un dispositivo que no la ha abierto, la matrícula de un vehículo está solo en este dispositivo, y el cierre de sesión pregunta antes (o necesita --yes), ya que la matrícula se va con la copia.",
        "delete the account and every record of it (and, when linked, its household server data)": "eliminar la cuenta y todos sus registros (y, si está vinculada, sus datos en el servidor del hogar)",
        "It cannot be undone: on a terminal it asks first; otherwise it needs --yes. Linked to a household server, the server deletes the account's data first (its vehicles and their records, its shares, its login); a server that cannot do it leaves everything as it was.": "No se puede deshacer: en un terminal pregunta antes; si no, necesita --yes. Vinculado a un servidor del hogar, el servidor elimina primero los datos de la cuenta (sus vehículos y sus registros, sus vehículos compartidos, su acceso); un servidor que no pueda hacerlo deja todo como estaba.",
        "show the plan, or change it": "mostrar el plan, o cambiarlo",
        "free or plus": "free o plus",
        "print JSON instead of text": "imprimir JSON en lugar de texto",
        "change this account's password on its household server": "cambiar la contraseña de esta cuenta en su servidor del hogar",
        "read the new password from FILE's first line": "leer la nueva contraseña de la primera línea de FILE",
        "read the new password from the first line of standard input": "leer la nueva contraseña de la primera línea de la entrada estándar",
        "On a terminal the new password is asked twice with the typing hidden. The server changes it first; this device then keeps the new one (the old one is forgotten). The account's other devices are asked to sign in again with it ('glovebox login ACCOUNT --server URL'). Exit 2 when this device is not linked, the password is too short, or the two typed differ.": "En un terminal, la nueva contraseña se pide dos veces sin mostrarse. El servidor la cambia primero; después este dispositivo guarda la nueva (la antigua se olvida). A los demás dispositivos de la cuenta se les pide que vuelvan a iniciar sesión con ella ('glovebox login ACCOUNT --server URL'). Sale con 2 cuando este dispositivo no está vinculado, la contraseña es demasiado corta o las dos escritas no coinciden.",
        "this account's key: its fingerprint on the household server, and whether this device opened it": "la clave de esta cuenta: su huella en el servidor del hogar, y si este dispositivo la abrió",
        "The household server keeps the account's public key and its secret key wrapped by the passphrase and by the recovery key, neither of which it ever receives. Members compare fingerprints to know a key is the one they expect.": "El servidor del hogar guarda la clave pública de la cuenta y su clave secreta envuelta por la frase de contraseña y por la clave de recuperación, ninguna de las cuales recibe nunca. Los miembros comparan huellas para saber que una clave es la que esperan.",
        "make this account's key, wrapped by a passphrase, and print its recovery key once": "crear la clave de esta cuenta, envuelta por una frase de contraseña, e imprimir su clave de recuperación una vez",
        "read the new passphrase from FILE's first line": "leer la nueva frase de contraseña de la primera línea de FILE",
        "On a terminal the passphrase is asked twice with the typing hidden. The recovery key is printed once and kept nowhere: write it down. Without the passphrase and the recovery key, what the key seals cannot be opened again by anyone. Exit 2 when the account has a key already ('keys unlock' opens it).": "En un terminal, la frase de contraseña se pide dos veces sin mostrarse. La clave de recuperación se imprime una vez y no se guarda en ningún sitio: anótala. Sin la frase de contraseña ni la clave de recuperación, nadie puede volver a abrir lo que la clave sella. Sale con 2 cuando la cuenta ya tiene una clave ('keys unlock' la abre).",
        "open this account's key on this device, with the passphrase or the recovery key": "abrir la clave de esta cuenta en este dispositivo, con la frase de contraseña o la clave de recuperación",
        "read the passphrase from FILE's first line": "leer la frase de contraseña de la primera línea de FILE",
        "Exit 2 when neither opens it; nothing is kept then.": "Sale con 2 cuando ninguna la abre; entonces no se guarda nada.",
        "wrap this account's key with a new passphrase (the recovery key stays valid)": "envolver la clave de esta cuenta con una nueva frase de contraseña (la clave de recuperación sigue siendo válida)",
        "The key must be opened on this device first ('keys unlock'). The old passphrase opens it no more.": "La clave tiene que abrirse primero en este dispositivo ('keys unlock'). La frase de contraseña antigua ya no la abre.",
        "push this device's changes to the household server and pull the household's": "enviar los cambios de este dispositivo al servidor del hogar y recibir los del hogar",
        "Needs 'glovebox login ACCOUNT --server URL' first. Edits merge value by value: edits of different values of one record all stay; of one value, the later one stays (by hybrid logical clock, ties broken by device id) and the other's author finds it in 'glovebox conflicts list'. Licence plates go to the server sealed with the vehicle's key, which only its members hold ('glovebox keys init' makes the account's; without it, plates stay on the device that typed them); an account with a key syncs only on devices that opened it. A vehicle shared with this account arrives whole with its role; a revoked one leaves with its records. Nothing local is lost when it fails: exit 1 when the server cannot be reached, goes away mid-sync or is on another schema version (the message says which side to update), 2 when it refuses the name or password.": "Necesita primero 'glovebox login ACCOUNT --server URL'. Las ediciones se combinan valor a valor: las ediciones de valores distintos de un registro se quedan todas; de un mismo valor, se queda la más reciente (por reloj lógico híbrido, con los empates resueltos por el id del dispositivo) y el autor de la otra la encuentra en 'glovebox conflicts list'. Las matrículas van al servidor selladas con la clave del vehículo, que solo tienen sus miembros ('glovebox keys init' crea la de la cuenta; sin ella, las matrículas se quedan en el dispositivo donde se escribieron); una cuenta con clave solo sincroniza en los dispositivos que la abrieron. Un vehículo compartido con esta cuenta llega entero con su rol; uno revocado se va con sus registros. No se pierde nada local cuando falla: sale con 1 cuando no se puede contactar con el servidor, desaparece a mitad de la sincronización o está en otra versión del esquema (el mensaje dice qué lado actualizar), con 2 cuando rechaza el nombre o la contraseña.",
        "this account's edits that a household member's concurrent edit replaced": "las ediciones de esta cuenta que sustituyó la edición simultánea de un miembro del hogar",
        """
        When two devices change the same value of a record before either has synced, the later change is kept
        on every device and the other is listed here, on each device of the account whose edit lost: the record,
        the value, yours, the one kept, who wrote it and when. Edits of different values of one record are all
        kept and listed nowhere. 'conflicts keep ID' writes yours back as a new edit; 'conflicts dismiss ID'
        (or --all) forgets it, here and, after the next sync, on the account's other devices.
        """: """
            Cuando dos dispositivos cambian el mismo valor de un registro antes de que ninguno haya sincronizado, el
            cambio más reciente se queda en todos los dispositivos y el otro se lista aquí, en cada dispositivo de
            la cuenta cuya edición perdió: el registro, el valor, el tuyo, el que se quedó, quién lo escribió y
            cuándo. Las ediciones de valores distintos de un registro se quedan todas y no se listan en ningún
            sitio. 'conflicts keep ID' vuelve a escribir el tuyo como nueva edición; 'conflicts dismiss ID' (o
            --all) lo olvida, aquí y, tras la siguiente sincronización, en los demás dispositivos de la cuenta.
            """,
        "write your value of a conflict back, as a new edit": "volver a escribir tu valor de un conflicto, como nueva edición",
        "the conflict's id as 'glovebox conflicts' prints it (its first characters do)": "el id del conflicto tal como lo imprime 'glovebox conflicts' (basta con sus primeros caracteres)",
        """
        The value you wrote replaces the one that was kept, checked as any edit is, and syncs like one (and the
        conflict is dismissed): the household then has yours.
        """: """
            El valor que escribiste sustituye al que se quedó, comprobado como cualquier edición, y se sincroniza
            como tal (y el conflicto se descarta): el hogar pasa a tener el tuyo.
            """,
        "forget a conflict (or --all), keeping the value that won": "olvidar un conflicto (o --all), manteniendo el valor que ganó",
        "the conflict's id as 'glovebox conflicts' prints it": "el id del conflicto tal como lo imprime 'glovebox conflicts'",
        "dismiss every conflict": "descartar todos los conflictos",
        """
        The value kept stays. For a record written while what it belongs to was removed ('removed-parent'),
        keeping the removal discards the record, with what was kept aside under it (a service's expense), on
        every device after the next sync; 'conflicts keep ID' brings what it belongs to back instead.
        """: """
            El valor que se quedó se mantiene. Para un registro escrito mientras aquello a lo que pertenece se
            eliminaba ('removed-parent'), mantener la eliminación descarta el registro, con lo que se apartó con
            él (el gasto de un servicio), en todos los dispositivos tras la siguiente sincronización; 'conflicts
            keep ID' recupera en cambio aquello a lo que pertenece.
            """,
        "share a vehicle with another account, or change the role it has": "compartir un vehículo con otra cuenta, o cambiar el rol que tiene",
        "id or name": "id o nombre",
        "the other account, as the household server names it": "la otra cuenta, tal como la nombra el servidor del hogar",
        "editor (adds and changes records) or viewer (reads)": "editor (añade y cambia registros) o viewer (lee)",
        "seal the vehicle's key to the account's key even though it is not the one this device sealed to before": "sellar la clave del vehículo para la clave de la cuenta aunque no sea aquella para la que este dispositivo selló antes",
        "--role is required. Only the vehicle's owner can share it; the household server decides. The other account's devices get the vehicle and all its records at their next 'glovebox sync'. Needs the server: run 'glovebox sync' first for a vehicle added since the last one. With the owner's key opened on this device ('glovebox keys'), the vehicle's key is sealed to the other account's public key, so that its devices open the licence plate; the first key seen for an account is remembered, and a different one later is refused until you compare the fingerprints ('glovebox members') and confirm with --accept-new-key. An account without a key gets the vehicle's key at your next sync after it makes one.": "--role es obligatorio. Solo el propietario del vehículo puede compartirlo; decide el servidor del hogar. Los dispositivos de la otra cuenta reciben el vehículo y todos sus registros en su siguiente 'glovebox sync'. Necesita el servidor: ejecuta primero 'glovebox sync' para un vehículo añadido desde la última. Con la clave del propietario abierta en este dispositivo ('glovebox keys'), la clave del vehículo se sella para la clave pública de la otra cuenta, para que sus dispositivos abran la matrícula; la primera clave vista para una cuenta se recuerda, y una distinta más tarde se rechaza hasta que compares las huellas ('glovebox members') y confirmes con --accept-new-key. Una cuenta sin clave recibe la clave del vehículo en tu siguiente sincronización después de crear una.",
        "revoke another account's share of a vehicle": "revocar el acceso de otra cuenta a un vehículo compartido",
        "Only the vehicle's owner can revoke a share. The vehicle and its records leave the other account's devices (and their widgets and Shortcuts) at their next 'glovebox sync'. With the owner's key opened here, the vehicle's key is replaced, sealed to the remaining members, and its plate sealed again with it and pushed: nothing written from now on opens with the key the removed account had.": "Solo el propietario del vehículo puede revocar un acceso compartido. El vehículo y sus registros salen de los dispositivos de la otra cuenta (y de sus widgets y Atajos) en su siguiente 'glovebox sync'. Con la clave del propietario abierta aquí, la clave del vehículo se sustituye, se sella para los miembros restantes, y su matrícula se vuelve a sellar con ella y se envía: nada de lo que se escriba a partir de ahora se abre con la clave que tenía la cuenta retirada.",
        "list the accounts a vehicle is shared with, and their roles": "listar las cuentas con las que se comparte un vehículo, y sus roles",
        "Asked of the household server (not of this device's logbook): every member may list them, with each one's key fingerprint ('glovebox keys show' prints one's own): compare them in person to know the keys are the members'.": "Se pregunta al servidor del hogar (no al cuaderno de este dispositivo): cualquier miembro puede listarlas, con la huella de la clave de cada uno ('glovebox keys show' imprime la propia): compáralas en persona para saber que las claves son de los miembros.",
        "show preferences (locale, currency, lock, timezone, economy)": "mostrar las preferencias (locale, currency, lock, timezone, economy)",
        "one of: locale, currency, lock, timezone, economy": "una de: locale, currency, lock, timezone, economy",
        "set a preference": "establecer una preferencia",
        "the new value": "el nuevo valor",
        """
        values: locale — a BCP 47 language tag such as pt-PT (texts in English, Portuguese (Portugal),
        Spanish, French or German; any other Portuguese gets Portugal's, any other language English);
        currency — the ISO 4217 home currency;
        lock — on or off (with the lock on, widgets show no odometer or money); timezone — an IANA name;
        economy — auto (mpg-us for a vehicle in miles, l/100km in km) or l/100km, km/l, mpg-us, mpg-uk,
        kwh/100km, mi/kwh. locale and timezone also take system: the system's, as before they were set.
        """: """
            valores: locale — una etiqueta de idioma BCP 47 como pt-PT (textos en inglés, portugués
            (Portugal), español, francés o alemán; cualquier otro portugués recibe el de Portugal, cualquier
            otro idioma el inglés);
            currency — el código ISO 4217 de la moneda principal;
            lock — on u off (con el bloqueo activado, los widgets no muestran cuentakilómetros ni dinero);
            timezone — un nombre IANA;
            economy — auto (mpg-us para un vehículo en millas, l/100km en km) o l/100km, km/l, mpg-us,
            mpg-uk, kwh/100km, mi/kwh.
            locale y timezone también aceptan system: la del sistema, como antes de definirlas.
            """,
    ]
}
