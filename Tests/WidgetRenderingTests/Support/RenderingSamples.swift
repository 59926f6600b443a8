import Foundation
import GloveboxTestSupport
import WidgetContract
import WidgetTimeline

/// Entry models of every kind and family from the sample snapshot on a pinned day.
enum RenderingSamples {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!

    static func model(
        _ kind: WidgetKind, _ family: WidgetSize, vehicle: String? = nil, locked: Bool = false,
        snapshot: WidgetsSnapshot? = nil, dayOffset: Int = 0
    ) -> WidgetEntryModel {
        let builder = EntryModelBuilder(
            configuration: WidgetSetup(kind: kind, family: family, vehicleId: vehicle), fallback: .english)
        return builder.model(
            for: snapshot ?? RelativeSnapshot.make(today: today, locked: locked), on: today.adding(days: dayOffset))
    }

    /// Every supported kind and family.
    static var all: [(WidgetKind, WidgetSize)] {
        WidgetKind.allCases.flatMap { kind in kind.supportedFamilies.map { (kind, $0) } }
    }

    /// The sample whose Clio has no reading at all.
    static func withoutReading() -> WidgetsSnapshot {
        var snapshot = RelativeSnapshot.make(today: today)
        snapshot.vehicles[0].odometer = .noReading
        return snapshot
    }

    /// The sample whose vehicles carry their latest economy: the Clio's with a reading of 9 days, the
    /// Cherokee's beside a stale reading (whose note takes two lines in medium), with a long title.
    static func withEconomy() -> WidgetsSnapshot {
        var snapshot = RelativeSnapshot.make(today: today)
        snapshot.vehicles[0].lastEconomy = VehicleEconomy(label: "6.4\u{00A0}L/100 km", title: "Last fill-up")
        snapshot.vehicles[1].lastEconomy = VehicleEconomy(label: "18.0\u{00A0}mpg (US)", title: "Último abastecimento")
        return snapshot
    }

    /// The sample with long texts in German and Portuguese, and markup characters in names.
    static func longTexts() -> WidgetsSnapshot {
        var snapshot = RelativeSnapshot.make(today: today)
        snapshot.strings.titles = WidgetTitles(
            vehicle: "Fahrzeugübersicht", deadlines: "Fristen und Termine", spend: "Ausgaben dieses Monats",
            maintenance: "Wartungsarbeiten")
        snapshot.vehicles[0].name = "Der <blaue> & \"schnelle\" Kleinwagen der Familie"
        snapshot.vehicles[0].subtitle = "Renault Clio Intens TCe 90 Energie · 2019"
        snapshot.vehicles[0].odometer = .recorded(RecordedOdometer(
            value: 1_284_210, label: "1.284.210 km", readingDate: today.adding(days: -400),
            readingLabel: "Abgelesen am 25.10.2025", staleFrom: today.adding(days: -309),
            staleLabel: "Seit dem 25.10.2025 nicht mehr abgelesen, bitte aktualisieren"))
        snapshot.deadlines[0].label = "Kraftfahrzeughaftpflichtversicherungsbeitrag"
        snapshot.deadlines[0].vehicleName = snapshot.vehicles[0].name
        snapshot.dayPhrases.phrases = snapshot.dayPhrases.phrases.map { "Überfällig seit langer Zeit: " + $0 }
        snapshot.maintenance[0].label = "Substituição do óleo e dos filtros de ar e de combustível"
        snapshot.spend[0].totalLabel = "1 234 567,89 €"
        snapshot.spend[0].monthLabel = "Novembro de 2026"
        snapshot.spend[0].buckets[5].isComplete = false
        snapshot.strings.incompleteSpend = "Alguns montantes não têm taxa de câmbio disponível"
        snapshot.strings.incompleteMonths = "! Meses com montantes sem taxa de câmbio disponível"
        return snapshot
    }
}
