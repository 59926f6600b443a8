import Foundation
import Testing

/// `glovebox rates import` says what it imported and what it left out.
@Suite struct RatesImportCommandTests {
    @Test func unknownCurrencyColumnsAreSkippedAndNamed() throws {
        let cli = CLIHarness()
        let file = cli.home.appending("rates.csv")
        try Data("Date,USD,XAU,\n2026-10-30,1.1172,2500,\n2026-10-29,1.113,N/A,\n".utf8).write(to: file)
        let result = cli.succeed("rates", "import", file.path)
        #expect(result.output == """
            imported 2 rates for 1 currencies over 2 days (2026-10-29 to 2026-10-30); 2 new, 0 cells without a rate; \
            skipped 1 column(s) of unknown currencies: XAU

            """)
    }
}
