import Foundation
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

/// The Shortcuts golden files under `Tests/Fixtures/shortcuts/`, checked against what the test works
/// out from `ShortcutsGoldenTests.facts` by itself, never through `ShortcutsBuilder`:
///
/// - the local day of `generatedAt` in Lisbon comes from Python's `zoneinfo`, and the month, its
///   `validUntil` and each reading's `staleFrom` (its day + 91) are counted by `CivilDays`;
/// - each vehicle's next deadline and next dated maintenance is the one with the earliest due day;
/// - odometers, distances and the month's total are written with the CLDR symbols of `CLDRByHand`
///   (grouping separators, Spanish and Portuguese leaving four digits ungrouped, the currency's
///   place), and the numeric dates of German and Portuguese with their CLDR patterns;
/// - the day phrases follow each language's CLDR plural rule (French's "one" covers 0 and 1);
/// - the withheld texts (the plates) are nowhere, and the locked file holds no odometer, distance,
///   amount or economy.
///
/// The files are read with `JSONSerialization`, not the contract's decoder.
@Suite struct ShortcutsGoldenOracleTests {
    typealias Case = ShortcutsGoldenTests.Case
    static let facts = ShortcutsGoldenTests.facts

    static func document(_ golden: Case) throws -> [String: Any] {
        let url = Fixtures.url("shortcuts/\(golden.name).json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func language(_ golden: Case) -> String {
        golden.locale == "pt_PT" ? "pt-PT" : String(golden.locale.prefix(2))
    }

    static func vehicle(_ id: String, in document: [String: Any]) throws -> [String: Any] {
        try #require((document["vehicles"] as? [[String: Any]])?.first { $0["id"] as? String == id }, "no vehicle \(id)")
    }

    @Test(arguments: ShortcutsGoldenTests.cases)
    func theDayMonthAndReadingsAreCountedFromTheFacts(_ golden: Case) throws {
        let document = try Self.document(golden)
        let language = Self.language(golden)
        #expect(document["generatedAt"] as? String == "2026-11-29T19:20:00Z")
        #expect(document["timeZone"] as? String == "Europe/Lisbon")
        let today = try PythonOracle.localDay(of: "2026-11-29T19:20:00Z", in: "Europe/Lisbon")
        for facts in Self.facts.vehicles {
            let vehicle = try Self.vehicle(facts.id, in: document)
            let spend = try #require(vehicle["monthSpend"] as? [String: Any])
            #expect(spend["month"] as? String == CivilDays.month(0, after: today))
            #expect(spend["validUntil"] as? String == CivilDays.month(1, after: today) + "-01")
            let reading = try #require(facts.lastReading)
            if golden.locked {
                #expect(vehicle["odometer"] is NSNull, "\(golden.name) \(facts.id)")
                continue
            }
            let odometer = try #require(vehicle["odometer"] as? [String: Any])
            #expect(odometer["readingDate"] as? String == reading.date.isoString)
            #expect(odometer["staleFrom"] as? String == CivilDays.adding(91, to: reading.date.isoString))
            #expect(odometer["label"] as? String == CLDRByHand.distance(reading.value, unit: facts.unit.rawValue, language))
            if let numeric = CLDRByHand.numericDate(reading.date.isoString, language) {
                #expect(odometer["readingDateLabel"] as? String == numeric)
            }
        }
    }

    @Test(arguments: ShortcutsGoldenTests.cases)
    func theNextDeadlineAndMaintenanceAreTheEarliestDue(_ golden: Case) throws {
        let document = try Self.document(golden)
        let language = Self.language(golden)
        for facts in Self.facts.vehicles {
            let vehicle = try Self.vehicle(facts.id, in: document)
            let earliest = try #require(Self.facts.deadlines.filter { $0.vehicleId == facts.id }
                .min { CivilDays.number($0.dueDate.isoString) < CivilDays.number($1.dueDate.isoString) })
            let deadline = try #require(vehicle["nextDeadline"] as? [String: Any])
            #expect(deadline["dueDate"] as? String == earliest.dueDate.isoString, "\(golden.name) \(facts.id)")
            if let numeric = CLDRByHand.numericDate(earliest.dueDate.isoString, language) {
                #expect(deadline["dueDateLabel"] as? String == numeric)
            }
            let maintenance = try #require(vehicle["nextMaintenance"] as? [String: Any])
            let items = Self.facts.maintenance.filter { $0.vehicleId == facts.id }
            let dated = items.compactMap { item -> String? in
                if case .time(let due, _) = item.due { return due.isoString } else { return nil }
            }
            if let first = dated.min(by: { CivilDays.number($0) < CivilDays.number($1) }) {
                #expect(maintenance["dueDate"] as? String == first, "\(golden.name) \(facts.id)")
            } else if case .distance(_, let remaining?, _, _) = items.first?.due {
                let label = maintenance["distanceLabel"] as? String
                if golden.locked {
                    #expect(label == nil, "\(golden.name) \(facts.id): \(label ?? "")")
                } else {
                    let distance = CLDRByHand.distance(remaining, unit: facts.unit.rawValue, language)
                    #expect(label?.contains(distance) == true, "\(golden.name): «\(label ?? "")» should hold \(distance)")
                }
            }
        }
    }

