import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// What the widgets and Siri say after real commands: the logbook, the rules, the builder, the
/// published file, then the widget side's models and drawings of that file.
///
/// On Sunday 29 November 2026 in Lisbon, the day the widgets are drawn on too.
@Suite struct WidgetAnswersTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)!

    func garage(_ vehicles: String...) throws -> CLIHarness {
        let cli = CLIHarness.signedIn()
        try cli.installWidgets()
        for vehicle in vehicles { cli.succeed("vehicle", "add", vehicle) }
        return cli
    }

    func model(_ cli: CLIHarness, _ kind: WidgetKind, _ family: WidgetSize, vehicle: String? = nil) throws -> WidgetEntryModel {
        let builder = EntryModelBuilder(
            configuration: WidgetSetup(kind: kind, family: family, vehicleId: vehicle), fallback: .english)
        return builder.model(for: try cli.snapshot(), on: Self.today)
    }

    func rows(_ model: WidgetEntryModel) -> [String] {
        switch model.body {
        case .vehicle(let vehicle): vehicle.rows.map(\.title)
        case .dueList(let list): list.rows.map(\.title)
        default: []
        }
    }

    @Test func renamingOrAddingADeadlineReloadsTheVehicleWidgetThatListsIt() throws {
        let cli = try garage("Clio")
        cli.succeed("deadline", "add", "clio", "inspection", "2026-12-20")
        let id = try #require(try cli.snapshot().deadlines.first?.id)
        #expect(try cli.reloads { cli.succeed("deadline", "edit", id, "--title", "MOT") } == ["vehicle", "deadlines"])
        #expect(rows(try model(cli, .vehicle, .medium)) == ["MOT"])
        #expect(try cli.reloads { cli.succeed("deadline", "add", "clio", "insurance", "2027-01-10") } == ["vehicle", "deadlines"])
        #expect(rows(try model(cli, .vehicle, .medium)) == ["MOT", "Insurance"])
    }

    @Test func theVehicleWidgetListsItsDeadlinesAndMaintenanceByUrgency() throws {
        let cli = try garage("Clio")
        cli.succeed("deadline", "add", "clio", "road-tax", "2026-11-28")
        cli.succeed("deadline", "add", "clio", "inspection", "2026-11-30")
        cli.succeed("maintenance", "add", "clio", "Timing belt", "--every-months", "60", "--next-date", "2027-09-01")
        // Not deadline, maintenance, deadline: the inspection due tomorrow comes before a belt due in 2027.
        #expect(rows(try model(cli, .vehicle, .medium)) == ["Road tax", "Inspection"])
        #expect(rows(try model(cli, .vehicle, .large)) == ["Road tax", "Inspection", "Timing belt"])
    }

    @Test func theAllVehiclesMaintenanceWidgetListsNoOkItemAboveOneDueSoon() throws {
        let cli = try garage("Clio", "Jeep")
        cli.succeed("maintenance", "add", "clio", "Brake fluid", "--every-months", "24", "--next-date", "2026-12-09")
        cli.succeed("maintenance", "add", "clio", "Oil change", "--every-months", "12", "--next-date", "2026-12-19")
        cli.succeed("maintenance", "add", "jeep", "Timing belt", "--every-months", "60", "--next-date", "2027-09-01")
        let large = try model(cli, .maintenance, .large)
        #expect(rows(large) == ["Brake fluid", "Oil change", "Timing belt"])
        guard case .dueList(let list) = large.body else { return }
        #expect(list.rows.map(\.state) == [.warning, .warning, .normal])
    }

    @Test func theSpendNoteSpeaksOnlyOfTheMonthsThatLackARate() throws {
        let cli = try garage("Clio")
        // The ECB publishes no dirham rate: August's expense cannot be converted, November's can.
        cli.succeed("expense", "add", "clio", "40.00", "MAD", "--date", "2026-08-10")
        cli.succeed("expense", "add", "clio", "25.00", "EUR", "--date", "2026-11-10")
        guard case .spend(let small) = try model(cli, .spend, .small, vehicle: "clio").body,
              case .spend(let medium) = try model(cli, .spend, .medium, vehicle: "clio").body
        else {
            Issue.record("no spend drawn")
            return
        }
        #expect(small.note == nil, "November's total is whole")
        #expect(medium.bars.map(\.isComplete) == [true, true, false, true, true, true])
        #expect(medium.note == "! Months with expenses that have no exchange rate")
        #expect(cli.succeed("ask", "month-spend", "--vehicle", "clio").output == "Clio spent €25.00 in November 2026.\n")

        cli.succeed("expense", "add", "clio", "30.00", "MAD", "--date", "2026-11-12")
        guard case .spend(let now) = try model(cli, .spend, .small, vehicle: "clio").body else { return }
        #expect(now.note == "Some expenses have no exchange rate")
        #expect(cli.succeed("ask", "month-spend", "--vehicle", "clio").output
            == "Clio spent €25.00 in November 2026. Some expenses have no exchange rate and are left out.\n")
    }

    @Test func aVehicleWithoutAReadingSaysSoAndAnOldReadingSaysItsAge() throws {
        let cli = try garage("New", "Old")
        cli.succeed("odometer", "log", "old", "123456", "--date", "2023-11-02")
        let renderer = PlainTextRenderer(usesColor: false)
        let none = renderer.render(try model(cli, .vehicle, .small, vehicle: "new"))
        #expect(none.contains("No reading yet"))
        #expect(!none.contains(PlainTextRenderer.redactedMark), "no reading is not the lock's placeholder")
        for family in WidgetKind.vehicle.supportedFamilies {
            let old = renderer.render(try model(cli, .vehicle, family, vehicle: "old"))
            #expect(old.contains("123,456\u{00A0}km"), "\(family)")
            #expect(old.contains("! Not read since"), "\(family): \(old)")
            #expect(old.contains("2023"), "\(family)")
        }
        #expect(cli.succeed("ask", "odometer", "--vehicle", "new").output == "New has no odometer reading yet.\n")
        #expect(cli.succeed("ask", "odometer", "--vehicle", "old").output
            == "Old showed 123,456\u{00A0}km on Nov 2, 2023, its last reading; it may be out of date.\n")

        cli.succeed("odometer", "log", "old", "131000", "--date", "2026-11-28")
        let fresh = renderer.render(try model(cli, .vehicle, .small, vehicle: "old"))
        #expect(fresh.contains("131,000\u{00A0}km") && fresh.contains("Read Nov 28, 2026") && !fresh.contains("Not read"))
        #expect(cli.succeed("ask", "odometer", "--vehicle", "old").output == "Old shows 131,000\u{00A0}km, read on Nov 28, 2026.\n")
    }
}
