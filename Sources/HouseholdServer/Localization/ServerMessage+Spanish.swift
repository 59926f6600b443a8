extension ServerMessage {
    /// The Spanish texts.
    static let spanish: [ServerMessage: String] = [
        .serverStarted: "se inició el servidor de {directory} en localhost:{port}",
        .serverAlreadyRunning: "el servidor de {directory} ya está en marcha en localhost:{port}",
        .serverStopped: "se detuvo el servidor de {directory}",
        .serverWasNotRunning: "el servidor de {directory} no estaba en marcha",
        .accountAdded: "se añadió la cuenta '{account}' (plan {plan})",
        .planUnchanged: "'{account}' ya está en el plan {plan}",
        .planChanged: "'{account}' está ahora en el plan {plan} (antes {previous})",
        .passwordChanged: "'{account}' tiene una contraseña nueva; sus dispositivos la piden en su próxima sincronización",
        .schemaCurrent: "el esquema está en la versión {version}; nada que hacer",
        .schemaAppliedOne: "aplicada la versión del esquema {versions}",
        .schemaAppliedMany: "aplicadas las versiones del esquema {versions}",
        .nothingRemoved: "no se eliminó nada",
        .accountRemoved: "se eliminó la cuenta '{account}' con sus {vehicles} vehículo(s)",
        .accountRemovedSessions: "; se cerraron sus {sessions} sesión(es) conectada(s)",
        .clusterCreated: "se creó un clúster de PostgreSQL en {path}",
        .databaseCreated: "se creó la base de datos '{database}' en la versión del esquema {version}",
        .serverRunning: "el servidor está en marcha en localhost:{port}; detenlo con 'glovebox-server stop {directory}'",
        .certificateMade: "se creó un certificado TLS autofirmado para localhost: {path}",
        .passwordRestored:
            "'{account}' cambió su contraseña con ALTER ROLE en lugar de 'glovebox password': se ha restablecido la contraseña que fijaron las herramientas",
        .sessionsEnded: "se cerraron {sessions} sesión(es) de cuenta que mantenían una transacción más allá de los límites del hogar",
        .nothingToPutRight: "nada que corregir",
        .removeQuestion:
            "¿eliminar la cuenta '{account}', sus {vehicles} vehículo(s) con todos sus registros, sus comparticiones y su acceso? [y/N] ",
        .passwordPrompt: "contraseña de {account}: ",
        .passwordAgainPrompt: "la misma contraseña otra vez: ",
        .removeNeedsYes:
            "remove-account elimina '{account}' y sus {vehicles} vehículo(s) para siempre: ejecútalo en un terminal para que se te pregunte, o añade --yes",
        .noSuchAccount: "no hay ninguna cuenta llamada '{account}' en este servidor",
        .accountExists: "ya existe una cuenta llamada '{account}' en este servidor",
        .accountNameMalformed: "un nombre de cuenta debe ser texto no vacío, sin caracteres de control ni espacios alrededor",
        .accountNameInvisible: "un nombre de cuenta no puede tener caracteres invisibles ni caracteres que cambien la dirección del texto",
        .accountNameLoginRole: "el nombre de cuenta '{account}' tiene la forma de un rol de acceso, que el servidor se reserva",
        .accountNameTooLong: "un nombre de cuenta tiene como máximo {limit} bytes en el servidor (este tiene {bytes})",
        .passwordNotAVerifier: "la contraseña debe darse como un verificador SCRAM-SHA-256",
        .unknownPlan: "plan desconocido '{plan}'",
        .unknownPlanListed: "plan desconocido '{plan}' (los planes del servidor: {plans})",
        .passwordFileUnreadable: "no se puede leer el archivo de contraseña {path}",
        .noPasswordTyped: "no se escribió ninguna contraseña",
        .passwordsDiffer: "las dos contraseñas son distintas; no se cambió nada",
        .passwordNeeded: "add-account necesita una contraseña: indica --password-file FILE, o ejecútalo en un terminal para que se te pregunte",
        .passwordTooShort: "una contraseña necesita al menos {count} caracteres",
        .notAServer: "{directory} no es un servidor del hogar (no hay server.json): crea uno con 'glovebox-server init {directory}'",
        .serverRunsAs: "el servidor se ejecuta como '{user}': ejecuta esto como root o como '{user}'",
        .cannotReadAdminPassword: "no se puede leer {path}: ejecuta esto como root o como '{user}'",
        .userMismatch:
            "el servidor solo puede ejecutarse como '{requested}' cuando glovebox-server se ejecuta como root o como '{requested}' (se ejecuta como '{user}')",
        .serviceUserMissing:
            "PostgreSQL se niega a ejecutarse como root, y el usuario '{user}' con el que ejecutarlo no existe: créalo con "
                + "'useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/sh {user}' o indica otro con --user",
        .rootRefused: "PostgreSQL se niega a ejecutarse como root: --user debe indicar otro usuario",
        .postgresBinWithout:
            "GLOVEBOX_POSTGRES_BIN es {directory}, que no tiene {programs}: apúntalo a la carpeta de programas de PostgreSQL, "
                + "o elimínalo para usar la que instala 'apt-get install postgresql'",
        .postgresVersionUnsupported:
            "{directory} es PostgreSQL {major}, y este glovebox-server está hecho para PostgreSQL {supported} (la 16 cambió las reglas "
                + "de roles de las que depende eliminar una cuenta): instala postgresql-{supported}, o apunta GLOVEBOX_POSTGRES_BIN a sus programas",
        .serverVersionUnsupported:
            "el servidor usa PostgreSQL {major}, y este glovebox-server está hecho para PostgreSQL {supported} (la 16 cambió las reglas "
                + "de roles de las que depende eliminar una cuenta): no se migró nada",
        .directoryIsFile: "{directory} es un archivo, no una carpeta",
        .directoryNotEmpty:
            "{directory} no está vacía: init crea un servidor nuevo en una carpeta nueva o vacía "
                + "(inicia uno existente con 'glovebox-server start {directory}')",
        .cannotCreateDirectory: "no se puede crear {directory}: {error}",
        .userCannotReach:
            "el usuario '{user}' no puede llegar a {directory}: elige una carpeta en cuyas carpetas superiores pueda entrar (como una bajo /srv o /var/lib)",
        .cannotReadSchemaVersion: "no se puede leer la versión del esquema: {error}",
        .migrationFailed: "la migración {version} falló y se deshizo: {error}",
        .schemaTooNew: "el esquema del servidor está en la versión {found}; este glovebox-server conoce hasta la {known}: usa un glovebox-server más reciente",
        .unknownUserID: "no se encuentra el nombre del id de usuario {uid} en la base de datos de usuarios",
        .runuserMissing: "runuser (util-linux) es necesario para ejecutar PostgreSQL como '{user}' y no se encontró",
        .cannotGive: "no se puede dar {path} a '{user}': {error}",
        .cannotRun: "no se puede ejecutar {program}: {error}",
        .cannotAddAccount: "no se puede añadir la cuenta '{account}': {error}",
        .cannotChangePlan: "no se puede cambiar el plan de '{account}': {error}",
        .cannotChangePassword: "no se puede cambiar la contraseña de '{account}': {error}",
        .cannotCheckPasswords: "no se pueden comprobar las contraseñas de las cuentas: {error}",
        .cannotCheckSessions: "no se pueden comprobar las sesiones del servidor: {error}",
        .cannotReadAccount: "no se puede leer la cuenta '{account}': {error}",
        .roleNotQuoted: "el servidor no entrecomilló el rol de acceso de '{account}'",
        .cannotRemoveAccount: "no se puede eliminar la cuenta '{account}': {error}",
        .noFreePortSocket: "no se puede abrir un socket para encontrar un puerto libre",
        .noFreePortBind: "no se puede vincular un socket para encontrar un puerto libre",
        .cannotReadConfiguration: "no se puede leer {path}: {error}",
        .configurationTooNew: "{path} tiene la versión de formato {found}; este glovebox-server lee hasta la {known}",
        .postgresMissing:
            "no se encontraron los programas de servidor de PostgreSQL (initdb, pg_ctl, postgres): instálalos con "
                + "'apt-get install postgresql', o apunta GLOVEBOX_POSTGRES_BIN a su carpeta",
        .postgresVersionUnreadable: "{program} --version dijo '{said}', que no indica ninguna versión de PostgreSQL",
        .opensslMissing:
            "no se encontró openssl: un servidor del hogar necesita TLS (la app solo se conecta por TLS verificado); "
                + "instálalo (apt-get install openssl) y ejecuta init otra vez",
        .initdbFailed: "initdb falló:\n{output}",
        .cannotSetMode: "no se puede fijar el modo de {path}",
        .cannotSetModeBecause: "no se puede fijar el modo de {path}: {error}",
        .cannotCopyCertificate: "no se puede copiar el certificado a {path}: {error}",
        .cannotCreateDatabase: "no se puede crear la base de datos: {error}",
        .cannotWrite: "no se puede escribir {path}",
        .cannotOpenToAddSetting: "no se puede abrir {path} para añadir un ajuste",
        .cannotAddSetting: "no se puede añadir un ajuste a {path}: {error}",
        .cannotConnect: "no se puede conectar con el servidor de {directory} (inícialo con 'glovebox-server start {directory}'): {error}",
        .postgresDidNotStart: "PostgreSQL no arrancó (puede que otro servidor ocupe el puerto {port}):\n{output}",
        .postgresDidNotStop: "PostgreSQL no se detuvo:\n{output}",
        .certificateFailed: "openssl no pudo crear el certificado del servidor:\n{output}",
        .cannotSetKeyModes: "no se pueden fijar los modos de la clave y el certificado del servidor: {error}",
    ]
}
