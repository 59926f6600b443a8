import Foundation

/// The data files committed under `Tests/Fixtures/` (where each came from: its README), read by
/// path so that no test depends on anything outside the repository or on the package being writable.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The LubeLogger demo export (a 1992 Jeep Cherokee, miles, USD).
    static let lubeLoggerDemo = directory.appendingPathComponent("lubelogger-demo")

    /// The ECB's `eurofxref-hist.csv`, verbatim: its header and every row from 2023-12-01 to 2026-10-30.
    static let ecbRates = directory.appendingPathComponent("ecb/eurofxref-2023-12-to-2026-10.csv")

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}
