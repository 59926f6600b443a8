import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

/// `TimelineBuilder.entry(for:…)` builds what a widget shows at an instant without the rest of its
/// timeline (what `render` and the status bars draw). It must be exactly the timeline's entry at
/// that instant: for every input a widget can meet (parts, a whole snapshot, every load state), at
/// seeded random instants over a year around the build, in zones whose clocks change in that year
/// (Lisbon, New York, Sydney, Chatham at +12:45) and zones that do not (Kiritimati at +14, São
/// Paulo), with the system's calendar in yet another zone (Tokyo).
@Suite struct EntryAloneTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!
    static let zones = [
        "Europe/Lisbon", "America/New_York", "Australia/Sydney", "Pacific/Chatham", "Pacific/Kiritimati", "America/Sao_Paulo",
    ]

    /// Every input a widget can meet: each kind's part of several fleets, and every load state.
    static func inputs(zone: String) throws -> [(WidgetSetup, WidgetInput)] {
        var inputs: [(WidgetSetup, WidgetInput)] = []
        for (index, vehicles) in [3, 8, 0].enumerated() {
            var snapshot = FleetSnapshot.make(today: today, vehicles: vehicles, seed: UInt64(index + 1))
            snapshot.timeZone = zone
            let files = try WidgetPartDrawingTests.container(snapshot)
            for kind in WidgetKind.allCases {
                for family in kind.supportedFamilies {
                    for vehicle in [nil] + snapshot.vehicles.prefix(2).map(\.id) {
                        let configuration = WidgetSetup(kind: kind, family: family, vehicleId: vehicle)
                        inputs.append((configuration, WidgetPartDrawingTests.input(configuration, in: files)))
                        // The whole snapshot, as an app from before parts publishes it.
                        inputs.append((configuration, .state(.ready(snapshot))))
                    }
                }
            }
        }
        let states: [LoadState] = [.needsSetup, .needsRefresh(reason: LoadProblem(.snapshot, .unreadable(errno: 5))), .placeholder(reason: nil)]
        inputs += states.map { (WidgetSetup(kind: .deadlines, family: .medium), .state($0)) }
        return inputs
    }

    @Test(arguments: zones)
    func theEntryAloneIsTheTimelinesEntryAtTheInstant(_ zone: String) throws {
        let builder = TimelineBuilder(calendar: Pinned.calendar("Asia/Tokyo"), systemLocale: Locale(identifier: "de_DE"))
        let start = Self.today.adding(days: -200).firstInstant(in: Pinned.calendar(zone))
        var random = SplitMix(seed: 0xE27A1)
        var compared = 0
        for (configuration, input) in try Self.inputs(zone: zone) {
            for _ in 0..<8 {
                // Any second of the 400 days around the build, midnights included now and then.
                var now = start.addingTimeInterval(TimeInterval(Int.random(in: 0..<(400 * 86_400), using: &random)))
                if Int.random(in: 0..<4, using: &random) == 0 {
                    now = CalendarDay(containing: now, in: Pinned.calendar(zone)).firstInstant(in: Pinned.calendar(zone))
                }
                let timeline = builder.timeline(for: configuration, input: input, now: now)
                let alone = builder.entry(for: configuration, input: input, now: now)
                #expect(alone == timeline.entries.first, "\(zone) \(configuration) at \(now)")
                #expect(alone == timeline.entry(at: now), "\(zone) \(configuration) at \(now)")
                if case .state(let state) = input {
                    #expect(builder.entry(for: configuration, state: state, now: now) == alone)
                }
                compared += 1
            }
        }
        #expect(compared > 500)
    }
}
