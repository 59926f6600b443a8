import GloveboxTestSupport
import Testing
import WidgetContract
@testable import SnapshotBuilding

/// The sections' own writing of their canonical bytes (``CanonicalWritable``) against the bytes
/// their `encode(to:)` gives through ``CanonicalBytes``: the same, byte for byte, on sections drawn
/// at random with every case and every optional field, so that a field added to an encoding and
/// not to its writing (or written under another key, in another order, as another type) fails
/// here, its section shrunk to the fewest rows that show it. A new optional field, which the draws
/// would leave `nil` (and both encodings leave out), fails the coverage test instead; a new case
/// of a due or an odometer fails to compile in the draws.
@Suite struct CanonicalWritingTests {
    /// The bytes a section's conformance writes, as `contentHash` writes them.
    static func written(_ section: WidgetSection, capacity: Int = 64 * 1024) -> [UInt8] {
        var writer = CanonicalWriter(capacity: capacity)
        writer.value(section)
        return writer.bytes
    }

    static func agrees(_ section: WidgetSection) -> Bool {
        (try? CanonicalBytes.of(section)) == written(section)
    }

    @Test(arguments: 0..<300)
    func aRandomSectionIsWrittenAsItsEncodingRecordsIt(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let section = Draw.section(&random)
        let agrees = Self.agrees(section)
        #expect(agrees, "seed \(seed): \(Self.difference(shrinking: section))")
    }

    /// Where the smallest section that still differs first differs.
    static func difference(shrinking section: WidgetSection) -> String {
        let smallest = Shrink.section(section, stillFails: { !agrees($0) })
        let expected = (try? CanonicalBytes.of(smallest)) ?? []
        let actual = written(smallest)
        let offset = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        return "the written bytes differ from the encoding's at byte \(offset) "
            + "(\(actual.count) written, \(expected.count) encoded) for \(smallest)"
    }

    /// Every optional stored property met in the drawn sections is drawn present at least once:
    /// one the draws never fill is one whose writing no draw compares.
    @Test func theDrawsFillEveryOptionalFieldTheyMeet() {
        var random = SplitMix(seed: 0)
        var filled: [String: Bool] = [:]
        for _ in 0..<300 {
            Coverage.optionals(in: Draw.section(&random), filled: &filled)
        }
        #expect(filled.filter { !$0.value }.keys.sorted() == [])
        // The walk does reach the rows: these are the optional fields there are today.
        for field in ["SnapshotVehicle.lastEconomy", "DeadlinesSection.itemCount", "MaintenanceSection.itemCount",
                      "SnapshotSpend.vehicleId", "SnapshotSpend.totalLabel", "label"] {
            #expect(filled[field] == true, "\(field)")
        }
    }

    @Test func everySampleAndFleetSectionIsWrittenAsItsEncodingRecordsIt() throws {
        let snapshots = [
            SampleSnapshots.englishUnlocked, SampleSnapshots.portugueseLocked, SampleSnapshots.germanOverdue,
            FleetSnapshot.make(today: SampleSnapshots.day("2026-06-15"), vehicles: 40, seed: 7),
        ]
        for snapshot in snapshots {
            for kind in WidgetKind.allCases {
                let section = snapshot.section(for: kind)
                #expect(try CanonicalBytes.of(section) == Self.written(section), "\(kind)")
                // And the hash is of those bytes.
                #expect(section.contentHash == ContentDigest.blake2bHexDigest(try CanonicalBytes.of(section)))
            }
        }
    }

    @Test func theBytesDoNotDependOnTheRoomTheWriterStartsWith() {
        var random = SplitMix(seed: 99)
        for _ in 0..<20 {
            let section = Draw.section(&random)
            // 64 bytes is the least a writer takes: it grows many times over, and a long string
            // needs more than twice the room it has.
            #expect(Self.written(section, capacity: 1) == Self.written(section))
        }
    }

    @Test func aLongKeylessTextAndANumberPastSevenBitsAreWrittenAsTheEncoderWritesThem() throws {
        let long = String(repeating: "é", count: 300)
        var writer = CanonicalWriter(capacity: 1)
        writer.value(long)
        #expect(try writer.bytes == CanonicalBytes.of(long))
        // 200 containers, so that the last numbers take two bytes.
        let many = Array(repeating: "x", count: 200)
        var list = CanonicalWriter()
        list.value(many)
        #expect(try list.bytes == CanonicalBytes.of(many))
    }

