import WidgetContract

extension SnapshotBuilder.Parts {
    /// The vehicles in the garage's order; never the plate, no odometer when locked.
    func vehicles() -> [SnapshotVehicle] {
        var seen = Set<String>()
        return facts.vehicles.compactMap { vehicle in
            guard seen.insert(vehicle.id).inserted else { return nil }
            let odometer = isLocked ? nil : vehicle.odometer
            return SnapshotVehicle(
                id: vehicle.id,
                name: scrubber.scrub(vehicle.name),
                subtitle: scrubber.scrub(Self.subtitle(of: vehicle)),
                odometer: odometer,
                odometerLabel: odometer.map { formatter.distance($0, unit: vehicle.unit) },
                url: DeepLink.vehicle(id: vehicle.id).urlString)
        }
    }

    /// "Renault Clio · 2019": make and model, then the year; whatever is known of them.
    static func subtitle(of vehicle: VehicleFacts) -> String {
        let makeModel = [vehicle.make, vehicle.model]
            .compactMap { $0?.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        let year = vehicle.year.map(String.init)
        return [makeModel, year].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
