import Foundation
import PostgresClient
import WidgetContract

/// `init`: a new PostgreSQL cluster in a directory of its own, set up as a household server.
///
/// In order: the directory (given to the server's user), a random administrator password, `initdb`
/// with SCRAM authentication, a self-signed certificate, the settings and host rules, `server.json`;
/// then the server is started, the household's database created and migrated. The server is left
/// running.
///
/// A failure leaves nothing behind: the server is stopped if it was started, and everything `init`
/// wrote is removed (the directory too when `init` made it), so that the same `init` can simply be
/// run again once its cause is fixed (a port in use, say). Before, a half-made directory was refused
/// by every later command, `init` included, and nothing could repair it.
///
/// TLS is required: the app connects only with `sslmode=verify-full` and channel binding, so a
/// server without a certificate could not be reached by anyone; without `openssl`, `init` refuses
/// before it writes anything.
public struct ClusterSetup: Sendable {
    /// The port the server listens on unless `--port` says otherwise: PostgreSQL's own.
    public static let defaultPort = 5432

    /// Where the server goes.
    public let layout: ServerLayout
    /// The TCP port on localhost.
    public let port: Int
    /// Who the server runs as.
    public let user: ServiceUser
    /// PostgreSQL's program directory.
    public let programs: String
    /// `openssl`, or `nil` to run without TLS.
    public let openssl: String?
    let runner: ProgramRunner
    /// The language of the steps `run` reports (the program's, from the system locale).
    public var language: Language = .english

    /// A setup of `directory`.
    public init(
        directory: String, port: Int, user: ServiceUser, programs: String, openssl: String?, runner: ProgramRunner = ProgramRunner()
    ) {
        self.layout = ServerLayout(directory: directory)
        self.port = port
        self.user = user
        self.programs = programs
        self.openssl = openssl
        self.runner = runner
    }

    /// Creates, starts and migrates the server; `log` hears each step.
    @discardableResult
    public func run(log: (String) -> Void) throws(ServerError) -> ServerConfiguration {
        guard let openssl else {
            throw .runtime(.opensslMissing)
        }
        let madeDirectory = try createDirectory()
        do {
            return try build(openssl: openssl, log: log)
        } catch {
            removeWhatInitWrote(madeDirectory: madeDirectory)
            throw error
        }
    }

    /// Everything `run` does once the directory is there.
    private func build(openssl: String, log: (String) -> Void) throws(ServerError) -> ServerConfiguration {
        try writeFile(layout.adminPassword, Self.randomPassword() + "\n", mode: 0o600)
        let initdb = try user.run(
            (programs as NSString).appendingPathComponent("initdb"),
            [
                "-D", layout.data, "-U", ServerConfiguration.adminRole, "--pwfile=\(layout.adminPassword)",
                "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C",
            ],
            in: layout.root, runner: runner)
        guard initdb.succeeded else { throw .runtime(.initdbFailed, ["output": initdb.tail()]) }
        log(ServerMessage.clusterCreated.text(in: language, ["path": layout.data]))

        try makeCertificate(openssl: openssl, log: log)
        let usesTLS = true
        try writeFile(layout.dataFile(ClusterSettings.fileName), ClusterSettings.configuration(port: port, usesTLS: usesTLS), mode: 0o600)
        try append(layout.dataFile("postgresql.conf"), "\ninclude '\(ClusterSettings.fileName)'\n")
        try writeFile(layout.dataFile("pg_hba.conf"), ClusterSettings.hostRules(usesTLS: usesTLS), mode: 0o600)
        let configuration = ServerConfiguration(port: port, serviceUser: user.name, usesTLS: usesTLS, postgresPrograms: programs)
        try writeFile(layout.configuration, String(decoding: configuration.encoded(), as: UTF8.self), mode: 0o644)

        let control = ClusterControl(layout: layout, configuration: configuration, user: user, runner: runner)
        try control.start()
        do {
            let address = ServerAddress(layout: layout, configuration: configuration)
            try createDatabase(address)
            let applied = try ServerMigrator(address: address).migrate()
            log(ServerMessage.databaseCreated.text(in: language, ["database": ServerConfiguration.databaseName, "version": "\(applied.last ?? 0)"]))
        } catch {
            _ = try? control.stop()
            throw error
        }
        log(ServerMessage.serverRunning.text(in: language, ["port": "\(port)", "directory": layout.root]))
        return configuration
    }