    /// Random sections: every case, every optional field present and absent, texts of every length
    /// class (empty, one byte, past 127 bytes, outside ASCII).
    enum Draw {
        static func section(_ random: inout SplitMix) -> WidgetSection {
            let vehicles = list(&random, upTo: 6) { vehicle(&$0) }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                return .vehicle(VehicleSection(
                    basics: basics(&random), noReading: text(&random), dayPhrases: dayPhrases(&random), vehicles: vehicles,
                    deadlines: list(&random, upTo: 6) { deadline(&$0) }, maintenance: list(&random, upTo: 6) { maintenance(&$0) }))
            case 1:
                return .deadlines(DeadlinesSection(
                    basics: basics(&random), noDeadlines: text(&random), dayPhrases: dayPhrases(&random),
                    vehicles: references(vehicles), deadlines: list(&random, upTo: 6) { deadline(&$0) },
                    itemCount: maybe(&random) { Int.random(in: 0...500, using: &$0) }))
            case 2:
                return .maintenance(MaintenanceSection(
                    basics: basics(&random), noMaintenance: text(&random), dayPhrases: dayPhrases(&random),
                    vehicles: references(vehicles), maintenance: list(&random, upTo: 6) { maintenance(&$0) },
                    itemCount: maybe(&random) { Int.random(in: 0...500, using: &$0) }))
            default:
                return .spend(SpendSection(
                    basics: basics(&random), monthEnded: text(&random), incompleteSpend: text(&random),
                    incompleteMonths: text(&random), vehicleIds: vehicles.map(\.id), spend: list(&random, upTo: 4) { spend(&$0) }))
            }
        }

