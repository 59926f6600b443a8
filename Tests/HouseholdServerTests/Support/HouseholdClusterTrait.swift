import Foundation
import Testing

/// Gives a suite (and every suite nested in it) one ``TestCluster`` for all its tests, started
/// before the first and stopped after the last, whatever the tests did.
struct HouseholdClusterTrait: SuiteTrait, TestScoping {
    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let cluster = try TestCluster()
        defer { cluster.stop() }
        // Seen in the test log: how long a cluster takes to set up on this machine (not a goal).
        print("household test cluster: init + start + schema in \(String(format: "%.2f", cluster.setupSeconds)) s")
        try await TestCluster.$current.withValue(cluster) {
            try await function()
        }
    }
}

extension Trait where Self == HouseholdClusterTrait {
    /// One household server for the suite's tests.
    static var householdCluster: Self { HouseholdClusterTrait() }
}
