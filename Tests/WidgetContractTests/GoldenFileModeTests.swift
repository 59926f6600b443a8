import Foundation
import GloveboxTestSupport
import Testing

/// The golden-file helper every golden test goes through (`Goldens`): it compares, rewrites only when
/// asked, fails the run that rewrote a file, and refuses to rewrite under CI.
@Suite struct GoldenFileModeTests {
    let directory = TemporaryDirectory(prefix: "glovebox-goldens")

    var file: URL { directory.appending("golden.txt") }

    @Test func theVariableUnsetComparesAndReportsTheFirstDifferentLine() throws {
        try Data("one\ntwo\n".utf8).write(to: file)
        #expect(Goldens.mode(environment: [:]) == .compare)
        #expect(Goldens.mode(environment: ["GLOVEBOX_UPDATE_GOLDENS": ""]) == .compare)
        #expect(Goldens.check("one\ntwo\n", against: file, environment: [:]).isEmpty)
        let problems = Goldens.check("one\nthree\n", against: file, environment: [:])
        #expect(problems.count == 1 && problems[0].contains("line 2: expected «two», got «three»"), "\(problems)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "one\ntwo\n", "a comparison never writes")
        let missing = Goldens.check("x", against: directory.appending("none.txt"), environment: [:])
        #expect(missing.count == 1 && missing[0].contains("missing golden file"), "\(missing)")
    }

    @Test func anUpdateRewritesWhatDiffersAndFailsNamingIt() throws {
        try Data("old\n".utf8).write(to: file)
        let update = ["GLOVEBOX_UPDATE_GOLDENS": "1"]
        let problems = Goldens.check("new\n", against: file, environment: update)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
        #expect(problems.count == 1 && problems[0].contains("rewrote the golden file \(file.path)"), "\(problems)")
        #expect(problems[0].contains("without GLOVEBOX_UPDATE_GOLDENS"), "the developer is told to run again")
        // Nothing to rewrite: nothing to report.
        #expect(Goldens.check("new\n", against: file, environment: update).isEmpty)
    }

    @Test func underCITheVariableIsRefusedAndNothingIsWritten() throws {
        try Data("old\n".utf8).write(to: file)
        for ci in ["1", "true"] {
            let environment = ["GLOVEBOX_UPDATE_GOLDENS": "1", "CI": ci]
            guard case .refused(let reason) = Goldens.mode(environment: environment) else {
                Issue.record("CI=\(ci) did not refuse the update")
                continue
            }
            #expect(reason.contains("never in CI"), "\(reason)")
            // Refused even where the file matches: the run must not pass with the variable set.
            #expect(Goldens.check("old\n", against: file, environment: environment).count == 1)
            #expect(Goldens.check("new\n", against: file, environment: environment).count == 1)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "old\n")
        #expect(Goldens.mode(environment: ["GLOVEBOX_UPDATE_GOLDENS": "yes"]) != .update, "only 1 asks for a rewrite")
    }

    @Test func aRunWithTheVariableSetWhereItIsRefusedFails() {
        // Even a run that reaches no golden file fails here when the variable is set under CI.
        if case .refused(let reason) = Goldens.mode() { Issue.record(Comment(rawValue: reason)) }
    }
}
