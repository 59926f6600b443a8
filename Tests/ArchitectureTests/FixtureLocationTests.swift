import Foundation
import Testing

/// Every file a test reads is in the repository: no test reaches outside it for data, and none skips
/// when data is missing. `Tests/Fixtures/README.md` says where each fixture came from.
@Suite struct FixtureLocationTests {
    static let tests = PackageDump.packageRoot.appendingPathComponent("Tests")

    /// Every Swift file under `Tests/`, with its path from there and its text.
    static func testSources() throws -> [(file: String, text: String)] {
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test func noTestReadsDataFromOutsideTheRepository() throws {
        let sources = try Self.testSources()
        #expect(sources.count > 100, "only \(sources.count) test files read")
        // This file names what it looks for, so it is left out of its own scan.
        let words = ["shared/" + "data", "/work" + "/"]
        var offenders: [String] = []
        for (file, text) in sources where !file.hasSuffix("FixtureLocationTests.swift") {
            for word in words where text.contains(word) { offenders.append("\(file): \(word)") }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func noTestIsSkippedForWantOfAFile() throws {
        var offenders: [String] = []
        for (file, text) in try Self.testSources() where !file.hasSuffix("FixtureLocationTests.swift") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(".enabled(if:") || line.contains(".disabled(") {
                if line.contains("fileExists") || line.contains("hasData") { offenders.append("\(file):\(number + 1)") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func everyFixtureTheReadmeNamesIsThere() throws {
        let fixtures = Self.tests.appendingPathComponent("Fixtures")
        let readme = try String(contentsOf: fixtures.appendingPathComponent("README.md"), encoding: .utf8)
        // The first cell of each table row: | `path` | …
        let paths = readme.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(paths.count >= 8, "\(paths)")
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: fixtures.appendingPathComponent(path).path, isDirectory: &isDirectory)
            #expect(exists, "Tests/Fixtures/\(path) is in the README but not in the repository")
            #expect(!exists || path.hasSuffix("/") == isDirectory.boolValue, "\(path)")
        }
        // And every folder of fixtures is in the README.
        let folders = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0 != "README.md" }
        for folder in folders.sorted() {
            #expect(paths.contains { $0.hasPrefix(folder + "/") }, "Tests/Fixtures/\(folder) is not in the README")
        }
    }
}
