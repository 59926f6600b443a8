import Foundation
import GarageRules
import Testing
@testable import GarageStorage

/// Numbers and dates read the same on every machine: the fuel-app parsers read bytes by rules of
/// the file, never the machine's locale, calendar or time zone.
@Suite struct FuelAppLocaleTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/GarageStorage/Imports/FuelApps")

    @Test func noParserSourceConsultsALocaleCalendarOrFormatter() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count > 10)
        // Each of these reads the machine's settings (or parses by them) somewhere on its path.
        let forbidden = ["Locale.current", "autoupdatingCurrent", "NumberFormatter", "DateFormatter", "Calendar.current",
                         "TimeZone.current", "Double(", "Float(", ".formatted(", "ParseStrategy", "Date.FormatStyle"]
        for name in names {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(name), encoding: .utf8)
            for word in forbidden {
                #expect(!text.contains(word), "\(name) uses \(word)")
            }
        }
    }

    @Test func aDecimalCommaFileAndADecimalPointFileOfTheSameFillsReadAlike() throws {
        // What a German and an American spreadsheet write for the same two fill-ups; the process's
        // locale is not consulted (setting it here would race the other suites), the file's numbers are.
        let german = "date,odometer,litres,cost\n03.01.2024,12.345,\"45,30\",\"1.081,09\"\n17.01.2024,12.987,\"43,85\",\"78,49\"\n"
        let american = "date,odometer,litres,cost\n01/03/2024,\"12,345\",45.30,\"1,081.09\"\n01/17/2024,\"12,987\",43.85,78.49\n"
        let parser = FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR")))
        // The rows as written differ (their sources); what they say does not.
        let fromGerman = try parser.parse(text: german, fileName: "s.csv").fillUps.map { fill in
            var fill = fill
            fill.source = nil
            return fill
        }
        let fromAmerican = try parser.parse(text: american, fileName: "s.csv").fillUps.map { fill in
            var fill = fill
            fill.source = nil
            return fill
        }
        #expect(fromGerman == fromAmerican)
        #expect(fromGerman[0].cost == (try FuelAppFixtures.money("1081.09", "EUR")))
        #expect(fromGerman.map(\.odometer) == [12_345, 12_987])
    }
}
