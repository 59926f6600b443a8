import GloveboxTestSupport
import Testing
import WidgetContract

/// Why a file could not be used is said in every language, each text with exactly the placeholders
/// of its English; the English is what the contract's errors said before they had a catalog, word
/// for word (a reader's log and the tests that match it depend on it).
@Suite struct SnapshotProblemMessageTests {
    static let languages = Language.allCases.filter { $0 != .english }

    @Test(arguments: languages)
    func everyKeyHasATextWithTheEnglishPlaceholders(_ language: Language) {
        let problems = PhraseCatalogWalk.problems(SnapshotProblemMessage.self, in: language)
        #expect(problems.isEmpty, "\(problems)")
        // A table copied from the English would pass the walk above and translate nothing; only the
        // bare frame "{file}: {problem}" may stay as it is (French spaces its colon).
        let same = SnapshotProblemMessage.allCases.filter { $0.text(in: language) == $0.english }
        #expect(same.allSatisfy { $0 == .fileUndecodable }, "\(language): \(same)")
    }

    @Test func theEnglishIsWhatTheErrorsAlwaysSaid() {
        // Written out here, not taken from the catalog: the regression net for the words.
        #expect(SnapshotDecodingError.unsupportedVersion(found: 4, highestSupported: 3).description
            == "unsupported snapshot version 4 (this reader knows version 3)")
        #expect(SnapshotDecodingError.invalid(.missingField(path: "vehicles[0].id")).description
            == "invalid snapshot: missing required field 'vehicles[0].id'")
        #expect(SnapshotProblem.notUTF8(offset: 3, reason: "a lone continuation byte").description
            == "not UTF-8 at byte 3: a lone continuation byte")
        #expect(SnapshotProblem.wrongType(path: "version", expected: "integer").description
            == "field 'version' is not of type integer")
        #expect(SnapshotProblem.brokenInvariant("bars sum to 100").description == "broken invariant: bars sum to 100")
    }

    @Test func aProblemInsideAnErrorIsSaidInTheSameLanguage() {
        let error = SnapshotDecodingError.invalid(.duplicateKey(path: "kind"))
        #expect(error.text(in: .german) == "ungültiger Snapshot: das Feld 'kind' kommt mehr als einmal vor")
        #expect(error.text(in: .portuguesePortugal) == "instantâneo inválido: o campo 'kind' aparece mais de uma vez")
    }

    @Test func theFilesOwnContentIsKeptAsItCame() {
        // A reason that looks like a placeholder is not filled again.
        #expect(SnapshotProblem.notJSON("unexpected '{path}'").text(in: .french) == "pas un objet JSON : unexpected '{path}'")
    }
}
