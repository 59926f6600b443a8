import GloveboxTestSupport
import Testing
@testable import WidgetContract

/// `PhraseTemplate.fill` finds the braces of a template whose scalars are all below U+0300 by their
/// bytes, and those of any other by its characters. On seeded random templates — placeholders with
/// and without values, stray and doubled braces, accented letters, CR LF, combining marks after a
/// brace, CJK, emoji — it must give what the walk by characters gives; a template where they differ
/// is shrunk to the fewest pieces.
@Suite struct PhraseTemplateTests {
    static let pieces = [
        "{count}", "{name}", "{unknown}", "{", "}", "{{", "}}", "{}", " ", "In ", " days", "Atrasado há ", "ç", "é",
        "\r\n", "\r", "\n", "\u{301}", "{\u{301}count}", "日", "👍🏽", "{count", "count}", "\u{7F}", "ÿ", "\u{2FF}",
    ]
    static let values = ["count": "3", "name": "Carro {count} ü"]

    static func differs(_ pieces: [String]) -> Bool {
        let template = pieces.joined()
        return PhraseTemplate.fill(template, values) != PhraseTemplate.fillByCharacters(template, values)
    }

    @Test func fillingGivesWhatTheWalkByCharactersGivesOnRandomTemplates() {
        var random = SplitMix(seed: 0xF111)
        for _ in 0..<3_000 {
            var chosen = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
            guard Self.differs(chosen) else { continue }
            var index = 0
            while index < chosen.count {
                var fewer = chosen
                fewer.remove(at: index)
                if Self.differs(fewer) { chosen = fewer } else { index += 1 }
            }
            let template = chosen.joined()
            Issue.record("\(chosen.debugDescription): \(PhraseTemplate.fill(template, Self.values).debugDescription), by characters \(PhraseTemplate.fillByCharacters(template, Self.values).debugDescription)")
            return
        }
    }

    @Test func theBytesAreReadOnlyBelowUPlus0300AndFillAsTheRuleSays() {
        #expect(PhraseTemplate.fill("In {count} days", Self.values) == "In 3 days")
        #expect(PhraseTemplate.fillByBytes("Atrasado há {count} dias", Self.values) == "Atrasado há 3 dias")
        // A value is never searched again, whatever it holds.
        #expect(PhraseTemplate.fill("{name}: {count}", Self.values) == "Carro {count} ü: 3")
        // A brace without a value stays; the search goes on after it.
        #expect(PhraseTemplate.fill("{{count}} {x} {", Self.values) == "{3} {x} {")
        // A combining mark after a brace makes another character, which opens nothing.
        #expect(PhraseTemplate.fill("{\u{301}count} {count}", Self.values) == "{\u{301}count} 3")
        #expect(PhraseTemplate.fill("", Self.values) == "")
        #expect(PhraseTemplate.fill("no braces", Self.values) == "no braces")
    }
}
