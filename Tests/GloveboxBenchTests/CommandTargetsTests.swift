import BenchBasics
import GarageRules
import GloveboxBench
import Testing
import WidgetContract

@Suite struct CommandTargetsTests {
    let today = CalendarDay(year: 2026, month: 11, day: 29)!

    @Test func theTargetsAreTheFirstVehiclesFirstItemAndAValueAboveItsOdometer() throws {
        let garage = GarageGenerator(size: .small, today: today).generate().garage
        let targets = try CommandTargets.choose(from: garage)
        let vehicle = try #require(garage.vehicles.first)
        let current = try #require(garage.currentOdometer(for: vehicle.id))
        #expect(targets.vehicleID == vehicle.id.rawValue)
        #expect(targets.itemID == garage.maintenanceItems.first { $0.vehicleID == vehicle.id }?.id.rawValue)
        #expect(targets.currentOdometer == current.value)
        #expect(targets.newOdometer > current.value)
        let latest = garage.odometerEntries.filter { $0.vehicleID == vehicle.id }.map(\.date).max()
        #expect(garage.odometerEntries.first { $0.id.rawValue == targets.entryID }?.date == latest)
    }

    @Test func theChosenReadingIsOneTheRulesAccept() throws {
        var garage = GarageGenerator(size: .small, today: today).generate().garage
        let targets = try CommandTargets.choose(from: garage)
        let vehicleID = try #require(GarageID(rawValue: targets.vehicleID))
        _ = try garage.logOdometer(
            vehicleID: vehicleID, value: targets.newOdometer, date: today, today: today, ids: .sequential(prefix: "t"))
    }

    @Test func aGarageWithoutAWritableVehicleIsRefused() {
        #expect(throws: BenchError.setupFailed("no writable vehicle with a maintenance item, a reading and an odometer entry in the logbook")) {
            try CommandTargets.choose(from: Garage())
        }
    }

    @Test func theCommandsNameTheTargets() {
        let targets = CommandTargets(
            vehicleID: "car-01", itemID: "car-01-item-1", itemName: "Oil change", currentOdometer: 1_000, newOdometer: 1_100,
            entryID: "car-01-odo-9")
        let lines = MeasuredCommand.allCases.map {
            MeasuredCommand.commandLine($0.arguments(targets: targets, importDirectory: "/bench/lubelogger", outputDirectory: "/bench/home"))
        }
        #expect(lines == [
            "glovebox publish",
            "glovebox expense add car-01 12.34 EUR --category parking",
            "glovebox odometer log car-01 1100",
            "glovebox maintenance done car-01 car-01-item-1",
            "glovebox status",
            "glovebox import lubelogger /bench/lubelogger --vehicle Imported",
            "glovebox odometer edit car-01-odo-9 --note checked",
            "glovebox expense list",
            "glovebox history",
            "glovebox export --out /bench/home/export.json",
            "glovebox backup /bench/home/backup.sqlite",
            "glovebox undo",
        ])
        #expect(MeasuredCommand.allCases.compactMap { $0.preparation(targets: targets, importDirectory: "/bench/lubelogger") }
            == [["import", "lubelogger", "/bench/lubelogger", "--vehicle", "Imported"]])
    }

    @Test func anArgumentWithASpaceIsQuotedInTheCommandLine() {
        #expect(MeasuredCommand.commandLine(["import", "lubelogger", "/a b", "--vehicle", "It's"])
            == "glovebox import lubelogger '/a b' --vehicle 'It'\\''s'")
    }
}
