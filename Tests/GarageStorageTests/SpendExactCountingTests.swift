import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Since logbook step 26 the spend totals count an expense exactly when the reads decode its amount
/// (`Money(stored:currency:)`): step 17 counted `12.505` EUR as 12.50 while every read, and doctor's
/// recomputation, left the row out as damaged, and a repair filled the totals with the same SQL.
@Suite struct SpendExactCountingTests {
    let directory = TemporaryDirectory(prefix: "glovebox-spend-exact")

    /// Currencies with 0, 2, 3 and 4 decimals.
    static let currencies = ["JPY", "EUR", "BHD", "CLF"]

    /// What the SQL makes of `amount` in `currency`: its minor units when it counts, else `nil`.
    static func counted(_ amount: String, _ currency: String, in database: Database) throws -> Int? {
        let counted = SpendAmountSQL.isCountedExactly("?1", "?2", "'2026-11-01'")
        return try database.firstRow(
            "SELECT CASE WHEN \(counted) THEN \(SpendAmountSQL.minorUnits("?1", "?2")) END", [amount, currency]
        ) { $0.optionalInt(0) } ?? nil
    }

    /// What the reads make of it.
    static func decoded(_ amount: String, _ currency: String) -> Int? {
        (try? Money(stored: amount, currency: try CurrencyCode(currency)))?.minorUnits
    }

    /// Seeded, replayable: amounts drawn from pieces that make decimal text, long fractions, trailing
    /// zeros and more digits than 15; a text on which the two disagree is shrunk to the fewest pieces
    /// that still disagree.
    @Test func theSQLCountsAnAmountExactlyWhenTheReadsDecodeIt() throws {
        let database = try Database(path: directory.appending("exact.sqlite").path)
        defer { database.close() }
        let pieces = ["0", "0", "1", "5", "9", "12", "000", "500", ".", ".", "-", "999999999", "+", " "]
        var random = SplitMix(seed: 26)
        var disagreements: [String] = []
        for _ in 0..<6_000 {
            let drawn = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            for currency in Self.currencies {
                let disagrees = { (list: [String]) throws -> Bool in
                    let text = list.joined()
                    return try Self.counted(text, currency, in: database) != Self.decoded(text, currency)
                }
                guard try disagrees(drawn) else { continue }
                let smallest = try ListShrinker.smallest(drawn, stillFails: disagrees).joined()
                disagreements.append("'\(smallest)' \(currency): SQL \(String(describing: try Self.counted(smallest, currency, in: database))), reads \(String(describing: Self.decoded(smallest, currency)))")
            }
        }
        #expect(disagreements.isEmpty, "\(Set(disagreements).sorted().prefix(10))")
        // The texts the step was for, and their neighbours, spelled out.
        let cases: [(String, String, Int?)] = [
            ("12.505", "EUR", nil), ("12.500", "EUR", 1250), ("12.5", "EUR", 1250), ("1200.00", "JPY", 1200),
            ("1200.01", "JPY", nil), ("-0.05", "EUR", -5), ("2.5005", "BHD", nil), ("2.5000", "BHD", 2500),
            ("9999999999999.99", "EUR", 999_999_999_999_999), ("99999999999999.9", "EUR", nil),
            ("0000000000000012", "EUR", 1200), ("+12", "EUR", nil), ("lots", "EUR", nil),
        ]
        for (text, currency, units) in cases {
            #expect(try Self.counted(text, currency, in: database) == units, "\(text) \(currency)")
            #expect(Self.decoded(text, currency) == units, "\(text) \(currency)")
        }
    }

