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
    /// Its cost is ``knownCost``: a fill whose cost was not given (`fuel add` without `--cost`) has
    /// none, never a free one, so cost per distance leaves its segment out rather than counting it at
    /// zero; a free charge (`--cost 0 EUR`) counts at zero.
    public func fillUp(of vehicle: Vehicle) -> FillUp? {
        guard let volume = fuelVolume, let fill = fuelFill else { return nil }
        return FillUp(
            id: id, day: date, odometer: odometer?.value, volume: volume, isFull: fill.isFull,
            missedPrevious: fill.missedPrevious, cost: knownCost, costRate: userRate, energy: vehicle.energy(of: fill))
    }

    /// What it cost, when that is known: the amount, except for a fuel record at zero whose cost was
    /// not given (`FuelFill.costUnknown`; a fill stored before the flag reads a zero amount so). A
    /// zero amount whose cost was given is a price: a free charge.
    ///
    /// The flag matters only at zero, so that an amount edited on one device while another edits the
    /// fill's flags (the flag merges with them) is never taken for unknown.
    public var knownCost: Money? {
        guard fuelFill != nil, amount.isZero else { return amount }
        return fuelFill?.costUnknown == false ? amount : nil
    }
}
