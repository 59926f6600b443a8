import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GloveboxCLI

/// The messages about what went wrong (``CLIProblem``) and the fields' labels, walked as the
/// command line's other messages are.
@Suite struct CLIProblemCatalogTests {
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyProblemIsTranslatedWithItsPlaceholders(_ language: Language) throws {
        let table = try #require(CLIProblem.table(of: language))
        for problem in CLIProblem.allCases {
            let text = try #require(table[problem], "\(language.tag): \(problem) is missing")
            #expect(!text.isEmpty, "\(language.tag): \(problem)")
            #expect(CLIMessage.placeholders(in: text) == problem.placeholders, "\(language.tag): \(problem): \(text)")
        }
        #expect(table.count == CLIProblem.allCases.count, "\(language.tag) has problems that no key names")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyFieldAndSyncUnitOfEveryRecordKindHasALabel(_ language: Language) throws {
        let table = try #require(CLIFieldLabel.table(of: language))
        #expect(table.count == CLIFieldLabel.allCases.count, "\(language.tag)")
        for kind in RecordKind.allCases {
            let labels = kind.descriptor.fields.map(\.label) + kind.descriptor.mergeUnits.filter { $0.fields.count > 1 }.map(\.name)
            for label in labels {
                let known = CLIFieldLabel(rawValue: label)
                #expect(known != nil, "\(kind): no label for '\(label)'")
                #expect(known.flatMap { table[$0] } != nil, "\(language.tag): \(kind) \(label)")
            }
        }
    }

    /// English is the error types' own text: filled with the same values, the English key says what they say.
    @Test func englishProblemsAreWhatTheFieldRulesSay() throws {
        let samples: [(CLIProblem, [String: String], FieldProblem.Reason, String)] = [
            (.fieldMissing, ["label": "note"], .missing, "note"),
            (.fieldTooLong, ["label": "note", "limit": "80", "length": "81"], .tooLong(limit: 80, length: 81), "note"),
            (.fieldNotAWord, ["label": "category", "text": "x", "allowed": "fuel, tax"], .notAWord("x", allowed: ["fuel", "tax"]), "category"),
            (.fieldIncomplete, ["label": "exchange rate", "missing": "rate currency"], .incomplete(missing: "rate currency"), "exchange rate"),
            (.dayNonexistent, ["text": "2026-02-30"], .notADay("2026-02-30"), "date"),
            (.dayMalformed, ["text": "soon"], .notADay("soon"), "date"),
        ]
        for (key, values, reason, label) in samples {
            let problem = FieldProblem(field: label, label: label, reason: reason)
            #expect(CLIWords.fill(key.english, values) == problem.description, "\(key)")
            #expect(CLIWords.english.fieldProblem(problem) == problem.description)
        }
    }

    /// No translation keeps a word that only the English texts use (`file`, `household`, `nothing`):
    /// words outside quotes, after the quoted values and the command lines are left out.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func noTranslationKeepsAnEnglishOnlyWord(_ language: Language) {
        let english = CLIProblem.allCases.reduce(into: Set<String>()) { $0.formUnion(NoEnglishLeftTests.words($1.english)) }
        let translated = CLIProblem.allCases.reduce(into: Set<String>()) { $0.formUnion(NoEnglishLeftTests.words($1.text(in: language))) }
        let englishOnly = english.subtracting(translated)
        for problem in CLIProblem.allCases {
            let left = NoEnglishLeftTests.words(problem.text(in: language)).intersection(englishOnly)
            #expect(left.isEmpty, "\(language.tag): \(problem): English \(left.sorted())")
        }
        // The check has teeth: the English texts are full of such words.
        #expect(englishOnly.count > 100, "\(englishOnly.count)")
    }
}
