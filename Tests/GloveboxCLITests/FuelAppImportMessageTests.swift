import Foundation
import Testing

/// What the fuel apps' imports say: the `--restore-removed` their messages name is an option they
/// take, the currency sign a file writes is named, and days are written in ISO 8601 whatever the
/// file wrote.
@Suite struct FuelAppImportMessageTests {
    func expenses(_ cli: CLIHarness) throws -> [[String: Any]] {
        try #require(try cli.json("expense", "list", "--limit", "1000", "--json") as? [[String: Any]])
    }

    @Test func aRemovedRecordOfADrivvoImportComesBackWithTheOptionItsMessageNames() throws {
        let cli = CLIHarness.signedIn()
        let file = CLIHarness.fixtures.appendingPathComponent("fuel-apps/drivvo-export.csv").path
        cli.succeed("import", "drivvo", file, "--currency", "BRL")
        // The parking expense of 2024-02-20, line 21 of the file.
        let parking = try #require(try expenses(cli).first { $0["date"] as? String == "2024-02-20" })
        cli.succeed("expense", "remove", try #require(parking["id"] as? String))

        let again = cli.succeed("import", "drivvo", file, "--currency", "BRL")
        #expect(again.output.contains(
            "left out 1 row whose record was removed since an earlier import (--restore-removed brings it back): "
                + "drivvo-export.csv:21\n"), "\(again.output)")
        let restored = cli.succeed("import", "drivvo", file, "--currency", "BRL", "--restore-removed")
        #expect(restored.output.hasPrefix("imported 1 new record into 'Onix'"), "\(restored.output)")
        #expect(restored.output.contains("brought back 1 row whose record was removed since an earlier import: drivvo-export.csv:21"))
        #expect(try expenses(cli).contains { $0["date"] as? String == "2024-02-20" })
    }

    @Test(arguments: [("$", "USD"), ("€", "EUR"), ("£", "GBP")])
    func aFileThatWritesACurrencySignIsSaidToWriteIt(sign: String, code: String) throws {
        let cli = CLIHarness.signedIn()
        let path = try cli.write(
            """
            date,odometer,litres,cost
            2024-01-04,48210,41.37,\(sign)70.29
            2024-01-19,48862,40.12,\(sign)67.76

            """, to: "signed.csv")
        let result = cli.succeed("import", "csv", path, "--vehicle", "Golf", "--distance-unit", "km")
        #expect(result.output.contains("\ncosts in \(code): the file writes \(sign)"), "\(result.output)")
        #expect(!result.output.contains("no currency sign"))
    }

    @Test func aBackwardsReadingIsToldWithItsDayInISO8601WhateverTheFileWrote() throws {
        let cli = CLIHarness.signedIn()
        // Day first, as German spreadsheets write it: the second reading is lower than the first.
        let path = try cli.write(
            """
            Date,Odometer,Liters,Total Cost
            03.01.2024,12345,"45,30","81,09"
            17.01.2024,12300,"43,85","78,49"

            """, to: "tanken.csv")
        let result = cli.succeed(
            "import", "csv", path, "--vehicle", "Golf", "--distance-unit", "km", "--currency", "EUR", "--day-order", "day-first")
        #expect(result.output.contains("tanken.csv:3: odometer 12,300 is lower than 12,345 on 2024-01-03 (tanken.csv:2)"),
                "\(result.output)")
    }
}
