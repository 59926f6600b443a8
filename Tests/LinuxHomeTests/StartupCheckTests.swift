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
        #expect(findings[0].subject == .sharedContainer)
        let container = home.appending("root/group-containers/\(AppGroup.identifier)").path
        #expect(findings[0].detail == .containerResolved(path: container, appGroup: AppGroup.identifier))
        #expect(findings[1].subject == .widgetExtension)
        #expect(findings[1].detail == .widgetRoleResolves(path: container))
        #expect(findings[3].detail == .snapshotNotPublished)
        #expect(findings[3].fix == .publishOrChangeTheLogbook)
        #expect(!FileManager.default.fileExists(atPath: home.appending("root/group-containers/\(AppGroup.identifier)/\(StartupCheck.probeName)").path),
                "the probe is removed")
    }

    @Test func aRootThatIsAFileFailsWithAFix() throws {
        let file = home.appending("not-a-dir")
        try Data("x".utf8).write(to: file)
        let findings = check(root: file.path)
        #expect(findings.count == 1)
        #expect(findings[0].outcome == .failed)
        #expect(findings[0].detail == .containerFailed(.notADirectory(path: file.path)))
        #expect(ContainerError.notADirectory(path: file.path).description == "\(file.path) is not a directory")
        #expect(findings[0].fix == .moveFileAway(path: file.path))
    }

    @Test func aContainerThatCannotBeWrittenFailsLoudly() {
        let faults = FaultInjectingFileSystem()
        faults.inject(EACCES, at: .rename)
        let findings = check(root: home.appending("root").path, fileSystem: faults)
        let publishing = findings.first { $0.subject == .publishing }
        #expect(publishing?.outcome == .failed)
        guard case .containerFailed(let error) = publishing?.detail else {
            Issue.record("\(String(describing: publishing))")
            return
        }
        #expect(error.description.contains("renaming onto the final name failed"))
    }

    @Test func anUnreadableSnapshotIsReportedWithTheFix() throws {
        let root = home.appending("root").path
        _ = check(root: root)
        let container = "\(root)/group-containers/\(AppGroup.identifier)"
        try Data("{\"kind\":\"glovebox.widgets\",\"version\":9}".utf8).write(to: URL(fileURLWithPath: "\(container)/\(WidgetsSnapshot.fileName)"))
        let snapshot = check(root: root).last
        #expect(snapshot?.outcome == .failed)
        #expect(snapshot?.detail == .snapshotUndecodable(.unsupportedVersion(found: 9, highestSupported: 2)))
        #expect(snapshot?.fix == .publishToRewriteIt)
    }
}
