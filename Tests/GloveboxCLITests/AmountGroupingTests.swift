import Foundation
import Testing

/// Issue 26: amounts in text output are grouped as distances are (`1,234.56 EUR`); `--json` keeps the
/// plain decimal text scripts read.
@Suite struct AmountGroupingTests {
    let cli = CLIHarness(now: "2026-11-29T12:00:00Z")

    @Test func largeAmountsAreGroupedInTextAndPlainInJSON() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let added = cli.succeed("expense", "add", "clio", "1234567.89", "EUR", "--category", "repair", "--date", "2026-11-20").output
        #expect(added.hasPrefix("added repair expense 1,234,567.89 EUR on 2026-11-20"), "\(added)")
        cli.succeed("expense", "add", "clio", "765.11", "EUR", "--date", "2026-11-21")
        let spend = cli.succeed("spend").output
        // 1,234,567.89 + 765.11 = 1,235,333.00.
        #expect(spend.contains("1,235,333.00 EUR"), "\(spend)")
        let list = cli.succeed("expense", "list").output
        #expect(list.contains("1,234,567.89 EUR") && list.contains(" 765.11 EUR"), "\(list)")
        let rows = try #require(try cli.json("expense", "list", "--json") as? [[String: Any]])
        #expect(Set(rows.compactMap { $0["amount"] as? String }) == ["1234567.89", "765.11"])
    }
}
