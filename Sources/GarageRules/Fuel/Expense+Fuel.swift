extension Expense {
    /// The quantity bought with its unit, when the expense is a fuel record.
    public var fuelVolume: FuelVolume? {
        guard let quantity = fuelQuantity, let fill = fuelFill else { return nil }
        return FuelVolume(quantity, fill.unit)
    }

    /// The fill-up the economy rule reads, when the expense is a fuel record of `vehicle` (with its
    /// odometer reading when it has one: a fill without a reading still counts its fuel, see
    /// `FuelEconomy`), its energy the one it names or else the vehicle's for its unit.
    ///
    /// A zero amount is a fill whose cost was not given (`fuel add` without `--cost`): its cost is
    /// unknown, never free, so cost per distance leaves its segment out rather than counting it at zero.
    public func fillUp(of vehicle: Vehicle) -> FillUp? {
        guard let volume = fuelVolume, let fill = fuelFill else { return nil }
        return FillUp(
            id: id, day: date, odometer: odometer?.value, volume: volume, isFull: fill.isFull,
            missedPrevious: fill.missedPrevious, cost: amount.isZero ? nil : amount, costRate: userRate,
            energy: vehicle.energy(of: fill))
    }
}
