import Foundation
import GarageStorage

/// The ECB reference rates shipped with the app (real figures from 2024 on): every logbook
/// converts with them from its first day, beneath the rates its user imports (see
/// `PublishedRates`), and the demo's foreign expenses convert without a network.
public enum BundledRates {
    /// The resource's name.
    public static let resourceName = "eurofxref-2024-2026"

    /// The bundled file as a rate table, read once per process, when first asked (see
    /// `BundledRateSource`); `nil` when the build lacks the file (the logbook then converts with its
    /// own rates only).
    public static let table: BundledRateTable? = {
        guard let url = Bundle.module.url(forResource: resourceName, withExtension: "csv"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return nil }
        return BundledRateTable(csv: text)
    }()

    /// The bundled rates, parsed whole (what the demo dates its garage by).
    public static func load() throws -> ECBRatesParser.Result {
        guard let url = Bundle.module.url(forResource: resourceName, withExtension: "csv") else {
            throw AppError.bundledRatesUnavailable("\(resourceName).csv is missing from this build")
        }
        let parsed = try ECBRatesParser(fileName: url.lastPathComponent).parse(try String(contentsOf: url, encoding: .utf8))
        guard parsed.range != nil else { throw AppError.bundledRatesUnavailable("\(resourceName).csv holds no rates") }
        return parsed
    }
}
