import Foundation
import GloveboxTestSupport
import Testing
import WidgetHost

@Suite struct ReloadBudgetTests {
    let start = Pinned.instant("2026-11-29T00:00:00Z")

    @Test func seventyBackgroundReloadsAreAllowedInADay() {
        var budget = ReloadBudget()
        let allowed = (0..<75).map { budget.spend(for: "w1", at: start.addingTimeInterval(Double($0) * 60), foreground: false) }
        #expect(allowed.count { $0 } == 70)
        #expect(allowed.suffix(5).allSatisfy { !$0 })
        #expect(budget.remaining(for: "w1", at: start.addingTimeInterval(75 * 60)) == 0)
        // Another widget has its own budget.
        #expect(budget.spend(for: "w2", at: start, foreground: false) == true)
    }

    @Test func foregroundReloadsAreFree() {
        var budget = ReloadBudget()
        for index in 0..<70 { _ = budget.spend(for: "w1", at: start.addingTimeInterval(Double(index)), foreground: false) }
        #expect(budget.spend(for: "w1", at: start.addingTimeInterval(100), foreground: true) == true)
        #expect(budget.spentCount(for: "w1", at: start.addingTimeInterval(100)) == 70)
    }

    @Test func reloadsLeaveTheWindowAfter24Hours() {
        var budget = ReloadBudget()
        for index in 0..<70 { _ = budget.spend(for: "w1", at: start.addingTimeInterval(Double(index)), foreground: false) }
        #expect(budget.spend(for: "w1", at: start.addingTimeInterval(86_399), foreground: false) == false)
        // At 24 h after the first, exactly one reload has left the window.
        #expect(budget.remaining(for: "w1", at: start.addingTimeInterval(86_400)) == 1)
        #expect(budget.spend(for: "w1", at: start.addingTimeInterval(86_400), foreground: false) == true)
        #expect(budget.spend(for: "w1", at: start.addingTimeInterval(86_400), foreground: false) == false)
    }

    @Test func pruningForgetsOldReloadsAndRemovedWidgets() {
        var budget = ReloadBudget()
        _ = budget.spend(for: "w1", at: start, foreground: false)
        _ = budget.spend(for: "w2", at: start.addingTimeInterval(3600), foreground: false)
        budget.prune(at: start.addingTimeInterval(86_400 + 1), keeping: ["w1", "w2"])
        #expect(budget.spent.keys.sorted() == ["w2"])
        budget.prune(at: start.addingTimeInterval(86_400 + 2), keeping: ["w1"])
        #expect(budget.spent.isEmpty)
    }
}
