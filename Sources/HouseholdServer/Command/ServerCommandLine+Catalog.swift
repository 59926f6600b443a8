import ArgumentParsing

extension ServerCommandLine {
    static let directory = Argument("DIR", help: "the household server's directory")
    static let port = Option(
        "--port", value: "N", help: "the TCP port on localhost (default \(ClusterSetup.defaultPort))", parse: .integer(in: 1...65_535))
    static let user = Option(
        "--user", value: "NAME",
        help: "the system user PostgreSQL runs as when this runs as root (default \(ServiceUser.defaultName))")
    static let account = Argument("NAME", help: "the account's name, such as an e-mail address (its login role is a hash of it)")
    static let passwordFile = Option(
        "--password-file", value: "FILE", help: "read the password from the first line of FILE (else it is asked on a terminal)")
    static let plan = Option("--plan", value: "PLAN", help: "the account's plan: free (2 owned vehicles) or plus (default free)")
    static let newPlan = Argument("PLAN", help: "free (2 owned vehicles) or plus (unlimited)")
    static let yes = Flag("--yes", help: "do not ask first (needed without a terminal)")

    /// Every command, in help order.
    public static let catalog = CommandCatalog(
        program: program,
        overview: """
            Sets up and runs a household's PostgreSQL server: the cluster, the schema, its row-level security
            (which is the household's authorization) and the accounts. Run it as root or as the user the
            server runs as; PostgreSQL itself never runs as root.
            """,
        specs: [
            CommandSpec(
                ["init"], summary: "create a server in DIR, with TLS (openssl must be installed), and start it",
                signature: CommandSignature(arguments: [directory], options: [port, user])),
            CommandSpec(["start"], summary: "start the server in DIR", signature: CommandSignature(arguments: [directory])),
            CommandSpec(["stop"], summary: "stop the server in DIR", signature: CommandSignature(arguments: [directory])),
            CommandSpec(
                ["add-account"], summary: "add an account (a PostgreSQL login role with a SCRAM password)",
                discussion: "Without --password-file the password is asked twice on the terminal; with neither a file nor a terminal the command is refused.",
                signature: CommandSignature(arguments: [directory, account], options: [passwordFile, plan])),
            CommandSpec(
                ["plan"], summary: "change an account's plan",
                discussion: """
                    The server enforces the plan: a free account's third vehicle is refused. The account's devices take the
                    new plan at their next sync. Moving to a smaller plan keeps the vehicles already owned.
                    """,
                signature: CommandSignature(arguments: [directory, account, newPlan])),
            CommandSpec(
                ["password"], summary: "give an account a new password",
                discussion: """
                    Without --password-file the password is asked twice on the terminal. The account's devices ask for the
                    new one at their next sync. An account changes its own with 'glovebox password'; one changed with
                    ALTER ROLE behind the tools is put back by 'check' and 'start'.
                    """,
                signature: CommandSignature(arguments: [directory, account], options: [passwordFile])),
            CommandSpec(
                ["remove-account"], summary: "remove an account, its vehicles with every record of them, its shares and its login",
                discussion: """
                    It cannot be undone: on a terminal it asks first, otherwise it needs --yes. Its connected sessions are
                    ended. What it wrote in other accounts' vehicles, as their editor, stays theirs.
                    """,
                signature: CommandSignature(arguments: [directory, account], options: [yes])),
            CommandSpec(
                ["check"], summary: "put right what accounts did behind the household's rules, and say what",
                discussion: """
                    Puts back a password an account changed with ALTER ROLE instead of 'glovebox password', and ends account
                    sessions that hold a transaction idle for more than 15 s or run a statement for more than 60 s (any
                    session can lift its own timeouts). 'start' runs it too; a systemd timer or cron may run it often.
                    """,
                signature: CommandSignature(arguments: [directory])),
            CommandSpec(
                ["url"], summary: "print the connection string apps sign in to (without an account or password)",
                signature: CommandSignature(arguments: [directory])),
            CommandSpec(
                ["migrate"], summary: "bring the server's schema up to this version's",
                signature: CommandSignature(arguments: [directory])),
        ],
        discussion: "Exit status: 0 done, 1 a failure (PostgreSQL, openssl, files), 2 a command line or input that is refused.")
}
