import ArgumentParsing
import Testing
@testable import WidgetHost

/// A widget's cold start builds only the command it runs (`HostCommands.command(named:)`), while
/// help and listings are built from all of them: each must be found by the word its path is.
@Suite struct HostCommandLookupTests {
    @Test func everyCommandIsFoundByTheOneWordOfItsPathAndNothingElseIs() {
        #expect(HostCommands.all.count == HostCommands.named.count)
        #expect(Set(HostCommands.named.map(\.word)).count == HostCommands.named.count, "a word named twice")
        for (word, command) in HostCommands.named {
            #expect(command().spec.path == [word], "'\(word)' makes the command '\(command().spec.name)'")
            #expect(HostCommands.command(named: word)?.spec.path == [word])
        }
        for word in ["help", "--help", "Render", "renders", "", "widgets"] {
            #expect(HostCommands.command(named: word) == nil, "\(word)")
        }
    }

    @Test func aCommandParsedAloneAsksForWhatTheCatalogWouldAnswer() throws {
        // Commands that declare a kind, a family and a vehicle, and help, which every command has.
        let lines: [[String]] = [
            ["render", "deadlines", "--family", "medium", "--format", "text"], ["render", "--help"],
            ["timeline", "spend", "--vehicle", "van"], ["list", "--help"],
        ]
        for words in lines {
            let alone = try GloveboxWidget.resolve(words, helpWords: .english, translation: .english)
            let catalog = try GloveboxWidget.catalog.action(for: words)
            switch (alone, catalog) {
            case (.show(let one), .show(let other)): #expect(one == other, "\(words)")
            case (.run(let spec, let one), .run(let other, let arguments)):
                #expect(spec.path == other.path, "\(words)")
                #expect(one[HostOptions.kind] == arguments[HostOptions.kind], "\(words)")
                #expect(one[HostOptions.family] == arguments[HostOptions.family], "\(words)")
                #expect(one[HostOptions.vehicle] == arguments[HostOptions.vehicle], "\(words)")
            default: Issue.record("\(words): \(alone) against \(catalog)")
            }
        }
        // A mistake in the command's own words is the same usage error either way.
        let wrong = ["render", "bicycle"]
        let fromCatalog = #expect(throws: UsageError.self) { try GloveboxWidget.catalog.action(for: wrong) }
        let alone = #expect(throws: UsageError.self) {
            try GloveboxWidget.resolve(wrong, helpWords: .english, translation: .english)
        }
        #expect(alone == fromCatalog)
    }
}