    @Test(arguments: ShortcutsGoldenTests.cases)
    func theMonthsTotalIsTheFactsTotalInTheLanguagesFormat(_ golden: Case) throws {
        let document = try Self.document(golden)
        let today = try PythonOracle.localDay(of: "2026-11-29T19:20:00Z", in: "Europe/Lisbon")
        for facts in Self.facts.vehicles {
            let spend = try #require(try Self.vehicle(facts.id, in: document)["monthSpend"] as? [String: Any])
            let month = Self.facts.spend.first { $0.vehicleId == facts.id }?.months
                .first { $0.month.isoString == CivilDays.month(0, after: today) }
            #expect(spend["isComplete"] as? Bool == ((month?.unconvertedCount ?? 0) == 0), "\(golden.name) \(facts.id)")
            if golden.locked {
                #expect(spend["totalLabel"] == nil, "\(golden.name) \(facts.id)")
            } else {
                #expect(spend["totalLabel"] as? String
                    == CLDRByHand.money(month?.total ?? 0, symbol: "€", Self.language(golden)), "\(golden.name) \(facts.id)")
            }
        }
    }

    @Test(arguments: ShortcutsGoldenTests.cases)
    func theDayPhrasesFollowTheCLDRPluralRules(_ golden: Case) throws {
        let table = try #require(try Self.document(golden)["dayPhrases"] as? [String: Any])
        #expect(table["from"] as? Int == -60)
        let phrases = try #require(table["phrases"] as? [String])
        let problems = CLDRByHand.dayPhraseProblems(phrases, Self.language(golden))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: ShortcutsGoldenTests.cases)
    func noWithheldTextIsAnywhereAndTheLockHidesEveryValue(_ golden: Case) throws {
        let text = String(decoding: try Data(contentsOf: Fixtures.url("shortcuts/\(golden.name).json")), as: UTF8.self)
        for withheld in Self.facts.withheldTexts {
            #expect(!text.localizedCaseInsensitiveContains(withheld), "\(golden.name) holds «\(withheld)»")
        }
        guard golden.locked else { return }
        let document = try Self.document(golden)
        for facts in Self.facts.vehicles {
            let vehicle = try Self.vehicle(facts.id, in: document)
            #expect(vehicle["lastEconomy"] == nil || vehicle["lastEconomy"] is NSNull, "\(facts.id)")
            if let reading = facts.lastReading {
                #expect(!text.contains(CLDRByHand.grouped(reading.value, "en")), "the locked file shows \(reading.value)")
            }
        }
        for month in Self.facts.spend.flatMap(\.months) where month.total > 0 {
            #expect(!text.contains(CLDRByHand.twoDecimals(month.total, "en")), "the locked file shows \(month.total)")
        }
    }
}
