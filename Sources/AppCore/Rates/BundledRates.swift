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
    public static let table: BundledRateTable? = text.flatMap(BundledRateTable.init(csv:))

    /// The table's `edition` (`"none"` without one), read once per process without making the table:
    /// every change that touches spend totals asks which rates converted them, and splitting the
    /// file's lines to answer cost an import ~90 M instructions when it then converted nothing.
    /// `BundledRatesEditionTests` holds it to the table's.
    public static let edition: String = text.flatMap(BundledRateTable.edition(ofTableIn:)) ?? "none"

    /// The bundled file's text, `nil` when the build lacks it or it is not UTF-8.
    private static var text: String? {
        guard let url = Bundle.module.url(forResource: resourceName, withExtension: "csv") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

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
