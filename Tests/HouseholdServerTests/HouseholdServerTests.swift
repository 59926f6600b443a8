import Testing

/// Every test that needs a running household server, nested in this suite so that they share one
/// cluster (made in a temporary directory for the run, stopped and removed at its end).
///
/// The access tests speak SQL straight to PostgreSQL with each account's own credentials, around
/// any client logic: what they check is what the server itself allows and refuses.
///
/// Serialized: a pull reads the change feed up to the horizon of the cluster's oldest open
/// transaction, so one test's transaction (a plan-limit test holding a row lock, say) would hold
/// back another test's sync until it ends. Tests that need concurrency make it inside themselves.
@Suite(.householdCluster, .serialized) struct HouseholdServerTests {}
