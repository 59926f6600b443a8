import Foundation
import Testing

/// Fault injection is the tests' to supply: no shipping program kills or stops itself because of an
/// environment variable. The sync's crash tests pass a `SyncObserver` from `glovebox-with-faults`, a
/// helper process of their own that links the command line's library beside its own options.
@Suite struct FaultInjectionBoundaryTests {
    /// The targets that exist for the tests only, which may kill, stop and read test variables (the
    /// household checker kills syncs and tells how a process ended).
    static let testSupport: Set<String> = [
        "GloveboxTestSupport", "container-stress", "glovebox-with-faults", "HouseholdChecker", "glovebox-household-check",
    ]
    /// The programs the package ships.
    static let shipped = ["glovebox", "glovebox-widget", "glovebox-server"]
    /// What no shipping source may contain: a signal a process would send itself to die or stop on
    /// a test's word, and the prefix of the variables such a test would set.
    static let forbidden = ["SIGKILL", "SIGSTOP", "GLOVEBOX_TEST_"]

    /// The forbidden words on the lines of `text` that are code (not `//` comments), with their line numbers.
    static func offences(in text: String) -> [String] {
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.drop(while: { $0 == " " }).hasPrefix("//") { continue }
            for word in forbidden where line.contains(word) { found.append("\(number + 1): \(word)") }
        }
        return found
    }

    /// The Swift files of the target whose sources are `Sources/<target>`, with their text.
    static func sources(of target: String) throws -> [(file: String, text: String)] {
        let directory = PackageDump.packageRoot.appendingPathComponent("Sources/\(target)")
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test func noShippedProgramLinksATestSupportTarget() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        for program in Self.shipped {
            let reached = graph.closure(of: program)
            #expect(!reached.isEmpty, "\(program) reaches no target: the graph was not read")
            for target in Self.testSupport.sorted() {
                #expect(reached[target] == nil, "\(program) links \(target) via \(reached[target]?.joined(separator: " → ") ?? "")")
            }
        }
        // The helper really is the app's command line with a hook: it links what `glovebox` links.
        let helper = graph.closure(of: "glovebox-with-faults")
        #expect(helper["GloveboxCLI"] != nil && helper["HouseholdSync"] != nil)
    }

    @Test func gloveboxAndEverythingItLinksHoldNoSelfKillAndNoTestVariable() throws {
        let graph = try PackageGraph(dumpJSON: PackageDump.json())
        let targets = ["glovebox"] + graph.closure(of: "glovebox").keys.sorted()
        // The check reads the sync, where the hook used to live, and the command line.
        #expect(targets.contains("HouseholdSync") && targets.contains("GloveboxCLI"))
        var offenders: [String] = []
        var read = 0
        for target in targets {
            for (file, text) in try Self.sources(of: target) {
                read += 1
                offenders += Self.offences(in: text).map { "\(target)/\(file):\($0)" }
            }
        }
        #expect(read > 100, "only \(read) source files read")
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func noSourceOutsideTheTestSupportTargetsKillsOrStopsOnATestsWord() throws {
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: PackageDump.packageRoot.appendingPathComponent("Sources").path)
        #expect(folders.contains("glovebox-with-faults"), "the helper is where the tests expect it")
        var offenders: [String] = []
        for folder in folders.sorted() where !Self.testSupport.contains(folder) {
            for (file, text) in try Self.sources(of: folder) {
                offenders += Self.offences(in: text).map { "\(folder)/\(file):\($0)" }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func theCheckFindsAKillInCodeAndNotInAComment() {
        let text = """
            // A process ended with SIGKILL keeps its lock file.
            let variable = "GLOVEBOX_TEST_CRASH"
                if crash { kill(getpid(), SIGSTOP) }
            """
        #expect(Self.offences(in: text) == ["2: GLOVEBOX_TEST_", "3: SIGSTOP"])
    }
}
