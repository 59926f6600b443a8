import WidgetContract

/// A line `glovebox-server` writes in its own words (an error, a question, a step done), by key,
/// with `{name}` placeholders for what it names.
///
/// English lives in ``english`` (a switch, so the compiler insists that every key has it); the
/// other four languages keep a table each (`ServerMessage+German.swift`, …) that a test walks key by
/// key, with the same placeholders as the English text. Text from other programs (PostgreSQL's and
/// libpq's errors, `strerror`, a program's output) fills a placeholder as it comes: only the frame
/// around it is translated. The server cannot link the app's catalogs, so it keeps its own, as it
/// keeps its own help (``ServerHelpText``).
enum ServerMessage: String, CaseIterable, Sendable, PhraseCatalog {
    // Steps done and answers, on standard output.
    case serverStarted
    case serverAlreadyRunning
    case serverStopped
    case serverWasNotRunning
    case accountAdded
    case planUnchanged
    case planChanged
    case passwordChanged
    case schemaCurrent
    case schemaAppliedOne
    case schemaAppliedMany
    case nothingRemoved
    case accountRemoved
    case accountRemovedSessions
    case clusterCreated
    case databaseCreated
    case serverRunning
    case certificateMade
    case passwordRestored
    case sessionsEnded
    case nothingToPutRight

    // Questions on the terminal.
    case removeQuestion
    case passwordPrompt
    case passwordAgainPrompt

    // Refusals (exit 2).
    case removeNeedsYes
    case noSuchAccount
    case accountExists
    case accountNameMalformed
    case accountNameInvisible
    case accountNameLoginRole
    case accountNameTooLong
    case passwordNotAVerifier
    case unknownPlan
    case unknownPlanListed
    case passwordFileUnreadable
    case noPasswordTyped
    case passwordsDiffer
    case passwordNeeded
    case passwordTooShort
    case notAServer
    case serverRunsAs
    case cannotReadAdminPassword
    case userMismatch
    case serviceUserMissing
    case rootRefused
    case postgresBinWithout
    case postgresVersionUnsupported
    case serverVersionUnsupported
    case directoryIsFile
    case directoryNotEmpty
    case cannotCreateDirectory
    case userCannotReach

    // Failures (exit 1).
    case cannotReadSchemaVersion
    case migrationFailed
    case schemaTooNew
    case unknownUserID
    case runuserMissing
    case cannotGive
    case cannotRun
    case cannotAddAccount
    case cannotChangePlan
    case cannotChangePassword
    case cannotCheckPasswords
    case cannotCheckSessions
    case cannotReadAccount
    case roleNotQuoted
    case cannotRemoveAccount
    case noFreePortSocket
    case noFreePortBind
    case cannotReadConfiguration
    case configurationTooNew
    case postgresMissing
    case postgresVersionUnreadable
    case opensslMissing
    case initdbFailed
    case cannotSetMode
    case cannotSetModeBecause
    case cannotCopyCertificate
    case cannotCreateDatabase
    case cannotWrite
    case cannotOpenToAddSetting
    case cannotAddSetting
    case cannotConnect
    case postgresDidNotStart
    case postgresDidNotStop
    case certificateFailed
    case cannotSetKeyModes

