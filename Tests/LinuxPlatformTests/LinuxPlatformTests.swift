import AppCore
import AppLifecycle
import Foundation
import GloveboxTestSupport
import LinuxHome
import LinuxPlatform
import SharedContainer
import ShortcutsContract
import Testing
import WidgetContract

/// The Linux platform keeps every file where it was before the seam: under the Glovebox home,
/// laid out as `glovebox-widget` lays it out, with the widget host's reload log as reload center.
@Suite struct LinuxPlatformTests {
    let home = TemporaryDirectory(prefix: "glovebox-linux-home")
    let now = Pinned.instant("2026-11-29T12:00:00Z")

    var environment: AppEnvironment {
        let now = now
        return AppEnvironment(
            variables: ["GLOVEBOX_HOME": home.path], homeDirectory: "/nonexistent", now: { now },
            defaultTimeZone: Pinned.timeZone("Europe/Lisbon"), ids: .sequential(prefix: "l"))
    }

    @Test func theDirectoriesAreTheHomesLayoutBothSidesResolve() throws {
        let directories = try AppPlatform.linux(environment).directories()

        let widgetSide = try ContainerLocations.resolve(
            environment: ["GLOVEBOX_HOME": home.path], homeDirectory: "/nonexistent", role: .widget)
        #expect(directories == ContainerLocations(root: home.path).directories)
        #expect(directories.sharedContainer == widgetSide.sharedContainer)
        #expect(directories.appPrivate == home.path + "/app")
        #expect(directories.documents == home.path + "/app/Documents")
        #expect(directories.sharedContainer == home.path + "/group-containers/\(AppGroup.identifier)")
        for path in [directories.appPrivate, directories.documents, directories.sharedContainer] {
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(mode == 0o700, "\(path)")
        }
    }

    @Test func aHomeThatCannotBeUsedFailsTheCommandThatNeedsItNamingTheVariable() {
        var environment = environment
        environment.variables = ["GLOVEBOX_HOME": "relative/home"]
        let app = AppSession(environment: environment)
        defer { app.close() }

        #expect(throws: AppError.containerUnavailable(.relativeRoot(variable: "GLOVEBOX_HOME", value: "relative/home"))) {
            try app.directories()
        }
    }

    @Test func theReloadCenterWritesTheWidgetHostsLogStampedWithTheClockAndTheForeground() throws {
        let platform = AppPlatform.linux(environment)
        let directories = try platform.directories()
        let center = platform.makeReloadCenter(directories) { true }

        try center.reloadTimelines(ofKind: .spend)

        let requests = try ReloadRequestLog(files: SnapshotFiles(directory: directories.sharedContainer)).read(from: 0).requests
        #expect(requests == [ReloadRequest(scope: .kind(.spend), requestedAt: now, foreground: true)])
    }

    @Test func aCommandPublishesForTheWidgetsTheHostListsAndReadsBackTheSameAnswer() throws {
        let app = AppSession(environment: environment)
        defer { app.close() }
        let directories = try app.directories()
        try InstalledWidgets.save(
            [InstalledWidget(id: "w", kind: .deadlines, family: .medium)],
            to: SnapshotFiles(directory: directories.sharedContainer))
        #expect(try app.widgetHostConfigurations.widgets().map(\.kind) == [.deadlines])
        try app.perform(SignIn(accountName: "ana@example.com"))

        let report = try #require(try app.finish())

        #expect(report.outcome == .published)
        #expect(report.reloadedKinds == [.deadlines])
        #expect(FileManager.default.fileExists(atPath: directories.sharedContainer + "/" + WidgetsSnapshot.fileName))
        #expect(FileManager.default.fileExists(atPath: directories.documents + "/" + ShortcutsSnapshot.fileName))
    }

    @Test func theContainerCheckIsTheDoctorsStartupCheckOfThisHome() {
        let findings = AppPlatform.linux(environment).checkContainer()
        #expect(findings.first?.outcome == .passed)
        #expect(findings.first?.detail == .containerResolved(path: home.path + "/group-containers/\(AppGroup.identifier)", appGroup: AppGroup.identifier))
    }

    @Test func theCredentialsAreAPasswordFileBesideTheLogbook() throws {
        let platform = AppPlatform.linux(environment)
        try platform.credentials.storeSecret("s3cret", account: "ana@example.com", server: "postgresql://a")

        let path = home.path + "/app/" + PasswordFileCredentialStore.fileName
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try platform.credentials.secret(account: "ana@example.com", server: "postgresql://a") == "s3cret")
        #expect(try platform.credentials.passwordFilePath(account: "ana@example.com", server: "postgresql://a") == path)
    }
}
