@testable import ArgumentParsing
import Testing

/// "Did you mean": the edit distance, and how far a typo may be from the word it suggests.
@Suite struct SuggestionTests {
    @Test(arguments: [
        // Counted by hand: one swap of neighbours, one deletion, one insertion, one substitution, none.
        ("vehicel", "vehicle", 1), ("spnd", "spend", 1), ("spendd", "spend", 1), ("spand", "spend", 1), ("list", "list", 0),
        // Two edits (a swap and a substitution), three (kitten → sitting), all of them (nothing shared).
        ("lsot", "list", 2), ("kitten", "sitting", 3), ("abc", "xyz", 3), ("", "add", 3),
    ])
    func theDistanceCountsEachEdit(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == expected)
        #expect(Suggestion.editDistance(Array(b), Array(a)) == expected)
    }

    @Test func theClosestCloseEnoughWordIsSuggested() {
        let options = ["--make", "--model", "--year", "--plate", "--unit"]
        #expect(Suggestion.closest(to: "--mkae", among: options) == "--make")
        #expect(Suggestion.closest(to: "--modle", among: options) == "--model")
        #expect(Suggestion.closest(to: "--PLATE", among: options) == "--plate")
        // Short words allow one edit, longer ones a third of their length, never more than three.
        #expect(Suggestion.closest(to: "ad", among: ["add"]) == "add")
        #expect(Suggestion.closest(to: "xy", among: ["add"]) == nil)
        #expect(Suggestion.closest(to: "--colour", among: options) == nil)
        #expect(Suggestion.closest(to: "maintenancee", among: ["maintenance", "service"]) == "maintenance")
    }
}
