import Foundation
import GloveboxTestSupport
import Testing

/// Compares a drawing with its golden file in `Snapshots/` (or rewrites the file, and fails, when
/// `GLOVEBOX_UPDATE_GOLDENS=1` is set; see `Goldens`). Every drawing compared here is also checked
/// by `DrawingOracle` against what the test works out from the drawing's inputs.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in Goldens.check(actual, against: directory.appendingPathComponent(name)) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }
}
