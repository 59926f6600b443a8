import Testing

/// Every test that needs a running household server, nested in this suite so that they share one
/// cluster (made in a temporary directory for the run, stopped and removed at its end).
///
/// The access tests speak SQL straight to PostgreSQL with each account's own credentials, around
/// any client logic: what they check is what the server itself allows and refuses.
@Suite(.householdCluster) struct HouseholdServerTests {}
