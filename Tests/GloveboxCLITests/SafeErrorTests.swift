import Foundation
import GloveboxTestSupport
import Testing

/// Every user-supplied text an error repeats is made safe: a control or text-direction character
/// is written as its code point, never sent to the terminal.
@Suite struct SafeErrorTests {
    let cli = CLIHarness()

    /// Whether `text` holds a character a terminal would act on, other than the line ends.
    func holdsUnsafeCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        }
    }

    @Test func aDecodedDeepLinkParameterCannotClearTheTerminal() {
        cli.succeed("login", "ana@example.com")
        let result = cli.run("open", "glovebox://spend/all?month=2026-11%1b%5b2J")
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: can't open this link: '2026-11<U+001B>[2J' is not a valid month\n")
    }

    @Test(arguments: [
        "glovebox://spend/all?month=2026-11%0d%0aglovebox:%20all%20good%00",
        "glovebox://vehicle/clio%e2%80%ae",
        "glovebox://spend/all?m%1bonth=2026-11",
        "glovebox://%1b%5b2J",
    ])
    func noLinkPutsAControlOrBidiCharacterOnStandardError(_ link: String) {
        cli.succeed("login", "ana@example.com")
        let result = cli.run("open", link)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("glovebox: can't open this link: "))
        #expect(!holdsUnsafeCharacters(result.errors), "\(result.errors.debugDescription)")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [
        ["vehicle", "show", "clio\u{1B}[31m"],
        ["vehicle", "lis\u{1B}[2Jt"],
        ["expense", "add", "clio", "12\u{202E}", "EUR"],
        ["prefs", "set", "timezone", "Europe/\u{0}Lisbon"],
        ["status", "--json\u{7}"],
    ])
    func argumentsRepeatedInAnErrorAreMadeSafe(_ arguments: [String]) {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let result = cli.run(arguments)
        #expect(result.status == 2)
        #expect(!result.errors.isEmpty)
        #expect(!holdsUnsafeCharacters(result.errors), "\(result.errors.debugDescription)")
        #expect(result.errors.contains("<U+"))
    }
}