    /// Stops a server `init` started and removes what it wrote: the directory's contents (it was
    /// empty before), and the directory itself when `init` made it. Best effort: what cannot be removed
    /// is left, and a later `init` says the directory is not empty.
    private func removeWhatInitWrote(madeDirectory: Bool) {
        if FileManager.default.fileExists(atPath: layout.dataFile("postmaster.pid")) {
            _ = try? user.run(
                (programs as NSString).appendingPathComponent("pg_ctl"), ["stop", "-D", layout.data, "-m", "immediate", "-w", "-s"],
                in: layout.root, runner: runner)
        }
        if madeDirectory {
            try? FileManager.default.removeItem(atPath: layout.root)
        } else {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: layout.root)) ?? [] {
                try? FileManager.default.removeItem(atPath: (layout.root as NSString).appendingPathComponent(name))
            }
        }
    }

    /// The empty server directory, mode 0755 and the server's user's: a missing one is created, an
    /// existing one must be empty (init never takes over files it did not write). Returns whether
    /// it made the directory.
    private func createDirectory() throws(ServerError) -> Bool {
        var isDirectory: ObjCBool = false
        var made = false
        if FileManager.default.fileExists(atPath: layout.root, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .validation(.directoryIsFile, ["directory": layout.root]) }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: layout.root)) ?? []
            guard contents.isEmpty else {
                throw .validation(.directoryNotEmpty, ["directory": layout.root])
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: layout.root, withIntermediateDirectories: true)
            } catch {
                throw .validation(.cannotCreateDirectory, ["directory": layout.root, "error": error.localizedDescription])
            }
            made = true
        }
        guard chmod(layout.root, 0o755) == 0 else {
            throw .runtime(.cannotSetModeBecause, ["path": layout.root, "error": String(cString: strerror(errno))])
        }
        try user.take(layout.root)
        // A directory under one that the user cannot enter (root's 0700 home, say) would only fail
        // later, inside initdb, with a less helpful message.
        guard try user.run("/usr/bin/test", ["-w", layout.root], in: "/", runner: runner).succeeded else {
            throw .validation(.userCannotReach, ["user": user.name, "directory": layout.root])
        }
        return made
    }

    /// The key and certificate.
    private func makeCertificate(openssl: String, log: (String) -> Void) throws(ServerError) {
        let key = layout.dataFile("server.key")
        let certificate = layout.dataFile("server.crt")
        try SelfSignedCertificate.generate(openssl: openssl, keyPath: key, certificatePath: certificate, in: layout.root, runner: runner)
        try user.take(key)
        try user.take(certificate)
        do {
            try FileManager.default.copyItem(atPath: certificate, toPath: layout.certificate)
        } catch {
            throw .runtime(.cannotCopyCertificate, ["path": layout.certificate, "error": error.localizedDescription])
        }
        guard chmod(layout.certificate, 0o644) == 0 else { throw .runtime(.cannotSetMode, ["path": layout.certificate]) }
        try user.take(layout.certificate)
        log(ServerMessage.certificateMade.text(in: language, ["path": layout.certificate]))
    }

    /// The household's database. `CREATE DATABASE` cannot run in a transaction, so it is not a migration.
    private func createDatabase(_ address: ServerAddress) throws(ServerError) {
        let connection = try address.administratorConnection(database: "postgres")
        do {
            // From template0 so that nothing anyone added to template1 comes along.
            try connection.execute(
                "CREATE DATABASE glovebox WITH TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'")
        } catch {
            throw .runtime(.cannotCreateDatabase, ["error": "\(error)"])
        }
    }

    private func writeFile(_ path: String, _ text: String, mode: Int) throws(ServerError) {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: mode]) else {
            throw .runtime(.cannotWrite, ["path": path])
        }
        try user.take(path)
    }

    private func append(_ path: String, _ text: String) throws(ServerError) {
        guard let handle = FileHandle(forWritingAtPath: path) else { throw .runtime(.cannotOpenToAddSetting, ["path": path]) }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw .runtime(.cannotAddSetting, ["path": path, "error": error.localizedDescription])
        }
    }

    /// 32 random bytes as hexadecimal: the administrator's password, which only the tool reads.
    static func randomPassword() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
