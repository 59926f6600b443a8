/// The settings and host rules `init` writes into a new cluster.
///
/// The cluster listens on localhost only, without a Unix socket (its default directory belongs to
/// the system's own PostgreSQL), and admits an account only to the household's database, only with
/// a SCRAM password, and only over TLS when the server has a certificate.
enum ClusterSettings {
    /// The file `postgresql.conf` includes, so that initdb's own file stays as it was written.
    static let fileName = "glovebox.conf"

    /// The settings for a server on `port`.
    static func configuration(port: Int, usesTLS: Bool) -> String {
        var lines = [
            "# Written by glovebox-server init. A household server listens on this machine only.",
            "listen_addresses = 'localhost'",
            "port = \(port)",
            "unix_socket_directories = ''",
            "password_encryption = 'scram-sha-256'",
            // Clients tell refusals apart by SQLSTATE; the one refusal without a code of its own (a
            // row-level security policy's) they recognise by its English text, which only a superuser
            // can switch to another language.
            "lc_messages = 'C'",
            // A client that vanished mid-transaction must not hold its locks (the plan limit's) for long.
            "idle_in_transaction_session_timeout = '5min'",
        ]
        if usesTLS {
            lines += [
                "ssl = on",
                "ssl_cert_file = 'server.crt'",
                "ssl_key_file = 'server.key'",
                "ssl_min_protocol_version = 'TLSv1.2'",
            ]
        } else {
            lines.append("ssl = off")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The host rules: accounts (members of `glovebox_account`) reach the household's database,
    /// the administrator any database; nothing else is admitted.
    static func hostRules(usesTLS: Bool) -> String {
        let type = usesTLS ? "hostssl" : "host   "
        let database = ServerConfiguration.databaseName
        let admin = ServerConfiguration.adminRole
        return """
            # Written by glovebox-server init: accounts reach only the household's database, with a SCRAM password\(usesTLS ? ", over TLS" : "").
            # TYPE  DATABASE   USER               ADDRESS        METHOD
            \(type) \(database)   +glovebox_account  127.0.0.1/32   scram-sha-256
            \(type) \(database)   +glovebox_account  ::1/128        scram-sha-256
            \(type) all        \(admin)     127.0.0.1/32   scram-sha-256
            \(type) all        \(admin)     ::1/128        scram-sha-256

            """
    }
}
