import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Since logbook step 27 the spend totals count an expense under the currency the reads make of it
/// (`CurrencyCode`: `eur` is EUR) and leave out one whose currency the reads do not know (`XYZ`):
/// step 26 kept a total for `eur` beside EUR's and one for `XYZ`, so doctor's recomputation and the
/// totals disagreed after such a hand edit, and a repair could not mend it.
@Suite struct SpendCurrencyCountingTests {
    let directory = TemporaryDirectory(prefix: "glovebox-spend-currency")

    /// The step's code lists are `CurrencyCode`'s table, each code under its first letter, once.
    @Test func theKnownCodesAreTheTablesCodes() {
        let listed = SpendAmountSQL.knownCodesByLetter.flatMap { group in
            group.codes.split(separator: " ").map { (group.letter, String($0)) }
        }
        #expect(listed.allSatisfy { $0.1.hasPrefix($0.0) && $0.1.count == 3 })
        #expect(listed.map(\.1).sorted() == CurrencyCode.all.map(\.code))
        #expect(Set(SpendAmountSQL.knownCodesByLetter.map(\.letter)).count == SpendAmountSQL.knownCodesByLetter.count)
    }

    /// What the SQL makes of `amount` in `currency`: the code and minor units it counts, or `nil`.
    static func counted(_ amount: String, _ currency: String, in database: Database) throws -> String? {
        let code = SpendAmountSQL.code("?2")
        return try database.firstRow(
            """
            SELECT CASE WHEN \(SpendAmountSQL.isCountedAsRead("?1", "?2", "'2026-11-01'"))
                THEN \(code) || ' ' || \(SpendAmountSQL.minorUnits("?1", code)) END
            """, [amount, currency]
        ) { $0.optionalText(0) } ?? nil
    }

    /// What the reads make of it.
    static func decoded(_ amount: String, _ currency: String) -> String? {
        guard let code = try? CurrencyCode(currency), let money = try? Money(stored: amount, currency: code) else { return nil }
        return "\(code.code) \(money.minorUnits)"
    }

    /// Seeded, replayable: currency texts drawn from letters of known and unknown codes in both
    /// cases, spaces, digits, letters whose Unicode upper case is ASCII (`ſ`, `ı`) and a Kelvin sign
    /// (`\u{212A}`, which Unicode takes for K), with amounts
    /// of 0, 2 and 3 decimals; a text on which the two disagree is shrunk to the fewest pieces that
    /// still disagree.
    @Test func theSQLCountsACurrencyExactlyAsTheReadsDecodeIt() throws {
        let database = try Database(path: directory.appending("currency.sqlite").path)
        defer { database.close() }
        let pieces = ["E", "U", "R", "e", "u", "r", "J", "P", "Y", "j", "p", "y", "B", "H", "D", "b", "h", "d",
                      "X", "Z", "x", "S", "s", "ſ", "ı", "I", "N", " ", "1", "é", "K", "W", "k", "w", "\u{212A}"]
        let amounts = ["12.50", "1200", "2.505", "0.1", "-3.000"]
        var random = SplitMix(seed: 27)
        var disagreements: [String] = []
        for _ in 0..<8_000 {
            let drawn = (0..<Int.random(in: 2...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            let amount = amounts.randomElement(using: &random)!
            let disagrees = { (list: [String]) throws -> Bool in
                let text = list.joined()
                // Only what `expense` can store: three characters, as SQLite's `length` counts them.
                guard text.unicodeScalars.count == 3 else { return false }
                return try Self.counted(amount, text, in: database) != Self.decoded(amount, text)
            }
            guard try disagrees(drawn) else { continue }
            let smallest = try ListShrinker.smallest(drawn, stillFails: disagrees).joined()
            disagreements.append("'\(smallest)' \(amount): SQL \(String(describing: try Self.counted(amount, smallest, in: database))), reads \(String(describing: Self.decoded(amount, smallest)))")
        }
        #expect(disagreements.isEmpty, "\(Set(disagreements).sorted().prefix(10))")
        // Spelled out: each letter group's first and last code, in small letters too.
        for group in SpendAmountSQL.knownCodesByLetter {
            for code in [group.codes.split(separator: " ").first!, group.codes.split(separator: " ").last!].map(String.init) {
                #expect(try Self.counted("1", code.lowercased(), in: database) == Self.decoded("1", code), "\(code)")
                #expect(try Self.counted("1", code, in: database) != nil, "\(code)")
            }
        }
        for (text, expected) in [("eur", "EUR 1250"), ("Eur", "EUR 1250"), ("XYZ", nil), ("uſd", nil), ("EU ", nil), ("jpy", nil), ("\u{212A}WD", nil)] {
            #expect(try Self.counted("12.50", text, in: database) == expected, "\(text)")
            #expect(Self.decoded("12.50", text) == expected, "\(text)")
        }
    }

    /// A logbook at step 26 with hand-edited currencies takes step 27: its totals then agree with
    /// the recomputation, and the triggers keep them so through edits of such rows.
    @Test func theStepCountsHandEditedCurrenciesAsTheReadsDo() throws {
        let file = directory.appending("step26.sqlite").path
        let database = try Database(path: file)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(26))).migrate(database)
        try database.executeScript("""
            INSERT INTO vehicle (id, name, unit, position) VALUES ('clio', 'Clio', 'km', 0);
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES
                ('e1', 'clio', '2026-11-02', '30.00', 'EUR', 'fuel'),
                ('e2', 'clio', '2026-11-03', '12.50', 'eur', 'fuel'),
                ('e3', 'clio', '2026-11-04', '5.00', 'XYZ', 'fuel'),
                ('e4', 'clio', '2026-11-05', '1200', 'jpy', 'fuel');
            """)
        func kept() throws -> [String] {
            try database.rows("SELECT month, currency, minor_units, record_count FROM spend_month ORDER BY month, currency") {
                "\($0.text(0)) \($0.text(1)) \($0.int(2))×\($0.int(3))"
            }
        }
        // Step 26 kept the stored texts, and read `jpy` as a code of two decimals.
        #expect(try kept() == ["2026-11 EUR 3000×1", "2026-11 XYZ 500×1", "2026-11 eur 1250×1", "2026-11 jpy 120000×1"])

        #expect(try LogbookSchema.migrator.migrate(database) == Array(27...LogbookSchema.migrator.latestVersion))
        #expect(try kept() == ["2026-11 EUR 4250×2", "2026-11 JPY 1200×1"])

        // The triggers: a code put in small letters, a known code written over an unknown one, a
        // row moved to another month, a lowercase row removed.
        try database.execute("UPDATE expense SET currency = 'usd' WHERE id = 'e1'")
        #expect(try kept() == ["2026-11 EUR 1250×1", "2026-11 JPY 1200×1", "2026-11 USD 3000×1"])
        try database.execute("UPDATE expense SET currency = 'Eur' WHERE id = 'e3'")
        #expect(try kept() == ["2026-11 EUR 1750×2", "2026-11 JPY 1200×1", "2026-11 USD 3000×1"])
        try database.execute("UPDATE expense SET day = '2026-10-30' WHERE id = 'e2'")
        try database.execute("INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('e5', 'clio', '2026-11-06', '1.00', 'xyz', 'fuel')")
        try database.execute("DELETE FROM expense WHERE id = 'e4'")
        #expect(try kept() == ["2026-10 EUR 1250×1", "2026-11 EUR 500×1", "2026-11 USD 3000×1"])
        database.close()

        let store = try GarageStore(path: file)
        defer { store.close() }
        #expect(try store.spendMonthDifferences().isEmpty)
        // The rows the totals leave out are the ones the spend read meets through the index.
        let uncounted = try store.database.rows("SELECT id FROM expense INDEXED BY expense_uncounted_by_day WHERE \(LogbookSchema.uncountedExpense) ORDER BY id") { $0.text(0) }
        #expect(uncounted == ["e5"])
    }

