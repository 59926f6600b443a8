import AppCore
import AppLifecycle
import Foundation
import SharedContainer
import Testing
import WidgetContract
@testable import GloveboxCLI

/// What the shared container and a publish fail with reaches the person in their language: a home
/// that cannot be used (before any logbook: the system's language, as help), a publish the disk
/// refused, and `doctor`'s container findings. The system's error names (`ENOSPC (28)`) and paths
/// stay as they are.
@Suite struct TranslatedContainerFailureTests {
    @Test func aHomeThatCannotBeUsedIsSaidInTheSystemsLanguage() {
        let portuguese = CLIHarness(home: "relative/home")
        portuguese.variables["LANG"] = "pt_PT.UTF-8"
        let english = CLIHarness(home: "relative/home")

        let refused = portuguese.run("status")
        let same = english.run("status")

        #expect(refused.errors == """
            glovebox: não é possível usar as pastas da app: GLOVEBOX_HOME tem de ser um caminho absoluto, não "relative/home"

            """)
        #expect(same.errors == """
            glovebox: cannot use the app's directories: GLOVEBOX_HOME must be an absolute path, not "relative/home"

            """)
        #expect(refused.status == same.status && refused.status != 0)
    }

    @Test func aPublishTheContainerRefusedIsSaidInThePreferencesLanguage() throws {
        let cli = CLIHarness()
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("prefs", "set", "locale", "pt-PT")
        // Something that is not a file where the snapshot goes: no publish can rename onto it.
        try FileManager.default.removeItem(atPath: cli.snapshotPath)
        try FileManager.default.createDirectory(atPath: cli.snapshotPath, withIntermediateDirectories: false)

        let status = cli.run("status")

        #expect(status.status == 0)
        #expect(status.errors.contains("não é possível publicar \(WidgetsSnapshot.fileName): a mudança para o nome final falhou: "),
                "\(status.errors)")
        #expect(!status.errors.contains("failed"), "\(status.errors)")
    }

    @Test func aPublishsOwnStepsAreSaidToo() {
        let french = CLIWords(localeTag: "fr-FR")
        #expect(french.failure(AppError.publishFailed(PublishFailure(LifecycleError.sessionEnded)))
            == "les widgets n’ont pas pu être mis à jour : la session s’est terminée pendant la publication ; rien n’a été publié")
        #expect(french.failure(AppError.publishFailedAfterCommit(PublishFailure(
            LifecycleError.container(.publishFailed(name: "a.json", step: .syncFile, errno: EIO)))))
            == "la modification est enregistrée, mais les widgets n’ont pas pu être mis à jour : "
            + "impossible de publier a.json : la synchronisation du fichier a échoué : EIO (5)")
    }

    @Test func aSignOutThatLeftFilesAndAnOversizedFileAreSaidToo() throws {
        let french = CLIWords(localeTag: "fr-FR")
        let purge = LifecycleError.purgeFailed([
            PurgeFailure(.calendar, ContainerError.removeFailed(name: "glovebox.ics", step: .unlink, errno: EACCES)),
        ])
        let said = try #require(french.failure(AppError.sessionEndIncomplete(PublishFailure(purge))))
        #expect(said.hasSuffix(
            "calendrier : impossible de supprimer glovebox.ics : la suppression du fichier a échoué : EACCES (13)"), "\(said)")
        #expect(purge.description == "sign-out could not remove every file: calendar: cannot remove glovebox.ics: removing the file failed: EACCES (13)")

        let portuguese = CLIWords(localeTag: "pt-PT")
        let capped = try #require(portuguese.failure(LifecycleError.overTheCap(name: "widgets.json", bytes: 600_000, limit: 524_288)))
        #expect(capped.hasPrefix("não é possível publicar widgets.json: tem 600"), "\(capped)")
        #expect(capped.hasSuffix("que os widgets leem"), "\(capped)")
    }

    @Test func doctorsContainerFindingsAreInTheLanguage() {
        let german = CLIWords(localeTag: "de-DE")
        let finding = DoctorFinding.failed(.sharedContainer, .containerFailed(.notADirectory(path: "/tmp/x")), fix: .moveFileAway(path: "/tmp/x"))
        #expect(german.finding(finding).contains("/tmp/x ist kein Verzeichnis"), "\(german.finding(finding))")
        let snapshot = DoctorFinding.failed(
            .widgetsSnapshot, .snapshotUndecodable(.unsupportedVersion(found: 9, highestSupported: 2)), fix: .publishToRewriteIt)
        #expect(german.finding(snapshot).contains("nicht unterstützte Snapshot-Version 9 (dieser Leser kennt Version 2)"))
    }
}
