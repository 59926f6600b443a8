import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

/// A widget that reads only its part draws exactly what it drew from the whole snapshot, on every
/// day around the build, in every family and for every configuration (no vehicle, each vehicle, a
/// vehicle that is gone); and a part it cannot trust makes it ask to open the app.
@Suite struct WidgetPartDrawingTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!

    /// The snapshots compared: the sample, locked and not, and fleets whose lists are longer than
    /// any widget's rows (so that their parts leave rows out).
    static let snapshots: [(String, WidgetsSnapshot)] = [
        ("sample", RelativeSnapshot.make(today: today)),
        ("sample locked", RelativeSnapshot.make(today: today, locked: true)),
        ("fleet 1", FleetSnapshot.make(today: today, vehicles: 8, seed: 1)),
        ("fleet 2", FleetSnapshot.make(today: today, vehicles: 6, seed: 2)),
        ("empty garage", FleetSnapshot.make(today: today, vehicles: 0, seed: 3)),
    ]

    /// The parts of `snapshot`, encoded, by file name: the container a widget reads.
    static func container(_ snapshot: WidgetsSnapshot) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for part in snapshot.parts() { files[part.fileName] = try SnapshotCoding.encode(part) }
        return files
    }

    static func input(_ configuration: WidgetSetup, in files: [String: Data]) -> WidgetInput {
        PartLoader.load(for: configuration) { name, limit in
            guard let bytes = files[name] else { return .missing }
            return bytes.count > limit ? .tooLarge(size: bytes.count) : .bytes(bytes)
        }
    }

    @Test(arguments: snapshots.indices)
    func everyWidgetDrawsFromItsPartWhatItDrewFromTheWholeSnapshot(_ index: Int) throws {
        let (name, snapshot) = Self.snapshots[index]
        let files = try Self.container(snapshot)
        let vehicles: [String?] = [nil] + snapshot.vehicles.map(\.id) + ["sold"]
        var compared = 0
        for kind in WidgetKind.allCases {
            let whole = snapshot.section(for: kind)
            for family in kind.supportedFamilies {
                for vehicle in vehicles {
                    let configuration = WidgetSetup(kind: kind, family: family, vehicleId: vehicle)
                    guard case .part(let part) = Self.input(configuration, in: files) else {
                        Issue.record("\(name): \(configuration) found no part")
                        continue
                    }
                    let builder = EntryModelBuilder(configuration: configuration, fallback: .english)
                    // From well before the build to well after it, past every due and warning day of the fleets.
                    for offset in stride(from: -60, through: 200, by: 1) {
                        let day = Self.today.adding(days: offset)
                        let expected = builder.model(for: whole, on: day)
                        let drawn = builder.model(for: part.section, on: day)
                        if drawn != expected {
                            Issue.record("\(name): \(configuration) on \(day) draws differently from its part")
                            return
                        }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 0)
    }

    @Test func aFleetsPartsLeaveOutRowsAndCountThem() throws {
        let snapshot = FleetSnapshot.make(today: Self.today, vehicles: 8, seed: 1)
        let part = try #require(snapshot.parts().first { $0.fileName == "widgets.part.deadlines.json" })
        guard case .deadlines(let section) = part.section else {
            Issue.record("the deadlines part holds another section")
            return
        }
        #expect(section.deadlines.count < snapshot.deadlines.count)
        #expect(section.itemCount == snapshot.deadlines.count)
        #expect(section.vehicles.map(\.id) == ["v0"])
    }

    @Test func theTimelineOfAPartIsTheTimelineOfTheSnapshot() throws {
        let snapshot = RelativeSnapshot.make(today: Self.today)
        let files = try Self.container(snapshot)
        let builder = TimelineBuilder(calendar: Pinned.calendar("Europe/Lisbon"), systemLocale: Locale(identifier: "en_US"))
        let now = Pinned.instant("2026-11-29T19:20:00Z")
        for kind in WidgetKind.allCases {
            let configuration = WidgetSetup(kind: kind, family: .medium, vehicleId: "clio")
            let fromPart = builder.timeline(for: configuration, input: Self.input(configuration, in: files), now: now)
            let fromSnapshot = builder.timeline(for: configuration, state: .ready(snapshot), now: now)
            #expect(fromPart == fromSnapshot)
        }
    }

    @Test func aPartOfAVersionThisReaderDoesNotKnowAsksToOpenTheApp() throws {
        var files = try Self.container(RelativeSnapshot.make(today: Self.today))
        let name = "widgets.part.deadlines.json"
        let text = String(decoding: try #require(files[name]), as: UTF8.self)
        #expect(text.contains("\"version\" : 3"))
        files[name] = Data(text.replacingOccurrences(of: "\"version\" : 3", with: "\"version\" : 4").utf8)

        let input = Self.input(WidgetSetup(kind: .deadlines, family: .small), in: files)

        guard case .state(.needsRefresh(let reason)) = input else {
            Issue.record("a part of version 4 was drawn: \(input)")
            return
        }
        #expect(reason.description.contains("unsupported snapshot version 4 (this reader knows version 3)"))
        let model = EntryModelBuilder(configuration: WidgetSetup(kind: .deadlines, family: .small), fallback: .english)
            .model(for: .needsRefresh(reason: reason), on: Self.today)
        #expect(model.body == .message(MessageContent(reason: .refresh, text: "Open Glovebox to refresh")))
    }

    @Test func theWholeSnapshotUnderAPartsNameIsRefused() throws {
        var files = try Self.container(RelativeSnapshot.make(today: Self.today))
        files["widgets.part.spend.json"] = try SnapshotCoding.encode(RelativeSnapshot.make(today: Self.today))

        let input = Self.input(WidgetSetup(kind: .spend, family: .small), in: files)

        guard case .state(.needsRefresh(let reason)) = input else {
            Issue.record("a version 2 snapshot was drawn as a part: \(input)")
            return
        }
        #expect(reason.description.contains("glovebox.widgets"))
    }

    @Test func anotherWidgetsPartUnderThisName() throws {
        var files = try Self.container(RelativeSnapshot.make(today: Self.today))
        files["widgets.part.spend.v.clio.json"] = files["widgets.part.spend.v.jeep.json"]

        let input = Self.input(WidgetSetup(kind: .spend, family: .small, vehicleId: "clio"), in: files)

        guard case .state(.needsRefresh(let reason)) = input else {
            Issue.record("jeep's part was drawn for clio: \(input)")
            return
        }
        #expect(reason.description.contains("is not the part its name says"))
    }

    @Test func aPartOverTheCapIsRefusedFromItsSizeWithTheLimitInTheReason() {
        var asked: [(String, Int)] = []
        let input = PartLoader.load(for: WidgetSetup(kind: .vehicle, family: .small)) { name, limit in
            asked.append((name, limit))
            return .tooLarge(size: 70_000)
        }

        #expect(asked.map(\.0) == ["widgets.part.vehicle.json"])
        #expect(asked.map(\.1) == [65_536])
        guard case .state(.needsRefresh(let reason)) = input else {
            Issue.record("an oversized part was not refused: \(input)")
            return
        }
        #expect(reason == LoadProblem(.part("widgets.part.vehicle.json"), .tooLarge(size: 70_000, limit: 65_536)))
        #expect(reason.description == "widget part 'widgets.part.vehicle.json' is 70000 bytes, over the 65536 a widget reads; it was not read")
    }

    @Test func aVehiclesMissingPartIsNotStoodInForByTheKindsPartThatListsIt() throws {
        var files = try Self.container(RelativeSnapshot.make(today: Self.today))
        // clio is the first vehicle, so the kind's part lists it: its rows there are not only clio's.
        files["widgets.part.deadlines.v.clio.json"] = nil

        let input = Self.input(WidgetSetup(kind: .deadlines, family: .large, vehicleId: "clio"), in: files)

        guard case .state(.needsRefresh(let reason)) = input else {
            Issue.record("the kind's part stood in for clio's: \(input)")
            return
        }
        #expect(reason.description.contains("whose own part is missing"))
    }

    @Test func withNoPartAtAllTheWholeSnapshotOfAnOlderAppIsRead() throws {
        let snapshot = RelativeSnapshot.make(today: Self.today)
        let files = [WidgetsSnapshot.fileName: try SnapshotCoding.encode(snapshot)]

        let input = Self.input(WidgetSetup(kind: .maintenance, family: .medium), in: files)

        #expect(input == .state(.ready(snapshot)))
        #expect(Self.input(WidgetSetup(kind: .maintenance, family: .medium), in: [:]) == .state(.needsSetup))
    }

    @Test func theEntryModelsRowCapacitiesFitInWhatAPartKeeps() {
        for family in WidgetSize.allCases {
            #expect(EntryModelBuilder.rowCapacity(of: family) <= WidgetPart.listCapacity)
            #expect(EntryModelBuilder.vehicleRowCapacity(of: family) <= WidgetPart.vehicleRowCapacity)
        }
    }
}
