@testable import HouseholdSync
import PostgresClient
import Testing

/// What `sync` says when the server refuses a pushed page for a reason that came up while the sync
/// ran (someone else's change landing meanwhile): a sentence a person can act on, never PostgreSQL's
/// own text. No server is needed: the errors are made here as libpq reports them.
@Suite struct PushErrorMessageTests {
    let link = ServerLink(server: "postgresql://localhost:5433/glovebox", account: "ana@example.com", password: "s3cret")

    func message(_ error: PostgresError) -> String {
        "\(HouseholdSynchronizer.pushError(error, link: link))"
    }

    @Test func refusalsThatCameUpDuringTheSyncSayWhatHappenedAndWhatToDo() {
        let cases: [(PostgresError, String)] = [
            (PostgresError(kind: .statementFailed, sqlState: .insufficientPrivilege,
                           message: #"new row violates row-level security policy for table "expense""#, table: "expense"),
             "the vehicle was removed, while this sync ran"),
            (PostgresError(kind: .statementFailed, sqlState: .foreignKeyViolation,
                           message: #"insert or update on table "maintenance_service" violates foreign key constraint"#,
                           constraint: "maintenance_service_item_id_fkey", table: "maintenance_service"),
             "removed on the server while this sync ran"),
            (PostgresError(kind: .statementFailed, sqlState: .uniqueViolation,
                           message: #"duplicate key value violates unique constraint "vehicle_pkey""#, constraint: "vehicle_pkey", table: "vehicle"),
             "taken on the server by another account's vehicle"),
            (PostgresError(kind: .statementFailed, sqlState: .uniqueViolation,
                           message: #"duplicate key value violates unique constraint "vehicle_key_pkey""#, constraint: "vehicle_key_pkey",
                           table: "vehicle_key"),
             "gave a vehicle its key while this sync ran"),
            (PostgresError(kind: .statementFailed, sqlState: .queryCanceled, message: "canceling statement due to statement timeout"),
             "took too long"),
            (PostgresError(kind: .statementFailed, sqlState: .lockNotAvailable, message: "canceling statement due to lock timeout"),
             "in the middle of writing a record this sync writes"),
        ]
        for (error, expected) in cases {
            let text = message(error)
            #expect(text.contains(expected), "\(text)")
            #expect(text.contains("nothing was pushed"), "\(text)")
            for raw in ["violates", "duplicate key", "canceling statement", "_fkey", "_pkey"] {
                #expect(!text.contains(raw), "\(text)")
            }
        }
    }

    @Test func aLimitOfTheServerIsToldInItsOwnWordsWithWhatToDo() {
        let limit = PostgresError(
            kind: .statementFailed, sqlState: .programLimitExceeded,
            message: "the vehicle clio-3f holds 100001 records on the household server, more than the 100000 it keeps for one vehicle")
        #expect(message(limit) == "the household server failed: the vehicle clio-3f holds 100001 records on the household server, more than "
            + "the 100000 it keeps for one vehicle; nothing was pushed: remove records of it on this device, then sync; nothing was changed on this device")
    }

    @Test func aLimitThatNamesItsRuleIsTypedWithItsValues() {
        let limit = PostgresError(
            kind: .statementFailed, sqlState: .programLimitExceeded,
            message: "the vehicle clio-3f holds 100001 records on the household server, more than the 100000 it keeps for one vehicle",
            detail: #"{"limit": 100000, "records": 100001, "vehicle": "clio-3f"}"#, constraint: "vehicle_record_limit")
        let error = HouseholdSynchronizer.pushError(limit, link: link)
        #expect(error == .failure(.vehicleRecords(vehicle: "clio-3f", records: 100_001, limit: 100_000)))
        // English as before: the server's sentence, then what to do.
        #expect("\(error)" == "the household server failed: the vehicle clio-3f holds 100001 records on the household server, more than "
            + "the 100000 it keeps for one vehicle; nothing was pushed: remove records of it on this device, then sync; nothing was changed on this device")
        // A rule whose detail is not what it carries is no rule: the server's words.
        let garbled = PostgresError(
            kind: .statementFailed, sqlState: .programLimitExceeded, message: "quota", detail: "ahead", constraint: "vehicle_record_limit")
        #expect(HouseholdSynchronizer.pushError(garbled, link: link) == .failure(.overLimitInServerWords("quota")))
    }
}
