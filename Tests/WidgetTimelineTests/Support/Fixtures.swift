import Foundation
import WidgetContract

/// The golden snapshot fixtures the contract tests share, in `Tests/Fixtures/snapshots/`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/snapshots")

    /// The names of the JSON files in `valid` or `invalid`.
    static func names(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "manifest.json" }.sorted()
    }

    /// A fixture's bytes.
    static func data(_ folder: String, _ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent(name))
    }

    /// A valid fixture, decoded.
    static func snapshot(_ name: String) throws -> WidgetsSnapshot {
        try SnapshotCoding.decode(WidgetsSnapshot.self, from: data("valid", name))
    }
}