    @Test func aLogbookThatLostATriggerStillTakesTheStep() throws {
        let database = try Database(path: directory.appending("lost-trigger.sqlite").path)
        defer { database.close() }
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(25))).migrate(database)
        try database.execute("DROP TRIGGER spend_month_after_delete")
        try database.execute("DROP INDEX expense_uncounted_by_day")

        #expect(try LogbookSchema.migrator.migrate(database) == Array(26...LogbookSchema.migrator.latestVersion))

        let found = Set(try LogbookSchema.objects(in: database).map(\.name))
        #expect(found.isSuperset(of: ["spend_month_after_insert", "spend_month_after_delete", "spend_month_after_update", "expense_uncounted_by_day"]))
        #expect(try LogbookSchema.objects(in: database) == (try LogbookSchema.expectedObjects()))
    }

    @Test func theRepairAndTheDeferredFillCountAsTheTriggersDo() throws {
        let store = try GarageStore(path: directory.appending("app/" + GarageStore.fileName).path)
        defer { store.close() }
        try store.database.executeScript("""
            INSERT INTO vehicle (id, name, unit, position) VALUES ('clio', 'Clio', 'km', 0);
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES
                ('e1', 'clio', '2026-11-02', '30.000', 'EUR', 'fuel'), ('e2', 'clio', '2026-11-03', '12.505', 'EUR', 'fuel');
            """)
        try store.write { try $0.rebuildSpendMonths() }
        #expect(try store.spendMonthDifferences().isEmpty)
        // Inserted while deferred, settled by the fill of the noted months.
        try store.write { store in
            try store.deferringSpendMonths {
                try store.database.execute(
                    "INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('e3', 'clio', '2026-11-04', '1.001', 'EUR', 'fuel'), ('e4', 'clio', '2026-11-05', '2.50', 'EUR', 'fuel')")
            }
        }
        #expect(try store.database.firstRow("SELECT minor_units, record_count FROM spend_month") { "\($0.int(0))×\($0.int(1))" } == "3250×2")
        #expect(try store.spendMonthDifferences().isEmpty)
    }

    @Test func theStepCountsAgainWhatTheReadsLeaveOutAndTheTriggersKeepDoingSo() throws {
        let file = directory.appending("step25.sqlite").path
        let database = try Database(path: file)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(25))).migrate(database)
        try database.executeScript("""
            INSERT INTO vehicle (id, name, unit, position) VALUES ('clio', 'Clio', 'km', 0), ('golf', 'Golf', 'km', 1);
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES
                ('e1', 'clio', '2026-11-02', '30.000', 'EUR', 'fuel'),
                ('e2', 'clio', '2026-11-03', '12.505', 'EUR', 'fuel'),
                ('e3', 'golf', '2026-11-02', '1200.00', 'JPY', 'fuel'),
                ('e4', 'golf', '2026-11-04', '9999999999999999', 'JPY', 'fuel');
            """)
        func kept() throws -> [String] {
            try database.rows(
                "SELECT vehicle_id, month, currency, minor_units, record_count FROM spend_month ORDER BY vehicle_id, currency"
            ) { "\($0.text(0)) \($0.text(1)) \($0.text(2)) \($0.int(3))×\($0.int(4))" }
        }
        // Step 17's triggers counted what the reads leave out.
        #expect(try kept() == ["clio 2026-11 EUR 4250×2", "golf 2026-11 JPY 10000000000001199×2"])

        #expect(try LogbookSchema.migrator.migrate(database) == Array(26...LogbookSchema.migrator.latestVersion))

        #expect(try kept() == ["clio 2026-11 EUR 3000×1", "golf 2026-11 JPY 1200×1"])
        // And the triggers count so from now on: an edit to a damaged amount and back.
        try database.execute("UPDATE expense SET amount = '45.555' WHERE id = 'e1'")
        #expect(try kept() == ["golf 2026-11 JPY 1200×1"])
        try database.execute("UPDATE expense SET amount = '45.550' WHERE id = 'e1'")
        try database.execute("INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('e5', 'clio', '2026-11-05', '0.001', 'EUR', 'fuel')")
        #expect(try kept() == ["clio 2026-11 EUR 4555×1", "golf 2026-11 JPY 1200×1"])
        try database.execute("DELETE FROM expense WHERE id IN ('e2', 'e5')")
        #expect(try kept() == ["clio 2026-11 EUR 4555×1", "golf 2026-11 JPY 1200×1"])
        database.close()
        let store = try GarageStore(path: file)
        defer { store.close() }
        #expect(try store.spendMonthDifferences().isEmpty)
    }
}
