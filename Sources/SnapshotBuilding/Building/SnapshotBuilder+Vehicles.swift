import GarageRules
import WidgetContract

extension SnapshotBuilder.Parts {
    /// The vehicles in the garage's order; never the plate, no odometer when locked.
    func vehicles() -> [SnapshotVehicle] {
        var seen = Set<String>()
        return facts.vehicles.compactMap { vehicle in
            guard seen.insert(vehicle.id).inserted else { return nil }
            return SnapshotVehicle(
                id: vehicle.id,
                name: scrubber.scrub(vehicle.name),
                subtitle: scrubber.scrub(Self.subtitle(of: vehicle)),
                odometer: odometer(of: vehicle),
                url: DeepLink.vehicle(id: vehicle.id).urlString,
                lastEconomy: economy(of: vehicle))
        }
    }

    /// Hidden when locked (the lock hides whether and when the odometer was read, too); else the
    /// latest reading with its day and the day it turns stale, or that there is none.
    func odometer(of vehicle: VehicleFacts) -> VehicleOdometer {
        if isLocked { return .hidden }
        guard let reading = vehicle.lastReading else { return .noReading }
        let day = formatter.dayLabel(reading.date)
        return .recorded(RecordedOdometer(
            value: reading.value,
            label: formatter.distance(reading.value, unit: vehicle.unit),
            readingDate: reading.date,
            readingLabel: formatter.localizer.text(.readingOn, ["date": day]),
            staleFrom: ReadingFreshness.staleFrom(readingOn: reading.date),
            staleLabel: formatter.localizer.text(.notReadSince, ["date": day])))
    }

    /// The latest full fill-up's economy, formatted in the user's locale with the unit in the
    /// language's words and titled for a fill-up or a charge; hidden when locked, since it is a
    /// distance driven over a quantity bought and so tells how far the vehicle went.
    func economy(of vehicle: VehicleFacts) -> VehicleEconomy? {
        guard !isLocked, let economy = vehicle.lastEconomy else { return nil }
        return VehicleEconomy(
            label: formatter.economy(economy.value, unit: economy.unit),
            title: formatter.localizer.text(economy.unit.energy == .electric ? .economyLastCharge : .economyLastFill))
    }

    /// "Renault Clio · 2019": make and model, then the year; whatever is known of them.
    static func subtitle(of vehicle: VehicleFacts) -> String {
        let makeModel = [vehicle.make, vehicle.model]
            .compactMap { $0?.trimmingWhitespace() }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        let year = vehicle.year.map(String.init)
        return [makeModel, year].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
