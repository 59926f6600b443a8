/// The household server's schema, as numbered migrations, and the roles it is built on.
///
/// Never edit a shipped step: add one. The app checks ``latestVersion`` against the server's
/// `glovebox.schema_version` before it syncs, so a step that changes what the sync reads or writes is
/// a new version for the client too.
///
/// Roles (cluster-wide, all `NOLOGIN` but the accounts):
/// - `glovebox_owner` owns the schema, its tables and its plain functions. It has no policy, so
///   with row-level security forced it reads and writes nothing itself.
/// - `glovebox_system` owns the few `SECURITY DEFINER` functions (membership look-ups for the
///   policies, the owner's membership, the plan limit, the change feed). Its powers are policies
///   written for it and column grants, not `BYPASSRLS`.
/// - `glovebox_registrar` (version 2) owns the two definer functions that delete an account and
///   drop its role: `CREATEROLE`, and policies on the caller's own account row, the feed and the
///   list of retired roles.
/// - `glovebox_warden` (version 10) owns the function that ends stalled account sessions:
///   `pg_signal_backend` and `pg_read_all_stats`, nothing else.
/// - `glovebox_account` is the group every account's login role is in: the table and column grants
///   the policies need, and `CONNECT` on the database.
/// - each account: a `LOGIN` role with a SCRAM-SHA-256 verifier, in `glovebox_account`, owning
///   nothing, named (since version 10) `a_` and a hash of the account's name (``LoginRole``), so that
///   no account reads another's address among the roles.
public enum ServerSchema {
    /// Every step, oldest first.
    public static let migrations: [ServerMigration] = [
        ServerMigration(
            version: 1,
            description: "accounts, vehicles, memberships, the five record kinds, the change feed, row-level security",
            sql: version1),
        ServerMigration(version: 2, description: "fuel records: an expense's fuel unit, full-tank and missed-previous flags", sql: version2),
        ServerMigration(
            version: 3,
            description: "an account deletes itself: its data, its memberships, then its login role",
            sql: version3),
        ServerMigration(
            version: 4, description: "field rules: every synced field checked by the app's table of rules, on every write",
            sql: version4),
        ServerMigration(
            version: 5,
            description: "merge by field: a stamp and an author per field, the conflicts each account lost, clocks within 5 minutes",
            sql: version5),
        ServerMigration(
            version: 6,
            description: "a vehicle's removal takes only what its remover had seen: one that meets unseen work is refused and told",
            sql: version6),
        ServerMigration(version: 7, description: "a conflict outlives its vehicle, so that its author is told", sql: version7),
        ServerMigration(
            version: 8,
            description: "account names unique whatever their case and without direction characters; timeouts; no large objects",
            sql: version8),
        ServerMigration(
            version: 9, description: "a removal meets what its remover had not seen, field by field", sql: version9),
        ServerMigration(
            version: 10,
            description: "limits per vehicle and account, bytes per text, closed catalogs, stalled sessions ended, passwords through the tools, opaque login roles",
            sql: version10),
        ServerMigration(
            version: 11, description: "account keys: the public key in clear, the secret key wrapped by the device", sql: version11),
        ServerMigration(
            version: 12, description: "the licence plate, sealed with each vehicle's key; the key sealed to each member", sql: version12),
        ServerMigration(
            version: 13, description: "what a vehicle runs on, and the energy each fill-up bought", sql: version13),
        ServerMigration(
            version: 14, description: "reminders claimed by an account's devices, so that each change is told once", sql: version14),
        ServerMigration(
            version: 15, description: "the notes, sealed with each vehicle's key (those in clear sealed by the next device that syncs)",
            sql: version15),
        ServerMigration(
            version: 16, description: "each refusal a person meets names its rule and its values, for the tools to say in the person's language",
            sql: version16),
    ]

    /// The version of the newest step.
    public static var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The shared tables, each with row-level security enabled and forced.
    public static let tables = [
        "schema_version", "plan", "account", "vehicle", "membership", "odometer_entry", "maintenance_item",
        "maintenance_service", "expense", "deadline", "change", "retired_account", "conflict", "vehicle_usage", "account_password", "account_key",
        "vehicle_key", "reminder_claim",
    ]

    /// The record tables: rows with a client-generated id, a vehicle, a version clock and a tombstone.
    public static let recordTables = ["odometer_entry", "maintenance_item", "maintenance_service", "expense", "deadline"]
}
