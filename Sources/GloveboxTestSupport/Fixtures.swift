import Foundation

/// Files under `Tests/Fixtures`, found from this source file's location so that tests run
/// the same from any working directory.
public enum Fixtures {
    /// The package's root directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // GloveboxTestSupport
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()

    /// `Tests/Fixtures/<relativePath>`.
    public static func url(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    /// The bytes of a fixture file.
    public static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }
}
