import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// The golden parts hold the golden snapshot's values, checked on the JSON with Foundation's
/// `JSONSerialization` and nothing of the contract's code: each part lists its vehicle (the first
/// without one) and exactly that vehicle's rows and spend (every vehicle's rows without one, since
/// these lists are shorter than a widget's seven rows), with the snapshot's strings, phrases and
/// theme, in the snapshot's language and zone.
@Suite struct WidgetPartOracleTests {
    typealias Object = [String: Any]

    static func object(_ path: String) throws -> Object {
        try #require(try JSONSerialization.jsonObject(with: Fixtures.data(path)) as? Object)
    }

    /// Two JSON values as Foundation reads them are the same value.
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return NSDictionary(dictionary: ["v": lhs]).isEqual(to: ["v": rhs])
    }

    /// A row without its rank, which the lists' own sections number among themselves.
    static func unranked(_ rows: [Object]) -> [Object] {
        rows.map { $0.filter { $0.key != "rank" } }
    }

    @Test(arguments: Fixtures.snapshotNames("valid"))
    func eachGoldenPartHoldsItsSnapshotsValues(_ name: String) throws {
        let snapshot = try Self.object("snapshots/valid/\(name)")
        let stem = String(name.dropLast(".json".count))
        let vehicles = try #require(snapshot["vehicles"] as? [Object])
        let deadlines = try #require(snapshot["deadlines"] as? [Object])
        let maintenance = try #require(snapshot["maintenance"] as? [Object])
        let spend = try #require(snapshot["spend"] as? [Object])
        let strings = try #require(snapshot["strings"] as? Object)
        let titles = try #require(strings["titles"] as? Object)
        let ids = vehicles.compactMap { $0["id"] as? String }
        #expect(deadlines.count <= 7 && maintenance.count <= 5, "the oracle assumes no row is left out")

        for kind in ["vehicle", "deadlines", "spend", "maintenance"] {
            for vehicle in [nil] + ids.map(Optional.some) {
                let file = vehicle.map { "\(stem).widgets.part.\(kind).v.\($0).json" } ?? "\(stem).widgets.part.\(kind).json"
                let part = try Self.object("parts/valid/\(file)")
                #expect(part["kind"] as? String == "glovebox.widget-part")
                #expect(part["version"] as? Int == 3)
                #expect(part["widget"] as? String == kind)
                #expect(Self.same(part["vehicleId"], vehicle.map { $0 as Any } ?? NSNull()))
                #expect(Self.same(part["locale"], snapshot["locale"]) && Self.same(part["timeZone"], snapshot["timeZone"]))
                let section = try #require(part["section"] as? Object)
                let basics = try #require(section["basics"] as? Object)
                #expect(Self.same(basics["title"], titles[kind]), "\(file)")
                #expect(Self.same(basics["openApp"], strings["openApp"]) && Self.same(basics["theme"], snapshot["theme"]))
                // The vehicle the part is about: the configured one, else the garage's first.
                let shown = vehicle ?? ids.first
                let mine = { (row: Object) in vehicle == nil || row["vehicleId"] as? String == vehicle }
                switch kind {
                case "vehicle":
                    #expect(Self.same(section["vehicles"], vehicles.filter { $0["id"] as? String == shown }), "\(file)")
                    #expect(Self.same(section["deadlines"], deadlines.filter { $0["vehicleId"] as? String == shown }), "\(file)")
                    #expect(Self.same(section["maintenance"], maintenance.filter { $0["vehicleId"] as? String == shown }), "\(file)")
                    #expect(Self.same(section["noReading"], strings["noReading"]) && Self.same(section["dayPhrases"], snapshot["dayPhrases"]))
                case "deadlines", "maintenance":
                    let rows = kind == "deadlines" ? deadlines : maintenance
                    let listed = try #require(section[kind] as? [Object])
                    #expect(Self.same(Self.unranked(listed), Self.unranked(rows.filter(mine))), "\(file)")
                    #expect(listed.compactMap { $0["rank"] as? Int } == listed.compactMap { $0["rank"] as? Int }.sorted())
                    #expect(section["itemCount"] as? Int == rows.filter(mine).count, "\(file)")
                    let references = vehicles.filter { $0["id"] as? String == shown }.map { ["id": $0["id"]!, "url": $0["url"]!] }
                    #expect(Self.same(section["vehicles"], references), "\(file)")
                    #expect(Self.same(section["dayPhrases"], snapshot["dayPhrases"]))
                default:
                    #expect(Self.same(section["spend"], spend.filter { Self.same($0["vehicleId"], vehicle.map { $0 as Any } ?? NSNull()) }), "\(file)")
                    #expect(Self.same(section["vehicleIds"], shown.map { [$0] } ?? []), "\(file)")
                    #expect(Self.same(section["monthEnded"], strings["monthEnded"]))
                }
            }
        }
    }
}
