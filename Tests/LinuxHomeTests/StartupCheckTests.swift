import Foundation
import GloveboxTestSupport
import LinuxHome
import SharedContainer
import Testing
import WidgetContract

@Suite struct StartupCheckTests {
    let home = TemporaryDirectory(prefix: "doctor")

    private func check(root: String, fileSystem: any FileSystem = POSIXFileSystem()) -> [DoctorFinding] {
        StartupCheck(environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent", fileSystem: fileSystem).run()
    }

    @Test func aHealthyContainerPassesAndSaysNothingIsPublishedYet() {
        let findings = check(root: home.appending("root").path)
        #expect(findings.map(\.outcome) == [.passed, .passed, .passed, .notice])
        #expect(findings[0].detail.contains(AppGroup.identifier))
        let container = home.appending("root/group-containers/\(AppGroup.identifier)").path
        #expect(findings[1].subject == "widget extension")
        #expect(findings[1].detail == "the widget role resolves \(container) from this environment")
        #expect(!FileManager.default.fileExists(atPath: home.appending("root/group-containers/\(AppGroup.identifier)/\(StartupCheck.probeName)").path),
                "the probe is removed")
    }

    @Test func aRootThatIsAFileFailsWithAFix() throws {
        let file = home.appending("not-a-dir")
        try Data("x".utf8).write(to: file)
        let findings = check(root: file.path)
        #expect(findings.count == 1)
        #expect(findings[0].outcome == .failed)
        #expect(findings[0].detail == "\(file.path) is not a directory")
        #expect(findings[0].fix?.contains("GLOVEBOX_HOME") == true)
    }

    @Test func aContainerThatCannotBeWrittenFailsLoudly() {
        let faults = FaultInjectingFileSystem()
        faults.inject(EACCES, at: .rename)
        let findings = check(root: home.appending("root").path, fileSystem: faults)
        let publishing = findings.first { $0.subject == "publishing" }
        #expect(publishing?.outcome == .failed)
        #expect(publishing?.detail.contains("renaming onto the final name failed") == true)
    }

    @Test func anUnreadableSnapshotIsReportedWithTheFix() throws {
        let root = home.appending("root").path
        _ = check(root: root)
        let container = "\(root)/group-containers/\(AppGroup.identifier)"
        try Data("{\"kind\":\"glovebox.widgets\",\"version\":9}".utf8).write(to: URL(fileURLWithPath: "\(container)/\(WidgetsSnapshot.fileName)"))
        let snapshot = check(root: root).last
        #expect(snapshot?.outcome == .failed)
        #expect(snapshot?.detail == "unsupported snapshot version 9 (this reader knows version 2)")
        #expect(snapshot?.fix == "run glovebox publish to rewrite it")
    }
}
