import Foundation
import GarageRules
import HouseholdServer
import PostgresClient
import Testing

extension HouseholdServerTests {
    /// The household schema's refusals that a person meets name their rule and its values (schema 16),
    /// which `HouseholdRefusal` decodes; their message stays the English sentence `psql` shows.
    @Suite struct RefusalRules {
        /// The error `body` throws, which must be the server's.
        static func refusal(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) -> PostgresError? {
            #expect(throws: PostgresError.self, sourceLocation: sourceLocation) { try body() }
        }

        /// Checks that `error` decodes to `expected` and that its English is the schema's message.
        static func check(_ error: PostgresError?, is expected: HouseholdRefusal, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let error else {
                Issue.record("no error", sourceLocation: sourceLocation)
                return
            }
            let decoded = HouseholdRefusal(error)
            #expect(decoded == expected, "\(error)", sourceLocation: sourceLocation)
            #expect(error.constraint == expected.rule.rawValue, sourceLocation: sourceLocation)
            #expect(decoded?.description == error.message, sourceLocation: sourceLocation)
        }

        @Test func theAccountNameRulesAndThePasswordOneNameThemselves() throws {
            let cluster = try TestCluster.shared()
            let existing = try cluster.addAccount("rule-twin")
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            let verifier = try administrator.scramVerifier(password: "a long password", user: "rule@example.com")
            func create(_ name: String, _ verifier: String) throws {
                try administrator.query("SELECT glovebox.create_account($1, $2)", [name, verifier])
            }
            let long = String(repeating: "é", count: 130) + "@x"
            let role = LoginRole.of(account: "someone@example.com")
            Self.check(Self.refusal { try create(" spaced@example.com", verifier) }, is: .accountNameMalformed)
            Self.check(Self.refusal { try create("ali\u{200B}ce@example.com", verifier) }, is: .accountNameInvisible)
            Self.check(Self.refusal { try create(role, verifier) }, is: .accountNameLoginRole(name: role))
            Self.check(Self.refusal { try create(long, verifier) }, is: .accountNameTooLong(bytes: long.utf8.count, limit: 254))
            Self.check(Self.refusal { try create(existing.name.uppercased(), verifier) }, is: .accountNameTwin(twin: existing.name))
            Self.check(Self.refusal { try create("plain-\(UUID().uuidString.prefix(6))@example.com", "plain") }, is: .passwordNotAVerifier)
            // Each in its own SQLSTATE, as before.
            #expect(Self.refusal { try create(existing.name.uppercased(), verifier) }?.sqlState == .uniqueViolation)
            #expect(Self.refusal { try create(role, verifier) }?.sqlState == .invalidParameterValue)
        }

        @Test func thePlanAndTheUsageLimitsNameThemselves() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("rule-plan")
            let connection = try account.connect()
            defer { connection.close() }
            try Household.insertVehicle(id: Household.newID("one"), name: "One", on: connection)
            try Household.insertVehicle(id: Household.newID("two"), name: "Two", on: connection)
            let plan = Self.refusal { try Household.insertVehicle(id: Household.newID("three"), name: "Three", on: connection) }
            Self.check(plan, is: .planOwnedVehicles(plan: "free", allowed: 2, owned: 2))
            #expect(plan?.sqlState == .checkViolation)

            let household = try Household.make()
            let owner = try household.owner.connect()
            defer { owner.close() }
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            let seeded = ServerRecordTable.allCases.count
            try ServerBounds.pretendStored(records: HouseholdLimits.recordsPerVehicle - seeded, on: household.edited, administrator: administrator)
            let records = Self.refusal { try ServerBounds.flood(1, on: household.edited, as: owner) }
            Self.check(records, is: .vehicleRecords(
                vehicle: household.edited, records: HouseholdLimits.recordsPerVehicle + 1, limit: HouseholdLimits.recordsPerVehicle))
            #expect(records?.sqlState == .programLimitExceeded)
            try ServerBounds.pretendStored(records: -seeded, bytes: HouseholdLimits.bytesPerVehicle, on: household.edited, administrator: administrator)
            let bytes = Self.refusal { try ServerBounds.flood(1, on: household.edited, as: owner) }
            let kept = try #require(bytes.flatMap(HouseholdRefusal.init))
            guard case let .vehicleBytes(vehicle, _, limit) = kept else {
                Issue.record("\(kept)")
                return
            }
            #expect(vehicle == household.edited && limit == HouseholdLimits.bytesPerVehicle)
            #expect(kept.description == bytes?.message)
        }

        @Test func aRoleWhoseAccountIsGoneNamesItself() throws {
            let cluster = try TestCluster.shared()
            let account = try cluster.addAccount("rule-gone")
            let administrator = try cluster.administrator()
            defer { administrator.close() }
            // The account's row goes while its role still signs in (another session deleting it).
            try administrator.execute("DELETE FROM glovebox.account WHERE name = $1", [account.name])
            let role = LoginRole.of(account: account.name)
            let gone = Self.refusal {
                try administrator.transaction { db in
                    try db.execute(try #require(try db.query("SELECT format('SET LOCAL SESSION AUTHORIZATION %I', $1::text)", [role]).scalar))
                    try db.query("SELECT glovebox.delete_account()")
                }
            }
            Self.check(gone, is: .notAnAccount(login: role))
            #expect(gone?.sqlState == .insufficientPrivilege)
        }

        @Test func everyRuleTheToolsDecodeIsOneTheSchemaRaises() {
            for rule in HouseholdRefusal.Rule.allCases {
                #expect(ServerSchema.migrations.last?.sql.contains("CONSTRAINT = '\(rule.rawValue)'") == true, "\(rule)")
            }
        }
    }
}
