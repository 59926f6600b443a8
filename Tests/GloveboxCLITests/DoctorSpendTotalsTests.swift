import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// `glovebox doctor` checks the spend totals the logbook keeps (`spend_month`) against the expenses
/// they sum, and the converted sums it remembers (`spend_month_converted`) against a conversion
/// again, names the months that differ and fails; `doctor --repair` sums them again (and forgets the
/// converted sums), and the spend the user sees is right again.
@Suite struct DoctorSpendTotalsTests {
    let cli = CLIHarness(now: "2026-11-29T19:20:00Z")

    var logbook: String { cli.home.path + "/app/" + GarageStore.fileName }

    /// Runs SQL against the logbook, as a hand edit would change it.
    func edit(_ sql: String) throws {
        let store = try GarageStore(path: logbook)
        defer { store.close() }
        try store.database.execute(sql)
    }

    func garage() {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("expense", "add", "clio", "20.00", "EUR", "--date", "2026-11-05")
        cli.succeed("expense", "add", "clio", "5.50", "EUR", "--date", "2026-11-06")
    }

    @Test func aHealthyLogbooksTotalsPass() {
        garage()
        let doctor = cli.succeed("doctor")
        #expect(doctor.output.contains("[ok] spend totals: equal to the expenses they sum"))
    }

    /// An amount the totals do not count (`+5.50`, which `Money(parsing:)` reads leniently from a
    /// person) is a damaged row to every read too, and doctor names the row, not a total it could
    /// never repair.
    @Test func anAmountTheTotalsDoNotCountIsADamagedRowToEveryRead() throws {
        garage()
        try edit("UPDATE expense SET amount = '+5.50' WHERE amount = '5.50'")

        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[FAIL] logbook records: 1 damaged row"), "\(doctor.output)")
        #expect(doctor.output.contains("[ok] spend totals: equal to the expenses they sum"), "\(doctor.output)")
        // The list names the row as any damaged one, instead of showing an amount the totals lack.
        let listed = cli.run("expense", "list", "clio")
        #expect(listed.status == 1)
        #expect(listed.errors.contains("is damaged: amount '+5.50' is not a number like 1234.56"), "\(listed.errors)")
        #expect(cli.succeed("spend", "--json").output.contains(#""total" : "20.00""#), "the 20.00 EUR the totals count")
    }

    /// A currency stored in small letters by hand (`eur`) is its code to every read, and to the
    /// totals since logbook step 27, which kept a total of its own for `eur`, that doctor found
    /// different and the repair summed again the same way.
    @Test func aCurrencyInSmallLettersCountsAsItsCode() throws {
        garage()
        let right = cli.succeed("spend", "--json").output
        try edit("UPDATE expense SET currency = 'eur' WHERE amount = '5.50'")

        let doctor = cli.succeed("doctor")
        #expect(doctor.output.contains("[ok] spend totals: equal to the expenses they sum"), "\(doctor.output)")
        #expect(doctor.output.contains("[ok] logbook records"), "\(doctor.output)")
        #expect(cli.succeed("spend", "--json").output == right)
    }

    /// A currency the reads do not know (`XYZ`) makes a damaged row, which doctor names; the totals
    /// leave it out, as every read does, instead of keeping a total for it no repair could mend.
    @Test func anUnknownCurrencyIsADamagedRowAndInNoTotal() throws {
        garage()
        try edit("UPDATE expense SET currency = 'XYZ' WHERE amount = '5.50'")

        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[FAIL] logbook records: 1 damaged row"), "\(doctor.output)")
        #expect(doctor.output.contains("unknown currency 'XYZ'"), "\(doctor.output)")
        #expect(doctor.output.contains("[ok] spend totals: equal to the expenses they sum"), "\(doctor.output)")
    }

    @Test func totalsThatDifferAreNamedAndRepaired() throws {
        garage()
        let right = cli.succeed("spend", "--json").output
        try edit("UPDATE spend_month SET minor_units = 99999")
        #expect(cli.succeed("spend", "--json").output != right, "the spend read uses the kept totals")

        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[FAIL] spend totals: 1 monthly total differs from the expenses they sum"))
        #expect(doctor.output.contains("vehicle 'clio' 2026-11 EUR: kept 99999 in 2, the expenses say 2550 in 2"))
        #expect(doctor.output.contains("run glovebox doctor --repair"))

        let repair = cli.succeed("doctor", "--repair")
        #expect(repair.output.contains("repaired: the spend totals were summed again from the expenses"))
        #expect(repair.output.contains("[ok] spend totals: equal to the expenses they sum"))
        #expect(cli.succeed("spend", "--json").output == right)
    }

    @Test func aRememberedConvertedSumThatDiffersIsNamedAndForgottenByTheRepair() throws {
        garage()
        cli.succeed("expense", "add", "clio", "1200", "JPY", "--date", "2026-11-07", "--rate", "0.0062")
        let right = cli.succeed("spend", "--json").output
        #expect(cli.succeed("doctor").output.contains("[ok] spend totals: equal to the expenses they sum"))
        try edit("UPDATE spend_month_converted SET minor_units = 99999")
        #expect(cli.succeed("spend", "--json").output != right, "the spend read uses the remembered sum")

        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[FAIL] spend totals: 1 monthly total differs from the expenses they sum"))
        #expect(doctor.output.contains("vehicle 'clio' 2026-11 JPY: kept 99999 in 1, the expenses say 744 in 1"))

        cli.succeed("doctor", "--repair")
        #expect(cli.succeed("spend", "--json").output == right)
        #expect(cli.succeed("doctor").output.contains("[ok] spend totals: equal to the expenses they sum"))
    }
}