        static func text(_ random: inout SplitMix) -> String {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: ""
            case 1: "x"
            case 2: String(repeating: "long ", count: Int.random(in: 26...60, using: &random))
            case 3: "Révision à 15 000 km 🚗"
            case 4: "車検 \(Int.random(in: 0...99, using: &random))"
            default: "text \(random.next() % 1_000)"
            }
        }

        static func day(_ random: inout SplitMix) -> CalendarDay {
            CalendarDay(year: Int.random(in: 1990...2060, using: &random), month: Int.random(in: 1...12, using: &random), day: Int.random(in: 1...28, using: &random))!
        }

        static func maybe<Value>(_ random: inout SplitMix, _ draw: (inout SplitMix) -> Value) -> Value? {
            Bool.random(using: &random) ? draw(&random) : nil
        }

        static func list<Element>(_ random: inout SplitMix, upTo count: Int, _ draw: (inout SplitMix) -> Element) -> [Element] {
            (0..<Int.random(in: 0...count, using: &random)).map { _ in draw(&random) }
        }

        static func basics(_ random: inout SplitMix) -> SectionBasics {
            SectionBasics(
                title: text(&random), openApp: text(&random), noVehicles: text(&random), chooseVehicle: text(&random),
                theme: SnapshotTheme(
                    colors: ThemeColors(
                        accent: text(&random), warning: text(&random), overdue: text(&random), text: text(&random),
                        secondaryText: text(&random), background: text(&random), bar: text(&random)),
                    fonts: ThemeFonts(title: text(&random), body: text(&random))))
        }

        static func dayPhrases(_ random: inout SplitMix) -> DayPhrases {
            DayPhrases(
                from: Int.random(in: -90...0, using: &random), phrases: list(&random, upTo: 181) { text(&$0) },
                overdueFallback: text(&random))
        }

        static func vehicle(_ random: inout SplitMix) -> SnapshotVehicle {
            let cases: [VehicleOdometer] = [
                .recorded(RecordedOdometer(
                    value: Int.random(in: 0...999_999, using: &random), label: text(&random), readingDate: day(&random),
                    readingLabel: text(&random), staleFrom: day(&random), staleLabel: text(&random))),
                .noReading, .hidden,
            ]
            let odometer = cases[Int.random(in: 0..<cases.count, using: &random)]
            // Exhaustive on purpose: a new case does not compile here until the list above draws it.
            switch odometer {
            case .recorded, .noReading, .hidden: break
            }
            return SnapshotVehicle(
                id: text(&random), name: text(&random), subtitle: text(&random), odometer: odometer, url: text(&random),
                lastEconomy: maybe(&random) { VehicleEconomy(label: text(&$0), title: text(&$0)) })
        }

        static func references(_ vehicles: [SnapshotVehicle]) -> [VehicleReference] {
            vehicles.map { VehicleReference(id: $0.id, url: $0.url) }
        }

        static func deadline(_ random: inout SplitMix) -> SnapshotDeadline {
            SnapshotDeadline(
                id: text(&random), label: text(&random), vehicleId: text(&random), vehicleName: text(&random),
                dueDate: day(&random), dueDateLabel: text(&random), warningFrom: day(&random), url: text(&random),
                rank: Int.random(in: -5...5_000, using: &random))
        }

        static func maintenance(_ random: inout SplitMix) -> SnapshotMaintenance {
            let cases: [MaintenanceDue] = [
                .time(dueDate: day(&random), dueDateLabel: text(&random), warningFrom: day(&random)),
                .distance(label: maybe(&random) { text(&$0) }, isWarning: Bool.random(using: &random), isOverdue: Bool.random(using: &random)),
            ]
            let due = cases[Int.random(in: 0..<cases.count, using: &random)]
            // Exhaustive on purpose: a new case does not compile here until the list above draws it.
            switch due {
            case .time, .distance: break
            }
            return SnapshotMaintenance(
                id: text(&random), label: text(&random), vehicleId: text(&random), vehicleName: text(&random), due: due,
                url: text(&random), rank: Int.random(in: 0...5_000, using: &random))
        }

        static func spend(_ random: inout SplitMix) -> SnapshotSpend {
            SnapshotSpend(
                vehicleId: maybe(&random) { text(&$0) }, currencyCode: text(&random), monthLabel: text(&random),
                totalLabel: maybe(&random) { text(&$0) }, validUntil: day(&random),
                buckets: list(&random, upTo: 13) { random in
                    SpendBucket(
                        id: CalendarMonth(year: Int.random(in: 1990...2060, using: &random), month: Int.random(in: 1...12, using: &random))!,
                        label: text(&random), ratio: Double.random(in: 0...1, using: &random),
                        isCurrent: Bool.random(using: &random), isComplete: Bool.random(using: &random))
                },
                url: text(&random))
        }
    }

    /// A failing section with each of its top-level lists shrunk in turn (``ListShrinker``), for as
    /// long as it still fails; the texts and a spend row's buckets are left as drawn.
    enum Shrink {
        static func section(_ section: WidgetSection, stillFails: (WidgetSection) -> Bool) -> WidgetSection {
            switch section {
            case .vehicle(var s):
                s.vehicles = ListShrinker.smallest(s.vehicles) { var t = s; t.vehicles = $0; return stillFails(.vehicle(t)) }
                s.deadlines = ListShrinker.smallest(s.deadlines) { var t = s; t.deadlines = $0; return stillFails(.vehicle(t)) }
                s.maintenance = ListShrinker.smallest(s.maintenance) { var t = s; t.maintenance = $0; return stillFails(.vehicle(t)) }
                s.dayPhrases.phrases = ListShrinker.smallest(s.dayPhrases.phrases) { var t = s; t.dayPhrases.phrases = $0; return stillFails(.vehicle(t)) }
                return .vehicle(s)
            case .deadlines(var s):
                s.vehicles = ListShrinker.smallest(s.vehicles) { var t = s; t.vehicles = $0; return stillFails(.deadlines(t)) }
                s.deadlines = ListShrinker.smallest(s.deadlines) { var t = s; t.deadlines = $0; return stillFails(.deadlines(t)) }
                s.dayPhrases.phrases = ListShrinker.smallest(s.dayPhrases.phrases) { var t = s; t.dayPhrases.phrases = $0; return stillFails(.deadlines(t)) }
                return .deadlines(s)
            case .maintenance(var s):
                s.vehicles = ListShrinker.smallest(s.vehicles) { var t = s; t.vehicles = $0; return stillFails(.maintenance(t)) }
                s.maintenance = ListShrinker.smallest(s.maintenance) { var t = s; t.maintenance = $0; return stillFails(.maintenance(t)) }
                s.dayPhrases.phrases = ListShrinker.smallest(s.dayPhrases.phrases) { var t = s; t.dayPhrases.phrases = $0; return stillFails(.maintenance(t)) }
                return .maintenance(s)
            case .spend(var s):
                s.vehicleIds = ListShrinker.smallest(s.vehicleIds) { var t = s; t.vehicleIds = $0; return stillFails(.spend(t)) }
                s.spend = ListShrinker.smallest(s.spend) { var t = s; t.spend = $0; return stillFails(.spend(t)) }
                return .spend(s)
            }
        }
    }

    /// Which optional stored properties a value holds, found by reflection, so that no list of
    /// them is kept here.
    enum Coverage {
        /// Records, under `Type.property` (a bare label inside an enum case's payload), whether
        /// each optional property of `value` and of everything it holds was ever present.
        static func optionals(in value: Any, filled: inout [String: Bool]) {
            let mirror = Mirror(reflecting: value)
            // A payload's labels are the case's (`label:` of `.distance`), not the enum's fields.
            let owner = mirror.displayStyle == .tuple ? nil : String(describing: type(of: value))
            for child in mirror.children {
                let inner = Mirror(reflecting: child.value)
                if inner.displayStyle == .optional, let label = child.label {
                    let key = owner.map { "\($0).\(label)" } ?? label
                    let present = inner.children.first
                    filled[key] = (filled[key] ?? false) || present != nil
                    if let present { optionals(in: present.value, filled: &filled) }
                } else if !(child.value is String) {
                    optionals(in: child.value, filled: &filled)
                }
            }
        }
    }
}
