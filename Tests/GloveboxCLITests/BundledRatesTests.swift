import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import Testing
import WidgetContract

/// Every logbook converts with the bundled ECB rates from its first day, beneath the rates its user
/// imports; a home currency nothing converts into is refused; each missing rate gets its own fix.
@Suite struct BundledRatesTests {
    let cli = CLIHarness(now: "2026-11-20T12:00:00Z")

    init() {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
    }

    func store() throws -> GarageStore {
        try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
    }

    /// The spend report's total for October 2026, as printed in its table.
    func octoberTotal() -> String? {
        let table = cli.succeed("spend").output
        return table.split(separator: "\n").first { $0.hasPrefix("2026-10") }?
            .split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
    }

    @Test func aNewLogbookConvertsWithTheBundledRatesWithoutStoringThem() throws {
        // 100 USD on 2026-10-15 at the ECB's 1.1208 USD per EUR of that day: 89.2219… EUR.
        cli.succeed("expense", "add", "clio", "100", "USD", "--date", "2026-10-15")
        #expect(octoberTotal() == "89.22")
        #expect(try store().rates.count() == 0, "nothing is copied into the logbook (or its exports)")
    }

    @Test func ratesTheUserImportedWinOverTheBundledOnes() throws {
        let file = cli.home.appending("my-rates.csv").path
        try Data("Date,USD,\n2026-10-15,2.0000,\n".utf8).write(to: URL(fileURLWithPath: file))
        cli.succeed("rates", "import", file)
        cli.succeed("expense", "add", "clio", "100", "USD", "--date", "2026-10-15")
        #expect(octoberTotal() == "50.00")
        // The bundled rates still fill the days the user's file lacks: 100 USD at 2026-10-01's 1.1298
        // is 88.51 EUR (Python's decimal, half to even).
        cli.succeed("expense", "add", "clio", "100", "USD", "--date", "2026-10-01")
        #expect(octoberTotal() == "138.51")
        #expect(try store().rates.count() == 1)
    }

    @Test func theDemoNoLongerCopiesTheBundledRatesOverImportedOnes() throws {
        // A device with imported rates and no records, where the demo seeds its garage.
        let fresh = CLIHarness(now: "2026-11-20T12:00:00Z")
        let file = fresh.home.appending("my-rates.csv").path
        try Data("Date,USD,\n2026-10-15,2.0000,\n".utf8).write(to: URL(fileURLWithPath: file))
        fresh.succeed("rates", "import", file)
        #expect(fresh.succeed("demo").output.hasPrefix("seeded a demo garage"))
        let store = try GarageStore(path: fresh.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        #expect(try store.rates.count() == 1)
        let kept = try store.rates.exchangeRates(
            currencies: [try #require(try? CurrencyCode("USD"))], from: try CalendarDay(parsing: "2026-10-15"),
            through: try CalendarDay(parsing: "2026-10-15"))
        #expect(kept.rate(for: try CurrencyCode("USD"), on: try CalendarDay(parsing: "2026-10-15"))?.perEuro == 2)
    }

    @Test func aHomeCurrencyNothingConvertsIntoIsRefusedWhileExpensesWouldDropOut() throws {
        cli.succeed("expense", "add", "clio", "45", "EUR", "--date", "2026-11-02")
        let refused = cli.run("prefs", "set", "currency", "MAD")
        #expect(refused.status == 2)
        #expect(refused.errors.hasPrefix(
            "glovebox: home currency MAD is refused: no rate source converts into it (the ECB publishes no MAD rate and the logbook has none), so 1 expense in another currency would drop out of every total;"))
        #expect(cli.succeed("prefs", "get", "currency").output == "currency: EUR\n")
        // Currencies a source converts into are taken as before.
        #expect(cli.succeed("prefs", "set", "currency", "GBP").output == "currency: GBP\n")
    }

    @Test func aHomeCurrencyNothingConvertsIntoIsTakenWhenNoExpenseWouldDropOut() throws {
        // Someone who pays in dirhams only keeps dirham totals.
        #expect(cli.succeed("prefs", "set", "currency", "MAD").output == "currency: MAD\n")
        cli.succeed("expense", "add", "clio", "300", "MAD", "--date", "2026-11-02")
        let spend = cli.succeed("spend").output
        #expect(spend.contains("2026-11  300.00 MAD"))
        // A euro expense then gets the one fix that works: its own rate, in dirhams.
        cli.succeed("expense", "add", "clio", "10", "EUR", "--date", "2026-11-03")
        #expect(cli.succeed("spend").output.contains(
            "  1 record: the ECB publishes no MAD rate, so no rates file has one; give each expense its own rate in MAD ('glovebox expense edit ID --rate R'), or choose another home currency\n"))
    }

    @Test func eachMissingRateIsToldWhatFixesIt() throws {
        for (amount, currency, day) in [("10", "MAD", "2026-11-02"), ("10", "USD", "2026-11-16"), ("10", "RUB", "2026-10-05")] {
            cli.succeed("expense", "add", "clio", amount, currency, "--date", day)
        }
        let spend = cli.succeed("spend").output
        #expect(spend.contains("3 records had no exchange rate for their date and are not in the totals:\n"))
        #expect(spend.contains(
            "  1 record: the ECB publishes no MAD rate, so no rates file has one; give each its own rate ('glovebox expense edit ID --rate R', in EUR per 1 MAD)\n"))
        #expect(spend.contains(
            "  1 record: the USD rates end on 2026-10-30, before their dates; import newer ECB rates with 'glovebox rates import FILE' (eurofxref-hist.csv)\n"))
        #expect(spend.contains(
            "  1 record: the ECB published no RUB rate for their dates or the week before; give each its own rate ('glovebox expense edit ID --rate R', in EUR per 1 RUB)\n"))
        // A rates import is suggested only where a rates file can have the rate.
        #expect(spend.components(separatedBy: "rates import").count == 2)
    }
}
