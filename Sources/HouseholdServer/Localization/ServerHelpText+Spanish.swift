extension ServerHelpText {
    /// The Spanish help.
    static let spanish: [String: String] = [
        """
        Sets up and runs a household's PostgreSQL server: the cluster, the schema, its row-level security
        (which is the household's authorization) and the accounts. Run it as root or as the user the
        server runs as; PostgreSQL itself never runs as root.
        """: """
            Configura y ejecuta el servidor PostgreSQL de un hogar: el clúster, el esquema, su seguridad a
            nivel de fila (que es la autorización del hogar) y las cuentas. Ejecútalo como root o como el
            usuario con el que corre el servidor; el propio PostgreSQL nunca corre como root.
            """,
        "create a server in DIR, with TLS (openssl must be installed), and start it": "crear un servidor en DIR, con TLS (openssl debe estar instalado), e iniciarlo",
        "the household server's directory": "el directorio del servidor del hogar",
        "the TCP port on localhost (default 5432)": "el puerto TCP en localhost (por defecto 5432)",
        "the system user PostgreSQL runs as when this runs as root (default postgres)": "el usuario del sistema con el que corre PostgreSQL cuando esto corre como root (por defecto postgres)",
        "show this help": "mostrar esta ayuda",
        "start the server in DIR": "iniciar el servidor en DIR",
        "stop the server in DIR": "detener el servidor en DIR",
        "add an account (a PostgreSQL login role with a SCRAM password)": "añadir una cuenta (un rol de acceso de PostgreSQL con contraseña SCRAM)",
        "the account's name, such as an e-mail address (its login role is a hash of it)": "el nombre de la cuenta, por ejemplo una dirección de correo electrónico (su rol de acceso es un hash de él)",
        "read the password from the first line of FILE (else it is asked on a terminal)": "leer la contraseña de la primera línea de FILE (si no, se pide en un terminal)",
        "the account's plan: free (2 owned vehicles) or plus (default free)": "el plan de la cuenta: free (2 vehículos propios) o plus (por defecto free)",
        "Without --password-file the password is asked twice on the terminal; with neither a file nor a terminal the command is refused.": "Sin --password-file, la contraseña se pide dos veces en el terminal; sin archivo ni terminal, el comando se rechaza.",
        "change an account's plan": "cambiar el plan de una cuenta",
        "free (2 owned vehicles) or plus (unlimited)": "free (2 vehículos propios) o plus (ilimitado)",
        """
        The server enforces the plan: a free account's third vehicle is refused. The account's devices take the
        new plan at their next sync. Moving to a smaller plan keeps the vehicles already owned.
        """: """
            El servidor aplica el plan: el tercer vehículo de una cuenta free se rechaza. Los dispositivos de la
            cuenta adoptan el nuevo plan en su siguiente sincronización. Pasar a un plan menor mantiene los
            vehículos que ya son suyos.
            """,
        "give an account a new password": "dar una nueva contraseña a una cuenta",
        """
        Without --password-file the password is asked twice on the terminal. The account's devices ask for the
        new one at their next sync. An account changes its own with 'glovebox password'; one changed with
        ALTER ROLE behind the tools is put back by 'check' and 'start'.
        """: """
            Sin --password-file, la contraseña se pide dos veces en el terminal. Los dispositivos de la cuenta
            piden la nueva en su siguiente sincronización. Una cuenta cambia la suya con 'glovebox password'; una
            cambiada con ALTER ROLE a espaldas de las herramientas la restauran 'check' y 'start'.
            """,
        "remove an account, its vehicles with every record of them, its shares and its login": "eliminar una cuenta, sus vehículos con todos sus registros, sus vehículos compartidos y su acceso",
        "do not ask first (needed without a terminal)": "no preguntar antes (necesario sin terminal)",
        """
        It cannot be undone: on a terminal it asks first, otherwise it needs --yes. Its connected sessions are
        ended. What it wrote in other accounts' vehicles, as their editor, stays theirs.
        """: """
            No se puede deshacer: en un terminal pregunta antes; si no, necesita --yes. Sus sesiones conectadas se
            cierran. Lo que escribió en vehículos de otras cuentas, como su editor, sigue siendo de ellas.
            """,
        "put right what accounts did behind the household's rules, and say what": "corregir lo que las cuentas hicieron saltándose las reglas del hogar, y decir qué",
        """
        Puts back a password an account changed with ALTER ROLE instead of 'glovebox password', and ends account
        sessions that hold a transaction idle for more than 15 s or run a statement for more than 60 s (any
        session can lift its own timeouts). 'start' runs it too; a systemd timer or cron may run it often.
        """: """
            Restaura una contraseña que una cuenta cambió con ALTER ROLE en lugar de 'glovebox password', y cierra
            las sesiones de cuentas que mantienen una transacción inactiva más de 15 s o ejecutan una sentencia más
            de 60 s (cualquier sesión puede levantar sus propios límites de tiempo). 'start' también lo ejecuta; un
            temporizador de systemd o cron pueden ejecutarlo a menudo.
            """,
        "print the connection string apps sign in to (without an account or password)": "imprimir la cadena de conexión con la que las apps inician sesión (sin cuenta ni contraseña)",
        "bring the server's schema up to this version's": "actualizar el esquema del servidor al de esta versión",
        "Exit status: 0 done, 1 a failure (PostgreSQL, openssl, files), 2 a command line or input that is refused.": "Estado de salida: 0 hecho, 1 un fallo (PostgreSQL, openssl, archivos), 2 una línea de comandos o entrada rechazada.",
    ]
}
