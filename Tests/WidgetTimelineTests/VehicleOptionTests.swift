import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

@Suite struct VehicleOptionTests {
    private let snapshot = SampleSnapshots.englishUnlocked

    @Test func theOptionsAreTheSnapshotsVehiclesInItsOrder() {
        #expect(VehicleOption.all(in: snapshot) == [
            VehicleOption(id: "clio", name: "Clio", subtitle: "Renault Clio · 2019"),
            VehicleOption(id: "cherokee", name: "Cherokee", subtitle: "Jeep Cherokee · 1992"),
        ])
    }

    @Test func resolvingKeepsTheOrderAndOneOptionPerId() {
        let options = VehicleOption.resolving(["cherokee", "clio", "cherokee"], in: snapshot)
        #expect(options.map(\.id) == ["cherokee", "clio", "cherokee"])
        #expect(options[1].name == "Clio")
    }

    @Test func aVehicleTheSnapshotNoLongerHasKeepsItsIdAndAsksToChooseAnother() {
        let options = VehicleOption.resolving(["sold-car"], in: snapshot)
        #expect(options == [VehicleOption(id: "sold-car", name: "Choose a vehicle", subtitle: nil)])
        // The widget configured with it then says so, rather than showing the first vehicle.
        let builder = EntryModelBuilder(
            configuration: WidgetSetup(kind: .vehicle, family: .small, vehicleId: options[0].id), fallback: .english)
        let day = CalendarDay(containing: snapshot.generatedAt, in: DayCalendar(zoneIdentifier: snapshot.timeZone)!.calendar)
        #expect(builder.model(for: snapshot, on: day).body
                == .message(MessageContent(reason: .chooseVehicle, text: "Choose a vehicle")))
    }

    @Test func withoutASnapshotEveryIdIsKept() {
        #expect(VehicleOption.resolving(["clio"], in: nil) == [VehicleOption(id: "clio", name: "clio", subtitle: nil)])
        #expect(VehicleOption.resolving([], in: nil).isEmpty)
    }
}
