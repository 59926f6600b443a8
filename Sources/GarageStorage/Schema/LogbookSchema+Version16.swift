extension LogbookSchema {
    /// What a vehicle runs on, and what each fill-up bought.
    ///
    /// `vehicle.energies` is its energies, main one first, joined by commas (`petrol,electricity`);
    /// NULL when nobody said (its first fill-up then stands for it). `expense.fuel_energy` is the energy
    /// a fill-up names when someone said it; NULL for every fill stored before, which then reads as
    /// the vehicle's energy for its unit — so no existing row changes, and saying later what a vehicle
    /// runs on names its old fills too. The words are `Energy`'s; the field table checks the list.
    /// `expense.fuel_cost_unknown` says whether a fill's cost was given (0) or not (1); NULL for the fills
    /// stored before, whose zero amount reads as not given, as it always did.
    static let version16 = """
        ALTER TABLE vehicle ADD COLUMN energies TEXT CHECK (energies IS NULL OR energies <> '');
        ALTER TABLE expense ADD COLUMN fuel_energy TEXT
            CHECK (fuel_energy IN ('petrol', 'diesel', 'lpg', 'electricity'));
        ALTER TABLE expense ADD COLUMN fuel_cost_unknown INTEGER CHECK (fuel_cost_unknown IN (0, 1));
        """
}
