import Foundation
import GarageStorage

/// The ECB reference rates shipped with the app (real figures from 2024 on), so that the demo
/// converts its foreign expenses without a network.
public enum BundledRates {
    /// The resource's name.
    public static let resourceName = "eurofxref-2024-2026"

    /// The bundled rates, parsed.
    public static func load() throws -> ECBRatesParser.Result {
        guard let url = Bundle.module.url(forResource: resourceName, withExtension: "csv") else {
            throw AppError.bundledRatesUnavailable("\(resourceName).csv is missing from this build")
        }
        let parsed = try ECBRatesParser(fileName: url.lastPathComponent).parse(try String(contentsOf: url, encoding: .utf8))
        guard parsed.range != nil else { throw AppError.bundledRatesUnavailable("\(resourceName).csv holds no rates") }
        return parsed
    }
}
