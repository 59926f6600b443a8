import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage

/// `rates import`, `import lubelogger` (see `ImportCommands+LubeLogger.swift`) and the other apps'
/// imports (`ImportCommands+FuelApps.swift`).
enum ImportCommands {
    static let all = [rates, lubeLogger] + fuelApps

    static let ratesFile = Argument("FILE", help: "the CSV file")

    static let rates = GloveboxCommand(
        ["rates", "import"], summary: "import the ECB's euro reference rates (eurofxref-hist.csv)",
        arguments: [ratesFile]
    ) { invocation in
        let path = invocation.arguments[ratesFile]
        let change = try ImportRates(file: path)
        let parsed = change.parsed
        let added = try invocation.app.perform(change)
        var line = "imported \(Format.grouped(parsed.rates.count)) rates for \(parsed.currencies.count) currencies over \(Format.grouped(parsed.days)) days"
        if let range = parsed.range { line += " (\(range.lowerBound) to \(range.upperBound))" }
        line += "; \(Format.grouped(added)) new, \(Format.grouped(parsed.missing)) cells without a rate"
        if !parsed.skippedCurrencies.isEmpty {
            line += "; skipped \(parsed.skippedCurrencies.count) column(s) of unknown currencies: "
                + parsed.skippedCurrencies.joined(separator: ", ")
        }
        invocation.console.line(line)
    }
}
