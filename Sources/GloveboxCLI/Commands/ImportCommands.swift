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
        let words = invocation.words
        var line = words.text(.ratesImported, [
            "rates": words.plural(.ratesCount, count: parsed.rates.count, shown: words.number(parsed.rates.count)),
            "currencies": words.plural(.ratesCurrencies, count: parsed.currencies.count),
            "days": words.plural(.ratesDays, count: parsed.days, shown: words.number(parsed.days)),
        ])
        if let range = parsed.range { line += words.text(.ratesRange, ["first": words.day(range.lowerBound), "last": words.day(range.upperBound)]) }
        line += words.text(.ratesNew, [
            "new": words.number(added), "missing": words.plural(.ratesMissingCells, count: parsed.missing, shown: words.number(parsed.missing)),
        ])
        if !parsed.skippedCurrencies.isEmpty {
            line += words.plural(.ratesSkipped, count: parsed.skippedCurrencies.count, ["codes": parsed.skippedCurrencies.joined(separator: ", ")])
        }
        invocation.console.line(line)
    }
}
