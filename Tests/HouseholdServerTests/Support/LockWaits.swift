import PostgresClient
import Testing

/// Waits until a statement of `account` (a login role) waits on a lock on the server (its `pg_stat_activity` row
/// says so), checking every 20 ms for up to 30 seconds.
func waitUntilBlocked(account: String, administrator: PostgresConnection, sourceLocation: SourceLocation = #_sourceLocation)
    async throws
{
    for _ in 0..<1_500 {
        let waiting = try administrator.query(
            "SELECT count(*) FROM pg_stat_activity WHERE usename = $1 AND wait_event_type = 'Lock'", [account]).scalar
        if waiting == "1" { return }
        try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("no statement of \(account) ever waited on a lock", sourceLocation: sourceLocation)
}
