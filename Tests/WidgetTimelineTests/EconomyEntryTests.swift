import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

/// The vehicle widget's entry carries the app's economy text as is, in the sizes that draw it.
@Suite struct EconomyEntryTests {
    let today = CalendarDay(year: 2026, month: 11, day: 29)!

    func content(_ family: WidgetSize, economy: VehicleEconomy?) -> VehicleContent? {
        var snapshot = RelativeSnapshot.make(today: today)
        snapshot.vehicles[0].lastEconomy = economy
        let builder = EntryModelBuilder(
            configuration: WidgetSetup(kind: .vehicle, family: family, vehicleId: "clio"), fallback: .english)
        guard case .vehicle(let content) = builder.model(for: snapshot, on: today).body else { return nil }
        return content
    }

    @Test(arguments: WidgetKind.vehicle.supportedFamilies)
    func mediumAndLargeShowTheEconomyTheAppWrote(_ family: WidgetSize) {
        let economy = VehicleEconomy(label: "6,4\u{00A0}l/100 km", title: "Último abastecimento")
        let shown = content(family, economy: economy)
        #expect(shown?.economy == (family == .medium || family == .large ? economy : nil), "\(family)")
        #expect(content(family, economy: nil)?.economy == nil)
    }
}
