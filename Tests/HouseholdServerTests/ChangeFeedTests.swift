import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The change feed the sync will pull: incremental, complete when transactions commit out of
    /// order, and readable only for what the reader may see.
    @Suite struct ChangeFeed {
        @Test func aPullReturnsEachChangeOnceAndOnlyNewOnesAfterwards() async throws {
            let household = try Household.make()
            let member = try household.member.connect()
            var feed = FeedReader()
            // The two vehicles, their five records each, and the owner's and the member's memberships of both.
            let first = try await feed.pull(member, expecting: 16)
            #expect(first.count == 16)
            #expect(first.filter { $0.kind == "vehicle" }.map(\.record).sorted() == [household.edited, household.viewed].sorted())
            #expect(first.filter { $0.kind == "expense" }.count == 2)
            #expect(try feed.pull(member).isEmpty)

            let owner = try household.owner.connect()
            let expense = household.record(.expense, on: household.edited)
            try owner.run(ServerRecordTable.expense.update(id: expense, device: "owner-phone"))
            #expect(try await feed.pull(member, expecting: 1) == [.init(kind: "expense", vehicle: household.edited, record: expense, deleted: false)])
            try owner.run(ServerRecordTable.expense.tombstone(id: expense, device: "owner-phone"))
            #expect(try await feed.pull(member, expecting: 1) == [.init(kind: "expense", vehicle: household.edited, record: expense, deleted: true)])
            #expect(try feed.pull(member).isEmpty)
        }

        @Test func aChangeThatCommitsLateIsNotSteppedOver() async throws {
            let household = try Household.make()
            let member = try household.member.connect()
            var feed = FeedReader()
            _ = try await feed.pull(member, expecting: 16)
            // The early transaction writes first (a lower seq) and commits last.
            let early = try household.owner.connect()
            try early.execute("BEGIN")
            let earlyID = Household.newID("early")
            try early.run(ServerRecordTable.odometerEntry.insert(id: earlyID, vehicle: household.edited, item: nil, device: "owner-phone"))
            let late = try household.owner.connect()
            let lateID = Household.newID("late")
            try late.run(ServerRecordTable.odometerEntry.insert(id: lateID, vehicle: household.edited, item: nil, device: "owner-laptop"))
            // A cursor on seq would now pass the committed "late" row and never come back for "early";
            // the horizon stops below the open transaction, so neither is taken yet.
            #expect(try feed.pull(member).isEmpty)
            try early.execute("COMMIT")
            #expect(try await feed.pull(member, expecting: 2).map(\.record) == [earlyID, lateID])
        }

        @Test func aStrangerReadsNothingOfTheFeed() async throws {
            let household = try Household.make()
            var feed = FeedReader()
            #expect(try feed.pull(household.stranger.connect()).isEmpty)
        }

        @Test func aRevokedMemberHearsOfTheRevocationAndNothingAfter() async throws {
            let household = try Household.make()
            let member = try household.member.connect()
            var feed = FeedReader()
            _ = try await feed.pull(member, expecting: 16)
            let owner = try household.owner.connect()
            try owner.execute(
                "DELETE FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [household.edited, household.member.name])
            try owner.run(ServerRecordTable.deadline.update(id: household.record(.deadline, on: household.edited), device: "owner-phone"))
            #expect(try await feed.pull(member, expecting: 1)
                == [.init(kind: "membership", vehicle: household.edited, record: household.member.name, deleted: true)])
            #expect(try feed.pull(member).isEmpty)
        }

        @Test func aDeletedVehicleReachesEveryMember() async throws {
            let household = try Household.make()
            let member = try household.member.connect()
            var memberFeed = FeedReader()
            _ = try await memberFeed.pull(member, expecting: 16)
            let owner = try household.owner.connect()
            var ownerFeed = FeedReader()
            _ = try await ownerFeed.pull(owner, expecting: 16)
            try owner.execute("DELETE FROM glovebox.vehicle WHERE id = $1", [household.viewed])
            let leaving = FeedReader.Change(kind: "membership", vehicle: household.viewed, record: household.member.name, deleted: true)
            #expect(try await memberFeed.pull(member, expecting: 1) == [leaving])
            #expect(try await ownerFeed.pull(owner, expecting: 1)
                == [.init(kind: "membership", vehicle: household.viewed, record: household.owner.name, deleted: true)])
        }

        @Test func aNewShareReachesTheNewMember() async throws {
            let household = try Household.make()
            let stranger = try household.stranger.connect()
            var feed = FeedReader()
            _ = try feed.pull(stranger)
            try household.owner.connect().execute(
                "INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, 'viewer')", [household.viewed, household.stranger.name])
            let joined = FeedReader.Change(kind: "membership", vehicle: household.viewed, record: household.stranger.name, deleted: false)
            let changes = try await feed.pull(stranger, until: { $0.contains(joined) })
            #expect(changes.last == joined)
            // What else comes is the vehicle's own history, now that the new member may read it (when
            // another transaction held the first pull's horizon back); never another vehicle's.
            #expect(changes.allSatisfy { $0.vehicle == household.viewed }, "\(changes)")
        }

        @Test func nobodyRewritesTheFeed() async throws {
            let household = try Household.make()
            let owner = try household.owner.connect()
            expectRefused(.privilege) { try owner.execute("UPDATE glovebox.change SET deleted = true") }
            expectRefused(.privilege) { try owner.execute("DELETE FROM glovebox.change") }
        }
    }
}
