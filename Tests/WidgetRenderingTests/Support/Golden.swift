import Foundation
import Testing

/// Compares output with a golden file in `Snapshots/`, or rewrites the file when
/// `GLOVEBOX_UPDATE_GOLDENS=1` is set.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["GLOVEBOX_UPDATE_GOLDENS"] == "1"
    }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isUpdating {
            // Golden files are test data, not shared state: a plain write is enough.
            if !FileManager.default.createFile(atPath: url.path, contents: Data(actual.utf8)) {
                Issue.record("cannot write golden file \(name)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with GLOVEBOX_UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
            let line = first.map { "line \($0.offset + 1): expected «\($0.element.0)», got «\($0.element.1)»" }
                ?? "expected \(expectedLines.count) lines, got \(actualLines.count)"
            Issue.record("\(name) differs from its golden file at \(line)", sourceLocation: sourceLocation)
        }
    }
}
