import Foundation
import HouseholdServer
import PostgresClient

/// An account on the test cluster: its name, its password, and connections made with them alone,
/// straight to PostgreSQL, as any client of the account could.
struct TestAccount: Sendable {
    /// The account's name.
    let name: String
    /// Its password.
    let password: String
    /// Its login role (schema 10: a hash of the name, never the name).
    var role: String { LoginRole.of(account: name) }
    /// The connection string `glovebox-server url` prints.
    let url: String

    /// A new connection as this account; statements give up after 30 seconds, so a test waiting on
    /// a lock it should not wait on fails instead of hanging.
    func connect() throws -> PostgresConnection {
        try PostgresConnection(
            connectionString: url, user: role, password: password,
            settings: [("options", "-c statement_timeout=30000"), ("application_name", "glovebox-tests")])
    }
}

extension TestCluster {
    /// A new account named `prefix-` and a random suffix (tests run in parallel on one cluster, so
    /// each makes its own accounts), added the way `glovebox-server add-account` adds one.
    func addAccount(_ prefix: String, plan: String = "free") throws -> TestAccount {
        let name = "\(prefix)-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let password = "pw-\(UUID().uuidString)"
        try ServerAccounts(address: address).add(name: name, password: password, plan: plan)
        return TestAccount(name: name, password: password, url: address.clientURL)
    }

    /// A connection as the administrator (a superuser: row-level security does not apply to it).
    func administrator() throws -> PostgresConnection {
        try address.administratorConnection()
    }
}
