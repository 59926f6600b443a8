import Foundation
import Testing
@testable import GloveboxCLI

/// Under German, the translated commands print no word that only the English catalog has: a message
/// printed inline in English, or one the catalog forgot, would carry one.
@Suite struct NoEnglishLeftTests {
    /// The words of `text` (letters only, lower-cased, three letters or more) outside what is quoted
    /// ('glovebox fuel add', a vehicle's name), after options (`--odometer`) and placeholders are dropped.
    static func words(_ text: String) -> Set<String> {
        var kept = ""
        var quoted = false
        for character in text {
            if character == "'" { quoted.toggle(); kept.append(" "); continue }
            kept.append(quoted ? " " : character)
        }
        let tokens = kept.split { $0.isWhitespace || $0 == "(" || $0 == ")" || $0 == "," || $0 == ":" || $0 == ";" }
        var words: Set<String> = []
        for token in tokens where !token.hasPrefix("--") && !token.hasPrefix("{") {
            for word in token.split(whereSeparator: { !$0.isLetter }) where word.count >= 3 {
                words.insert(word.lowercased())
            }
        }
        return words
    }

    /// Every word the English catalog uses and the German one does not.
    static let englishOnly: Set<String> = {
        let english = CLIMessage.allCases.map(\.english) + CLIPlural.allCases.flatMap { $0.english.values }
        let german = CLIMessage.allCases.map { $0.text(in: .german) } + CLIPlural.allCases.flatMap { $0.forms(in: .german).values }
        return english.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
            .subtracting(german.reduce(into: Set<String>()) { $0.formUnion(words($1)) })
    }()

    @Test func theWordListHoldsTheCommandLinesOwnEnglish() {
        // The check is only as good as its list: these are words every English run prints.
        for word in ["due", "soon", "added", "vehicle", "removed", "changed", "odometer", "total", "expense", "economy"] {
            #expect(Self.englishOnly.contains(word), "\(word)")
        }
        #expect(!Self.englishOnly.contains("diesel"), "a word both languages use is no sign of English")
    }

    @Test func germanOutputHasNoEnglishWord() {
        let transcript = TranslatedCommandTests.transcript(TranslatedCommandTests.garage(locale: "de-DE"))
        #expect(transcript.count > 30)
        // `undo` and `history` name each change by the command that made it and each record by its
        // kind's command word (`vehicle add Zoe`, `odometer t-1`): glovebox's own words, English as
        // the commands themselves are. What they say around those is checked by the translated tests.
        for (command, output) in transcript where !["undo", "history"].contains(where: command.hasPrefix) {
            let left = Self.words(output).intersection(Self.englishOnly)
            #expect(left.isEmpty, "glovebox \(command) printed English \(left.sorted()):\n\(output)")
        }
    }

    @Test func theSameCommandsInEnglishAreCaught() {
        // The same run in English trips the check, so a German run that passes it says something.
        let transcript = TranslatedCommandTests.transcript(TranslatedCommandTests.garage(locale: "en-US"))
        let caught = transcript.filter { !Self.words($0.output).intersection(Self.englishOnly).isEmpty }
        #expect(caught.count == transcript.count, "\(transcript.filter { Self.words($0.output).intersection(Self.englishOnly).isEmpty }.map(\.command))")
    }
}
