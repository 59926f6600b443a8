/// Applies numbered schema migrations, each in its own transaction with `user_version`.
///
/// Migration N runs only when the file's `user_version`, read again inside its write transaction, is
/// below N, and sets it to N in the same transaction, so a crash leaves the file at a whole version
/// and two processes opening a new file together apply each step once. A file written by a newer build
/// (a version above the highest known one) is refused rather than guessed at.
public struct Migrator: Sendable {
    /// One numbered step of the schema.
    public struct Migration: Sendable {
        /// The version the file has after this step.
        public let version: Int
        /// The SQL script of the step.
        public let sql: String
        /// What the step does in Swift after its script, in the same transaction: work a script cannot
        /// say, such as writing back a value read from the file (step 22 bumps `schema_version` by one).
        public let code: (@Sendable (Database) throws -> Void)?

        /// Creates a step.
        public init(version: Int, sql: String, code: (@Sendable (Database) throws -> Void)? = nil) {
            self.version = version
            self.sql = sql
            self.code = code
        }
    }

    /// The steps, in order, numbered 1, 2, 3…
    public let migrations: [Migration]

    /// Creates a migrator over steps numbered from 1 without gaps.
    public init(_ migrations: [Migration]) {
        precondition(migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version },
                     "migrations must be numbered 1, 2, 3… without gaps")
        self.migrations = migrations
    }

    /// The version of the newest step.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Brings `database` up to the latest version and returns the versions applied.
    @discardableResult
    public func migrate(_ database: Database) throws -> [Int] {
        let current = try database.userVersion()
        guard current <= latestVersion else {
            throw StoreError.schemaTooNew(found: current, highestSupported: latestVersion)
        }
        var applied: [Int] = []
        for migration in migrations where migration.version > current {
            // Another process may have applied this step since the version was read: read it again
            // under the write lock and skip what is already there.
            let ran = try database.write { db throws -> Bool in
                let version = try db.userVersion()
                guard version < migration.version else { return false }
                try db.executeScript(migration.sql)
                try migration.code?(db)
                try db.setUserVersion(migration.version)
                return true
            }
            if ran { applied.append(migration.version) }
        }
        return applied
    }
}
