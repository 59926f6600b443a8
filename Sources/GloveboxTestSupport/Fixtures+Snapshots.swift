import Foundation
import WidgetContract

extension Fixtures {
    /// The names of the snapshot fixtures in `Tests/Fixtures/snapshots/<folder>` (`valid` or `invalid`),
    /// sorted, without the folder's `manifest.json`.
    public static func snapshotNames(_ folder: String) -> [String] {
        let path = url("snapshots").appendingPathComponent(folder).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".json") && $0 != "manifest.json" }.sorted()
    }

    /// The bytes of the snapshot fixture `name` in `Tests/Fixtures/snapshots/<folder>`.
    public static func snapshotData(_ folder: String, _ name: String) throws -> Data {
        try data("snapshots/\(folder)/\(name)")
    }

    /// The valid snapshot fixture `name`, decoded.
    public static func snapshot(_ name: String) throws -> WidgetsSnapshot {
        try SnapshotCoding.decode(WidgetsSnapshot.self, from: snapshotData("valid", name))
    }
}