    /// A converted sum is remembered under the code the reads make of a currency, so an edit of a
    /// row stored in small letters forgets it.
    @Test func anEditOfALowercaseRowForgetsItsConvertedSum() throws {
        let database = try Database(path: directory.appending("converted.sqlite").path)
        defer { database.close() }
        try LogbookSchema.migrator.migrate(database)
        try database.executeScript("""
            INSERT INTO vehicle (id, name, unit, position) VALUES ('clio', 'Clio', 'km', 0);
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('e1', 'clio', '2026-11-02', '30.00', 'gbp', 'fuel');
            """)
        func remember() throws {
            try database.execute("""
                INSERT INTO spend_month_converted (vehicle_id, month, currency, home_currency, rates_edition, minor_units, record_count, unconverted, rate_currencies)
                VALUES ('clio', '2026-11', 'GBP', 'EUR', 'test', 3400, 1, '', ' GBP ')
                """)
        }
        func remembered() throws -> Int { try database.firstRow("SELECT count(*) FROM spend_month_converted") { $0.int(0) } ?? -1 }
        try remember()
        try database.execute("UPDATE expense SET amount = '31.00' WHERE id = 'e1'")
        #expect(try remembered() == 0)
        try remember()
        try database.execute("INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('e2', 'clio', '2026-11-03', '1.00', 'Gbp', 'fuel')")
        #expect(try remembered() == 0)
        try remember()
        try database.execute("DELETE FROM expense WHERE id = 'e2'")
        #expect(try remembered() == 0)
    }

    /// An import's deferred totals count lowercase codes as the triggers do.
    @Test func theDeferredFillCountsLowercaseCodesAsTheTriggersDo() throws {
        let store = try GarageStore(path: directory.appending("app/" + GarageStore.fileName).path)
        defer { store.close() }
        try store.database.executeScript("""
            INSERT INTO vehicle (id, name, unit, position) VALUES ('clio', 'Clio', 'km', 0);
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('e1', 'clio', '2026-11-02', '30.00', 'EUR', 'fuel');
            """)
        try store.write { store in
            try store.deferringSpendMonths {
                try store.database.execute("""
                    INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES
                        ('e2', 'clio', '2026-11-04', '1.25', 'eur', 'fuel'), ('e3', 'clio', '2026-11-05', '2.50', 'xyz', 'fuel'),
                        ('e4', 'clio', '2026-12-01', '7', 'jpy', 'fuel')
                    """)
            }
        }
        let kept = try store.database.rows("SELECT month, currency, minor_units, record_count FROM spend_month ORDER BY month, currency") {
            "\($0.text(0)) \($0.text(1)) \($0.int(2))×\($0.int(3))"
        }
        #expect(kept == ["2026-11 EUR 3125×2", "2026-12 JPY 7×1"])
        #expect(try store.spendMonthDifferences().isEmpty)
        #expect(try store.database.firstRow("SELECT count(*) FROM spend_month_pending") { $0.int(0) } == 0)
    }
}
