import BenchBasics
import Foundation
import GloveboxTestSupport
import Testing
@testable import GloveboxBench

/// `ChildProcess.freshCopies` writes every program anew beside the others, so that the widget
/// benchmarks start programs whose files all came into the page cache the same way: each copy holds
/// its program's bytes, runs, replaces an older copy, and a program that is not built is named.
@Suite struct FreshCopiesTests {
    let directory = TemporaryDirectory(prefix: "glovebox-bench-copies")

    @Test func eachCopyHoldsItsProgramsBytesAndRuns() throws {
        let built = directory.appending("built").path
        try FileManager.default.createDirectory(atPath: built, withIntermediateDirectories: true)
        let script = "#!/bin/sh\necho copied \"$@\"\n"
        let large = Data((0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try Data(script.utf8).write(to: URL(fileURLWithPath: built + "/echoer"))
        try (Data("#!/bin/sh\nexit 0\n".utf8) + large).write(to: URL(fileURLWithPath: built + "/large"))
        for name in ["echoer", "large"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: built + "/" + name)
        }
        let programs = directory.appending("programs").path
        // An older copy is replaced, not kept.
        try FileManager.default.createDirectory(atPath: programs, withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: programs + "/echoer"))

        let returned = try ChildProcess.freshCopies(of: ["echoer", "large"], from: built, into: programs)

        #expect(returned == programs)
        for name in ["echoer", "large"] {
            #expect(FileManager.default.contentsEqual(atPath: built + "/" + name, andPath: programs + "/" + name), "\(name)")
            #expect(access(programs + "/" + name, X_OK) == 0, "\(name) is not executable")
        }
        let output = directory.appending("output.txt").path
        let run = try ChildProcess.run(programs + "/echoer", ["a", "b"], environment: [:], outputPath: output)
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "copied a b\n")
    }

    @Test func aProgramThatIsNotBuiltIsNamed() {
        let built = directory.appending("empty").path
        #expect(throws: BenchError.missingExecutable(built + "/glovebox-widget")) {
            try ChildProcess.freshCopies(of: ["glovebox-widget"], from: built, into: directory.appending("programs").path)
        }
    }
}
