extension Vehicle {
    /// A fill names its energy only when someone said it; a vehicle that never said what it runs on has
    /// only fills that do not name one (`AddFuel` states the vehicle's energies when a fill names
    /// one), so their energy follows from their unit alone until the owner says.
    ///
    /// The energy a fill in `unit` is when the fill does not say: the first of the vehicle's energies
    /// measured in that unit (so a bi-fuel car's unnamed litres are its main fuel), else the one assumed
    /// for the unit (`Energy.assumed(for:)`).
    public func energy(forUnit unit: VolumeUnit) -> Energy {
        energies.first { $0.measure == unit.energy } ?? .assumed(for: unit.energy)
    }

    /// The energy of a fill of this vehicle: the one it names, else the vehicle's for its unit.
    public func energy(of fill: FuelFill) -> Energy {
        fill.energy ?? energy(forUnit: fill.unit)
    }

    /// The energy a new or edited fill of this vehicle stores: `named` when someone said it; else the
    /// vehicle's energy for the unit when the vehicle has several of that unit's kind (a bi-fuel car's
    /// litres), so that reordering its energies never moves the fill to another chain; none when it is
    /// the vehicle's only energy of the kind, so that correcting what the vehicle runs on (petrol →
    /// diesel) names the fill too.
    public func storedEnergy(named: Energy?, unit: VolumeUnit) -> Energy? {
        let sameKind = energies.filter { $0.measure == unit.energy }
        if sameKind.count > 1 { return named ?? energy(forUnit: unit) }
        // The vehicle's only energy of the kind, named or not: it follows the vehicle's.
        if let named, sameKind == [named] { return nil }
        return named
    }

    /// What the vehicle runs on: its stated energies, else the energy of its first fill-up (a vehicle
    /// whose owner never said is taken to run on what it was first filled with), else nothing known.
    ///
    /// - Parameter firstFill: the energy of its first fill-up in the rule's order, if it has one.
    public func runsOn(firstFill: Energy?) -> [Energy] {
        if !energies.isEmpty { return energies }
        return firstFill.map { [$0] } ?? []
    }

    /// The energy whose economy the vehicle widget and Siri show: the first it runs on.
    public func mainEnergy(firstFill: Energy?) -> Energy? {
        runsOn(firstFill: firstFill).first
    }

    /// Refuses a fill of an energy the vehicle does not run on, saying how to add it.
    ///
    /// - Parameter firstFill: the energy of the vehicle's first fill-up other than this one, if any
    ///   (without stated energies, it says what the vehicle runs on; a vehicle without either takes
    ///   any energy, and its first fill then names it).
    public func checkEnergy(of fill: FuelFill, firstFill: Energy?) throws(GarageError) {
        let runsOn = runsOn(firstFill: firstFill)
        let energy = energy(of: fill)
        guard !runsOn.isEmpty, !runsOn.contains(energy) else { return }
        throw .invalidFuelRecord(.notRunOn(
            vehicle: name, vehicleID: "\(id)", runsOn: runsOn, inferred: energies.isEmpty, energy: energy,
            unit: fill.energy == nil ? fill.unit : nil))
    }
}

extension FuelFill {
    /// Refuses an energy its unit cannot measure (a charge in litres, petrol in kWh).
    public func checkEnergyMeasure() throws(GarageError) {
        guard let energy, energy.measure != unit.energy else { return }
        throw .invalidFuelRecord(.notMeasuredIn(energy, unit: unit))
    }
}