    /// The English text, as the server has always written it (the tests pin it word for word).
    var english: String {
        switch self {
        case .serverStarted: "started the server in {directory} on localhost:{port}"
        case .serverAlreadyRunning: "the server in {directory} is already running on localhost:{port}"
        case .serverStopped: "stopped the server in {directory}"
        case .serverWasNotRunning: "the server in {directory} was not running"
        case .accountAdded: "added the account '{account}' (plan {plan})"
        case .planUnchanged: "'{account}' is already on the {plan} plan"
        case .planChanged: "'{account}' is now on the {plan} plan (was {previous})"
        case .passwordChanged: "'{account}' has a new password; its devices ask for it at their next sync"
        case .schemaCurrent: "the schema is at version {version}; nothing to do"
        case .schemaAppliedOne: "applied schema version {versions}"
        case .schemaAppliedMany: "applied schema versions {versions}"
        case .nothingRemoved: "nothing was removed"
        case .accountRemoved: "removed the account '{account}' with its {vehicles} vehicle(s)"
        case .accountRemovedSessions: "; ended its {sessions} connected session(s)"
        case .clusterCreated: "created a PostgreSQL cluster in {path}"
        case .databaseCreated: "created the database '{database}' at schema version {version}"
        case .serverRunning: "the server is running on localhost:{port}; stop it with 'glovebox-server stop {directory}'"
        case .certificateMade: "made a self-signed TLS certificate for localhost: {path}"
        case .passwordRestored:
            "'{account}' changed its password with ALTER ROLE instead of 'glovebox password': the password the tools set is back"
        case .sessionsEnded: "ended {sessions} account session(s) that held a transaction past the household's bounds"
        case .nothingToPutRight: "nothing to put right"
        case .removeQuestion:
            "remove the account '{account}', its {vehicles} vehicle(s) with every record of them, its shares and its login? [y/N] "
        case .passwordPrompt: "password for {account}: "
        case .passwordAgainPrompt: "the same password again: "
        case .removeNeedsYes:
            "remove-account removes '{account}' and its {vehicles} vehicle(s) for good: run it on a terminal to be asked, or add --yes"
        case .noSuchAccount: "no account named '{account}' on this server"
        case .accountExists: "an account named '{account}' already exists on this server"
        case .accountNameMalformed: "an account name must be non-empty text without control characters or surrounding spaces"
        case .accountNameInvisible: "an account name must not hold invisible characters or characters that change the direction of text"
        case .accountNameLoginRole: "the account name '{account}' has the form of a login role, which the server keeps for itself"
        case .accountNameTooLong: "an account name has at most {limit} bytes on the server (this one has {bytes})"
        case .passwordNotAVerifier: "the password must be given as a SCRAM-SHA-256 verifier"
        case .unknownPlan: "unknown plan '{plan}'"
        case .unknownPlanListed: "unknown plan '{plan}' (the server's plans: {plans})"
        case .passwordFileUnreadable: "cannot read the password file {path}"
        case .noPasswordTyped: "no password was typed"
        case .passwordsDiffer: "the two passwords differ; nothing was changed"
        case .passwordNeeded: "add-account needs a password: give --password-file FILE, or run it on a terminal to be asked"
        case .passwordTooShort: "a password needs at least {count} characters"
        case .notAServer: "{directory} is not a household server (no server.json): create one with 'glovebox-server init {directory}'"
        case .serverRunsAs: "the server runs as '{user}': run this as root or as '{user}'"
        case .cannotReadAdminPassword: "cannot read {path}: run this as root or as '{user}'"
        case .userMismatch:
            "the server can run as '{requested}' only when glovebox-server runs as root or as '{requested}' (it runs as '{user}')"
        case .serviceUserMissing:
            "PostgreSQL refuses to run as root, and the user '{user}' to run it as does not exist: create it with "
                + "'useradd --system --user-group --home-dir /var/lib/postgresql --shell /bin/sh {user}' or name another with --user"
        case .rootRefused: "PostgreSQL refuses to run as root: --user must name another user"
        case .postgresBinWithout:
            "GLOVEBOX_POSTGRES_BIN is {directory}, which has no {programs}: point it at PostgreSQL's program directory, "
                + "or unset it to use the one 'apt-get install postgresql' installs"
        case .postgresVersionUnsupported:
            "{directory} is PostgreSQL {major}, and this glovebox-server is made for PostgreSQL {supported} (16 changed the role "
                + "rules that deleting an account relies on): install postgresql-{supported}, or point GLOVEBOX_POSTGRES_BIN at its programs"
        case .serverVersionUnsupported:
            "the server runs PostgreSQL {major}, and this glovebox-server is made for PostgreSQL {supported} (16 changed the role "
                + "rules that deleting an account relies on): nothing was migrated"
        case .directoryIsFile: "{directory} is a file, not a directory"
        case .directoryNotEmpty:
            "{directory} is not empty: init makes a new server in a new or empty directory "
                + "(start an existing one with 'glovebox-server start {directory}')"
        case .cannotCreateDirectory: "cannot create {directory}: {error}"
        case .userCannotReach:
            "the user '{user}' cannot reach {directory}: choose a directory whose parents it may enter (such as one under /srv or /var/lib)"
        case .cannotReadSchemaVersion: "cannot read the schema version: {error}"
        case .migrationFailed: "migration {version} failed and was rolled back: {error}"
        case .schemaTooNew: "the server's schema is at version {found}; this glovebox-server knows up to {known}: use a newer glovebox-server"
        case .unknownUserID: "cannot find the name of user id {uid} in the user database"
        case .runuserMissing: "runuser (util-linux) is needed to run PostgreSQL as '{user}' and was not found"
        case .cannotGive: "cannot give {path} to '{user}': {error}"
        case .cannotRun: "cannot run {program}: {error}"
        case .cannotAddAccount: "cannot add the account '{account}': {error}"
        case .cannotChangePlan: "cannot change the plan of '{account}': {error}"
        case .cannotChangePassword: "cannot change the password of '{account}': {error}"
        case .cannotCheckPasswords: "cannot check the accounts' passwords: {error}"
        case .cannotCheckSessions: "cannot check the server's sessions: {error}"
        case .cannotReadAccount: "cannot read the account '{account}': {error}"
        case .roleNotQuoted: "the server did not quote the login role of '{account}'"
        case .cannotRemoveAccount: "cannot remove the account '{account}': {error}"
        case .noFreePortSocket: "cannot open a socket to find a free port"
        case .noFreePortBind: "cannot bind a socket to find a free port"
        case .cannotReadConfiguration: "cannot read {path}: {error}"
        case .configurationTooNew: "{path} has format version {found}; this glovebox-server reads up to {known}"
        case .postgresMissing:
            "PostgreSQL's server programs (initdb, pg_ctl, postgres) were not found: install them with "
                + "'apt-get install postgresql', or point GLOVEBOX_POSTGRES_BIN at their directory"
        case .postgresVersionUnreadable: "{program} --version said '{said}', which names no PostgreSQL version"
        case .opensslMissing:
            "openssl was not found: a household server needs TLS (the app connects only over verified TLS); "
                + "install it (apt-get install openssl) and run init again"
        case .initdbFailed: "initdb failed:\n{output}"
        case .cannotSetMode: "cannot set the mode of {path}"
        case .cannotSetModeBecause: "cannot set the mode of {path}: {error}"
        case .cannotCopyCertificate: "cannot copy the certificate to {path}: {error}"
        case .cannotCreateDatabase: "cannot create the database: {error}"
        case .cannotWrite: "cannot write {path}"
        case .cannotOpenToAddSetting: "cannot open {path} to add a setting"
        case .cannotAddSetting: "cannot add a setting to {path}: {error}"
        case .cannotConnect: "cannot connect to the server in {directory} (start it with 'glovebox-server start {directory}'): {error}"
        case .postgresDidNotStart: "PostgreSQL did not start (port {port} may be taken by another server):\n{output}"
        case .postgresDidNotStop: "PostgreSQL did not stop:\n{output}"
        case .certificateFailed: "openssl could not make the server's certificate:\n{output}"
        case .cannotSetKeyModes: "cannot set the modes of the server's key and certificate: {error}"
        }
    }
}
