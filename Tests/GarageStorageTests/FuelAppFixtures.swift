import Foundation
import GarageRules
@testable import GarageStorage

/// The fuel-app export fixtures under `Tests/Fixtures/fuel-apps/`, written from each app's documented
/// headers, and small helpers for their expected values.
enum FuelAppFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuel-apps")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    static func text(_ name: String) throws -> String { try String(contentsOf: url(name), encoding: .utf8) }

    static func parse(_ name: String, _ options: FuelAppImportOptions = FuelAppImportOptions(), as app: FuelApp? = nil)
        throws -> FuelAppImport {
        try FuelAppParser(options: options).parse(file: url(name), as: app)
    }

    static func money(_ amount: String, _ code: String) throws -> Money {
        try Money(parsing: amount, currency: CurrencyCode(code))
    }

    static func decimal(_ text: String) -> Decimal {
        // Safe: test literals are plain decimals.
        ExchangeRate.parseDecimal(text)!
    }
}
