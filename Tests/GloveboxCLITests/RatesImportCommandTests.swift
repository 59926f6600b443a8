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
            imported 2 rates for 1 currency over 2 days (2026-10-29 to 2026-10-30); 2 new, 0 cells without a rate; \
            skipped 1 column of an unknown currency: XAU

            """)
    }

    @Test func aFileThatIsNotThereOrIsADirectoryIsNamedWithWhyAndExits2() throws {
        let cli = CLIHarness()
        _ = cli.succeed("login", "rates@example.com")
        let missing = cli.home.appending("missing.csv").path
        for (path, why) in [(missing, "no such file"), (cli.home.path, "it is a directory, not a file")] {
            for command in [["rates", "import", path], ["restore", path], ["import", "csv", path]] {
                let result = cli.run(command)
                #expect(result.status == 2, "\(command): \(result.errors)")
                #expect(result.errors == "glovebox: cannot read '\(path)': \(why)\n", "\(command): \(result.errors)")
            }
        }
    }
}
