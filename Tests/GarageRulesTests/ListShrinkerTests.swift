import GloveboxTestSupport
import Testing

/// The shrinker the randomized tests report with: it keeps exactly what the failure needs.
@Suite struct ListShrinkerTests {
    @Test func aFailureNeedingTwoElementsKeepsThoseTwoInOrder() {
        let list = [9, 3, 4, 7, 3, 1, 8]
        let shrunk = ListShrinker.smallest(list) { $0.contains(3) && $0.contains(7) }
        // Elements go from the front first, so the first 3 goes while the second one stays.
        #expect(shrunk == [7, 3])
    }

    @Test func aFailureOfEveryListShrinksToNothingAndOneOfNoneKeepsTheList() {
        #expect(ListShrinker.smallest([1, 2, 3]) { _ in true } == [])
        #expect(ListShrinker.smallest([1, 2, 3]) { _ in false } == [1, 2, 3])
    }

    @Test func aFailureOfSumsKeepsAMinimalSet() {
        // Fails while the sum is at least 10: no element of what is left can go.
        let shrunk = ListShrinker.smallest([1, 5, 2, 6, 3]) { $0.reduce(0, +) >= 10 }
        #expect(shrunk.reduce(0, +) >= 10)
        for index in shrunk.indices {
            var fewer = shrunk
            fewer.remove(at: index)
            #expect(fewer.reduce(0, +) < 10)
        }
    }
}
