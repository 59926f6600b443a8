import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract

/// The shared container's errors are said in every language, each text with exactly the
/// placeholders of its English; the English is what the errors said before they had a catalog.
@Suite struct ContainerMessageTests {
    static let languages = Language.allCases.filter { $0 != .english }

    @Test(arguments: languages)
    func everyKeyHasATextWithTheEnglishPlaceholders(_ language: Language) {
        let problems = PhraseCatalogWalk.problems(ContainerMessage.self, in: language)
        #expect(problems.isEmpty, "\(problems)")
        for key in ContainerMessage.allCases {
            #expect(key.text(in: language) != key.english, "\(language) \(key) is the English")
        }
    }

    @Test func theEnglishIsWhatTheErrorsAlwaysSaid() {
        // Written out by hand: the regression net for the words a log or a bug report carries.
        #expect(ContainerError.relativeRoot(variable: "GLOVEBOX_HOME", value: "x").description
            == #"GLOVEBOX_HOME must be an absolute path, not "x""#)
        #expect(ContainerError.directoryFailed(path: "/r", step: .restrict, errno: EPERM).description
            == "restricting to its owner directory /r failed: EPERM (1)")
        #expect(ContainerError.publishFailed(name: "a.json", step: .rename, errno: EISDIR).description
            == "cannot publish a.json: renaming onto the final name failed: EISDIR (21)")
        #expect(ContainerError.lockFailed(path: "/r/.lock", step: .lock, errno: ENOLCK).description
            == "cannot take the publishing lock /r/.lock: locking it failed: ENOLCK (37)")
        #expect(ContainerError.ownedByAnotherUser(path: "/r", owner: 0, expected: 1000).description
            == "directory /r is owned by user 0, not by this user (1000)")
    }

    @Test func aStepIsSaidInTheSameLanguageAsItsError() {
        #expect(ContainerError.publishFailed(name: "a.json", step: .write, errno: ENOSPC).text(in: .portuguesePortugal)
            == "não é possível publicar a.json: a escrita falhou: ENOSPC (28)")
        #expect(ContainerError.directoryFailed(path: "/r", step: .create, errno: EACCES).text(in: .german)
            == "das Anlegen des Verzeichnisses /r ist fehlgeschlagen: EACCES (13)")
    }

    @Test func aPathThatLooksLikeAPlaceholderIsKeptAsItIs() {
        #expect(ContainerError.notADirectory(path: "/tmp/{path}").text(in: .spanish) == "/tmp/{path} no es una carpeta")
    }
}
