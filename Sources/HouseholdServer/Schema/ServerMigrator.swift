import PostgresClient

/// Applies the schema's migrations to the household's database, each in its own transaction, and
/// records each in `glovebox.schema_version`.
///
/// The version is read again inside each step's transaction under a transaction-scoped advisory
/// lock, so two migrators started together apply each step once; a step that fails leaves the
/// database at the previous whole version. A database at a version above the newest this build
/// knows is refused, never migrated "down".
public struct ServerMigrator: Sendable {
    /// The server.
    public let address: ServerAddress
    /// The database migrated: the household's, unless a test gives another.
    public let database: String
    /// The steps, numbered 1, 2, 3… without gaps.
    public let migrations: [ServerMigration]

    /// A migrator of `database` over `migrations` (the schema's own by default).
    public init(
        address: ServerAddress, database: String = ServerConfiguration.databaseName,
        migrations: [ServerMigration] = ServerSchema.migrations
    ) {
        precondition(
            migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version },
            "migrations must be numbered 1, 2, 3… without gaps")
        self.address = address
        self.database = database
        self.migrations = migrations
    }

    /// The key of the advisory lock that orders migrators (any constant of ours: "glovebox" in ASCII).
    static let lockKey = 0x676c_6f76_6562_6f78

    /// Brings the database up to the newest version and returns the versions applied (none when it
    /// already was).
    @discardableResult
    public func migrate() throws(ServerError) -> [Int] {
        let connection = try address.administratorConnection(database: database)
        defer { connection.close() }
        try PostgresInstallation.checkRunning(serverVersion: connection.serverVersion)
        // Refused before any step, so that even a build with fewer steps than the database says so.
        let found: Int
        do {
            found = try Self.version(connection)
        } catch {
            throw .runtime(.cannotReadSchemaVersion, ["error": "\(error)"])
        }
        guard found <= migrations.count else { throw Self.tooNew(found, known: migrations.count) }
        var applied: [Int] = []
        for migration in migrations {
            do {
                let ran = try connection.transaction { db throws -> Bool in
                    try db.execute("SELECT pg_advisory_xact_lock($1)", [Self.lockKey])
                    let current = try Self.version(db)
                    guard current <= migrations.count else { throw Self.tooNew(current, known: migrations.count) }
                    guard current < migration.version else { return false }
                    try db.runScript(migration.sql)
                    // A step may switch roles to create what glovebox_owner owns; the record is the administrator's.
                    try db.execute("RESET ROLE")
                    try db.execute(
                        "INSERT INTO glovebox.schema_version (version, description) VALUES ($1, $2)",
                        [migration.version, migration.description])
                    return true
                }
                if ran { applied.append(migration.version) }
            } catch let error as ServerError {
                throw error
            } catch {
                throw .runtime(.migrationFailed, ["version": "\(migration.version)", "error": "\(error)"])
            }
        }
        return applied
    }

    private static func tooNew(_ found: Int, known: Int) -> ServerError {
        .runtime(.schemaTooNew, ["found": "\(found)", "known": "\(known)"])
    }

    /// The version the database is at (0 before the first step).
    public func currentVersion() throws(ServerError) -> Int {
        let connection = try address.administratorConnection(database: database)
        defer { connection.close() }
        do {
            return try Self.version(connection)
        } catch {
            throw .runtime(.cannotReadSchemaVersion, ["error": "\(error)"])
        }
    }

    /// The highest recorded version, 0 when the table does not exist yet.
    static func version(_ connection: PostgresConnection) throws(PostgresError) -> Int {
        let exists = try connection.query("SELECT to_regclass('glovebox.schema_version') IS NOT NULL").rows.first?.bool(0)
        guard exists == true else { return 0 }
        return try connection.query("SELECT coalesce(max(version), 0) FROM glovebox.schema_version").rows.first?.int(0) ?? 0
    }
}
