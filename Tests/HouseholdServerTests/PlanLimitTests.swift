import Foundation
import GarageRules
import PostgresClient
import Synchronization
import Testing

extension HouseholdServerTests {
    /// The free plan's limit of owned vehicles, enforced by the server, also against concurrent inserts.
    @Suite struct PlanLimit {
        static let limit = "plan_owned_vehicle_limit"

        @Test func theServersPlansAreTheAppsPlans() throws {
            let administrator = try TestCluster.shared().administrator()
            let rows = try administrator.query("SELECT name, owned_vehicle_limit FROM glovebox.plan ORDER BY name").rows
            let server = rows.map { [$0[0], $0[1]] }
            let app = Plan.allCases.sorted { $0.rawValue < $1.rawValue }.map { [$0.rawValue, $0.vehicleLimit.map(String.init)] }
            #expect(server == app)
        }

        @Test func aFreeAccountOwnsTwoVehiclesAndNoThird() throws {
            let account = try TestCluster.shared().addAccount("free")
            let connection = try account.connect()
            try Household.insertVehicle(id: Household.newID("one"), name: "One", on: connection)
            try Household.insertVehicle(id: Household.newID("two"), name: "Two", on: connection)
            let error = expectRefused(.check(Self.limit)) {
                try Household.insertVehicle(id: Household.newID("three"), name: "Three", on: connection)
            }
            #expect(error?.message == "the free plan allows 2 owned vehicles")
            #expect(try connection.visibleRows("vehicle") == 2)
        }

        @Test func sharedVehiclesDoNotCountAndARemovedOneFreesItsPlace() throws {
            let household = try Household.make()
            let member = try household.member.connect()
            // Two vehicles shared with it, and still two of its own.
            let first = Household.newID("own")
            try Household.insertVehicle(id: first, name: "One", on: member)
            try Household.insertVehicle(id: Household.newID("own"), name: "Two", on: member)
            #expect(try member.visibleRows("vehicle") == 4)
            // The owner is at its limit; deleting one makes room for another.
            let owner = try household.owner.connect()
            expectRefused(.check(Self.limit)) { try Household.insertVehicle(id: Household.newID("third"), name: "Third", on: owner) }
            try owner.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [household.viewed])
            try Household.insertVehicle(id: Household.newID("third"), name: "Third", on: owner)
            #expect(try owner.query("SELECT count(*) FROM glovebox.vehicle WHERE owner = $1", [household.owner.name]).scalar == "2")
        }

        @Test func aPlusAccountHasNoLimit() throws {
            let account = try TestCluster.shared().addAccount("plus", plan: "plus")
            let connection = try account.connect()
            for index in 1...4 {
                try Household.insertVehicle(id: Household.newID("plus"), name: "Car \(index)", on: connection)
            }
            #expect(try connection.visibleRows("vehicle") == 4)
        }

        @Test(arguments: [PostgresConnection.IsolationLevel.readCommitted, .repeatableRead, .serializable])
        func aConcurrentInsertWaitsForTheFirstAndCannotPassWithIt(_ isolation: PostgresConnection.IsolationLevel) async throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("race")
            let first = try account.connect()
            try Household.insertVehicle(id: Household.newID("one"), name: "One", on: first)
            // The first transaction inserts the second vehicle and stays open, holding the owner's row.
            try first.execute("BEGIN")
            try Household.insertVehicle(id: Household.newID("two"), name: "Two", on: first)
            let second = BackgroundWork { () throws -> Int in
                let connection = try account.connect()
                return try connection.transaction(isolation) { db in
                    try Household.insertVehicle(id: Household.newID("three"), name: "Three", on: db)
                    return 1
                }
            }
            let administrator = try cluster.administrator()
            try await waitUntilBlocked(account: account.role, administrator: administrator)
            try first.execute("COMMIT")
            let outcome = await second.result()
            switch outcome {
            case .success:
                Issue.record("two concurrent inserts both passed the plan's limit")
            case .failure(let error as PostgresError):
                // Read committed counts again once the lock is free; the stricter levels are told to retry,
                // and the retry counts the committed vehicle.
                let expected: Refusal = isolation == .readCommitted ? .check(Self.limit) : .retry
                #expect(expected.matches(error), "\(error)")
            case .failure(let error):
                Issue.record("\(error)")
            }
            #expect(try first.visibleRows("vehicle") == 2)
        }

        @Test func ofSixSimultaneousInsertsExactlyTwoPass() async throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("burst")
            let ready = DispatchSemaphore(value: 0)
            let go = DispatchSemaphore(value: 0)
            let contenders = (0..<6).map { index in
                BackgroundWork { () throws -> Bool in
                    let connection = try account.connect()
                    ready.signal()
                    go.wait()
                    do {
                        try Household.insertVehicle(id: Household.newID("burst\(index)"), name: "Car \(index)", on: connection)
                        return true
                    } catch let error as PostgresError where error.constraint == Self.limit {
                        return false
                    }
                }
            }
            // Every contender connected and waits at the gate before any is let through.
            _ = await BackgroundWork { for _ in contenders { ready.wait() } }.result()
            for _ in contenders { go.signal() }
            var passed = 0
            for contender in contenders {
                if try await contender.result().get() { passed += 1 }
            }
            #expect(passed == 2)
            #expect(try account.connect().visibleRows("vehicle") == 2)
        }
    }
}
