import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// `UrgencyOrder.everListed` keeps every item that fills one of the first places on some day, so a
/// part's rows give the whole list's first rows on every day; checked against the whole list's
/// order, day by day, on random lists.
@Suite struct UrgencyListingTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!

    @Test(arguments: 1...40)
    func theFirstPlacesOnEveryDayAreAmongTheListed(seed: Int) {
        let snapshot = FleetSnapshot.make(today: Self.today, vehicles: 6, seed: UInt64(seed))
        let items = snapshot.deadlines.map(DueItem.deadline) + snapshot.maintenance.map(DueItem.maintenance)
        for capacity in [1, 3, 5, 7] {
            let listed = UrgencyOrder.everListed(items, capacity: capacity)
            // Kept in the list's own order.
            #expect(listed == items.filter(listed.contains))
            for offset in -120...300 {
                let day = Self.today.adding(days: offset)
                let whole = Array(UrgencyOrder.sorted(items, on: day).prefix(capacity))
                let kept = Array(UrgencyOrder.sorted(listed, on: day).prefix(capacity))
                if whole != kept {
                    Issue.record("seed \(seed), capacity \(capacity), \(day): the first places differ")
                    return
                }
            }
        }
    }

    @Test func aShortListIsKeptWhole() {
        let snapshot = RelativeSnapshot.make(today: Self.today)
        let items = snapshot.deadlines.map(DueItem.deadline)
        #expect(UrgencyOrder.everListed(items, capacity: 7) == items)
    }

    @Test func aLongListLosesItsRowsThatNeverReachTheFirstPlaces() {
        // Ten deadlines a month apart, warned a week ahead: they come due in rank order, so only
        // the first of those still open can lead, and an overdue one stays ahead for ever.
        let items = (0..<10).map { index in
            DueItem.deadline(SnapshotDeadline(
                id: "d\(index)", label: "D\(index)", vehicleId: "v", vehicleName: "V",
                dueDate: Self.today.adding(days: 30 * (index + 1)), dueDateLabel: "",
                warningFrom: Self.today.adding(days: 30 * (index + 1) - 7), url: "glovebox://deadline/d\(index)", rank: index))
        }
        #expect(UrgencyOrder.everListed(items, capacity: 1).map(\.rank) == [0])
        #expect(UrgencyOrder.everListed(items, capacity: 3).map(\.rank) == [0, 1, 2])
    }
}
