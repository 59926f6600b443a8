import Foundation
import GarageRules
import SnapshotBuilding
import Testing
import WidgetContract

/// No control or text-direction character crosses the contract from the app's side, whatever path
/// a text took into the logbook (an import, a sync): the builder applies the widget side's rule.
@Suite struct SafeTextTests {

    @Test func namesAndTitlesReachTheSnapshotWithoutBidiOrControlCharacters() throws {
        var garage = PinnedGarages.englishUnlocked.garage
        garage.vehicles[0].name = "Clio\u{202E}evil\u{202C}"
        garage.vehicles[0].make = "Renault\u{2066}"
        garage.deadlines[0].title = "Insurance\u{1B}[2J"
        garage.maintenanceItems[0].name = "Oil\u{2067} change"
        let snapshot = SnapshotBuilder.build(
            garage: garage, rates: ExchangeRates(), context: PinnedGarages.englishUnlocked.context(locked: false))
        let text = String(decoding: try SnapshotCoding.encode(snapshot), as: UTF8.self)
        // JSON escapes controls as \u001b; the decoded values are what a widget draws.
        let drawn = snapshot.vehicles.flatMap { [$0.name, $0.subtitle] } + snapshot.deadlines.map(\.label)
            + snapshot.maintenance.map(\.label)
        for value in drawn {
            #expect(!value.unicodeScalars.contains(where: SafeText.isUnsafe), "\(value.debugDescription)")
        }
        #expect(!text.contains("\u{202E}"))
        #expect(snapshot.vehicles.contains { $0.name == "Clioevil" })
        #expect(snapshot.deadlines.contains { $0.label == "Insurance[2J" })
    }

    @Test func aPlateSplitByABidiCharacterIsStillMasked() throws {
        var garage = PinnedGarages.englishUnlocked.garage
        garage.vehicles[1].name = "MOM\u{202E}WAGON"
        let snapshot = SnapshotBuilder.build(
            garage: garage, rates: ExchangeRates(), context: PinnedGarages.englishUnlocked.context(locked: false))
        #expect(snapshot.vehicles[1].name == SnapshotBuilder.mask)
    }
}
