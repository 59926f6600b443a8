import Foundation
import Testing

/// The sync says its own reasons by type (`SyncServerFailure`), which the command line translates:
/// `SyncError.serverFailed` carries only what PostgreSQL, libpq or another error said in its own words.
@Suite struct SyncOwnWordsTests {
    @Test func noSentenceOfTheSyncsOwnIsPassedAsAServerFailure() throws {
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        var offences: [String] = []
        for module in ["HouseholdSync", "GloveboxCLI", "AppCore"] {
            let directory = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    // A literal that starts with words: `.serverFailed("the …")`; a value passed on
                    // whole (`"\(error)"`, `error.message`) is another program's words.
                    if line.contains(/serverFailed\(\s*"(?!\\\()/) { offences.append("\(module)/\(file):\(number + 1): \(line)") }
                }
            }
        }
        #expect(offences.isEmpty, "\(offences.joined(separator: "\n"))")
    }
}
