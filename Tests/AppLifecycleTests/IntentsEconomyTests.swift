import AppLifecycle
import Foundation
import GloveboxTestSupport
import ShortcutsContract
import Testing
import WidgetContract

/// "What is my fuel economy?", answered from the builder's golden Shortcuts snapshots
/// (`Tests/Fixtures/shortcuts/`): the Clio's last fill-up did 6.4 L/100 km, the Cherokee's 18.0 mpg (US).
@Suite struct IntentsEconomyTests {
    static func answer(_ vehicle: String?, golden: String = "en") throws -> ShortcutAnswer {
        ShortcutAnswerer(now: Pinned.instant("2026-11-29T19:20:00Z"))
            .answer(.fuelEconomy, vehicle: vehicle, snapshotBytes: try Fixtures.data("shortcuts/\(golden).json"))
    }

    @Test(arguments: [
        ("en", "Clio: 6.4\u{00A0}L/100 km (last fill-up).", "Cherokee: 18.0\u{00A0}mpg (US) (last fill-up)."),
        ("pt-PT", "Clio: 6,4\u{00A0}l/100 km (último abastecimento).", "Cherokee: 18,0\u{00A0}mpg (EUA) (último abastecimento)."),
        ("es", "Clio: 6,4\u{00A0}l/100 km (último repostaje).", "Cherokee: 18,0\u{00A0}mpg (EE. UU.) (último repostaje)."),
        ("fr", "Clio\u{00A0}: 6,4\u{00A0}l/100 km (dernier plein).", "Cherokee\u{00A0}: 18,0\u{00A0}mpg (US) (dernier plein)."),
        ("de", "Clio: 6,4\u{00A0}l/100 km (letzte Tankfüllung).", "Cherokee: 18,0\u{00A0}mpg (US) (letzte Tankfüllung)."),
    ])
    func theEconomyIsSaidInTheSnapshotsLanguage(_ golden: String, _ clio: String, _ cherokee: String) throws {
        let answer = try Self.answer("clio", golden: golden)
        #expect(answer.status == .answered && answer.vehicleId == "clio")
        #expect(answer.text == clio)
        #expect(try Self.answer("cherokee", golden: golden).text == cherokee)
    }

    @Test func withSeveralVehiclesAndNoneNamedItAsksWhichAsTheOtherQuestionsDo() throws {
        let answer = try Self.answer(nil)
        #expect(answer.status == .whichVehicle)
        #expect(answer.choices == ["Clio", "Cherokee"])
        #expect(answer == ShortcutAnswerer(now: Pinned.instant("2026-11-29T19:20:00Z"))
            .answer(.odometer, vehicle: nil, snapshotBytes: try Fixtures.data("shortcuts/en.json")))
    }

    @Test func theLockWithholdsItLikeTheOdometer() throws {
        let answer = try Self.answer("cherokee", golden: "en-locked")
        #expect(answer.status == .locked)
        #expect(answer.text == "Glovebox is locked. Open the app to see this.")
    }

    @Test func aVehicleWithoutAStretchSaysWhatItNeeds() throws {
        var snapshot = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Fixtures.data("shortcuts/de.json"))
        snapshot.vehicles[0].lastEconomy = nil
        let answer = ShortcutAnswerer(now: Pinned.instant("2026-11-29T19:20:00Z")).answer(.fuelEconomy, vehicle: "clio", snapshot: snapshot)
        #expect(answer.status == .answered)
        #expect(answer.text == "Clio: noch kein Verbrauch; dafür braucht es zwei volle Tankfüllungen nacheinander.")
    }

    /// A file published before economies (no phrases for them, no economy on its vehicles) still reads,
    /// since both are optional; only the app can answer this question from it.
    @Test func aFileFromBeforeEconomiesIsReadAndAnsweredWithOpenTheApp() throws {
        var object = try #require(JSONSerialization.jsonObject(with: Fixtures.data("shortcuts/en.json")) as? [String: Any])
        var phrases = try #require(object["phrases"] as? [String: Any])
        phrases.removeValue(forKey: "economy")
        phrases.removeValue(forKey: "noEconomy")
        object["phrases"] = phrases
        object["vehicles"] = (object["vehicles"] as? [[String: Any]] ?? []).map { vehicle in
            var vehicle = vehicle
            vehicle.removeValue(forKey: "lastEconomy")
            return vehicle
        }
        let old = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let answerer = ShortcutAnswerer(now: Pinned.instant("2026-11-29T19:20:00Z"))
        #expect(answerer.answer(.odometer, vehicle: "clio", snapshotBytes: old).text == "Clio shows 84,210\u{00A0}km, read on 20 Nov 2026.")
        let answer = answerer.answer(.fuelEconomy, vehicle: "clio", snapshotBytes: old)
        #expect(answer.status == .openApp)
        #expect(answer.text == "Open Glovebox to answer this.")
    }
}
