/// One numbered step of the household server's schema: a script the migrator runs in its own
/// transaction and records in `glovebox.schema_version`.
public struct ServerMigration: Sendable {
    /// The version the database has after this step.
    public let version: Int
    /// One line saying what the step brings, stored beside its version.
    public let description: String
    /// The step's SQL: constant text of the package, run as one script by the administrator.
    public let sql: String

    /// Creates a step.
    public init(version: Int, description: String, sql: String) {
        self.version = version
        self.description = description
        self.sql = sql
    }
}
