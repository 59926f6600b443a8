import AppCore
import GarageRules
import GloveboxCLI
import GloveboxTestSupport
import Testing
import WidgetContract

/// The demo garage keeps the promises `glovebox demo --help` makes, on any day it is run.
@Suite struct DemoGarageTests {
    static let days = ["2026-11-29", "2027-02-28", "2028-02-29", "2026-12-31"]

    @Test(arguments: days)
    func theDemoGarageHasSomethingForEveryWidget(_ text: String) throws {
        let today = try CalendarDay(parsing: text)
        let garage = try DemoGarage.make(
            today: today, lastRateDay: try CalendarDay(parsing: "2026-10-30"), ids: .sequential(prefix: "demo"))
        #expect(garage.vehicles.filter { $0.role != .viewer }.count >= 3)
        #expect(garage.vehicles.contains { $0.distanceUnit == .miles })
        #expect(garage.vehicles.contains { $0.role == .viewer })

        let yearAgo = today.adding(days: -365)
        let currencies = Set(garage.expenses.filter { $0.date >= yearAgo }.map(\.amount.currency.code))
        #expect(currencies.count >= 4, "\(currencies.sorted())")

        let statuses = garage.vehicles.flatMap { garage.maintenanceStatuses(for: $0.id, today: today) }
        let items = garage.maintenanceItems
        #expect(items.contains { $0.intervalMonths != nil && $0.intervalDistance == nil })
        #expect(items.contains { $0.intervalMonths == nil && $0.intervalDistance != nil })
        #expect(items.contains { $0.intervalMonths != nil && $0.intervalDistance != nil })
        #expect(statuses.contains { $0.isPostponed })

        let states = garage.deadlines.map { $0.state(on: today) }
        #expect(states.contains(.overdue) && states.contains(.dueSoon))
        #expect(garage.deadlines.contains { today.days(to: $0.dueDate) > 120 }, "one far away")
        #expect(garage.vehicles.allSatisfy { garage.currentOdometer(for: $0.id) != nil || $0.role == .viewer })

        // Every vehicle it drives shows a latest economy, in litres and in US gallons, across a partial fill.
        let economies = garage.dashboard(today: today).vehicles.filter { $0.vehicle.role != .viewer }.map(\.lastEconomy)
        #expect(economies.allSatisfy { $0 != nil }, "\(economies.map { $0?.end.day.isoString ?? "none" })")
        let fills = garage.vehicles.flatMap { vehicle in
            garage.expenses.filter { $0.vehicleID == vehicle.id }.compactMap { $0.fillUp(of: vehicle) }
        }
        // Each vehicle says what it runs on, so each fill is of its vehicle's energy.
        #expect(Set(fills.map(\.energy)) == [.petrol, .diesel])
        #expect(Set(fills.map(\.volume.unit)) == [.litres, .usGallons])
        #expect(fills.contains { !$0.isFull })
    }

    @Test func whatTheDemoTypesIsInThePersonsLanguageAndTheRestIsTheSame() throws {
        let today = try CalendarDay(parsing: "2026-11-29")
        func demo(_ language: Language) throws -> Garage {
            try DemoGarage.make(
                today: today, lastRateDay: try CalendarDay(parsing: "2026-10-30"), ids: .sequential(prefix: "demo"), language: language)
        }
        let english = try demo(.english)
        let german = try demo(.german)
        #expect(english.maintenanceItems.map(\.name) == ["Oil change", "Brake fluid", "Oil change", "Annual service", "Tyres"])
        #expect(german.maintenanceItems.map(\.name) == ["Ölwechsel", "Bremsflüssigkeit", "Ölwechsel", "Jahresinspektion", "Reifen"])
        #expect(german.expenses.compactMap(\.note).contains("Parken am Flughafen"))
        // Only the words differ: the same vehicles, records, amounts and days in every language.
        for language in Language.allCases {
            let other = try demo(language)
            #expect(other.vehicles.map(\.name) == english.vehicles.map(\.name))
            #expect(other.expenses.map(\.amount) == english.expenses.map(\.amount))
            #expect(other.expenses.map(\.date) == english.expenses.map(\.date))
            #expect(other.services.count == english.services.count)
            let differing = zip(other.maintenanceItems, english.maintenanceItems).filter { $0.name != $1.name }
            #expect(language == .english ? differing.isEmpty : differing.count == english.maintenanceItems.count, "\(language)")
        }
    }
}
