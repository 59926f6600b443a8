import GarageRules

/// The two fingerprints a fill-up can have been remembered under.
///
/// `import lubelogger` and the fuel apps' imports (`import csv` reads LubeLogger's `gasrecords.csv`
/// under its header aliases) each print a fill-up their own way, and logbooks keep both kinds: an
/// earlier build stored every LubeLogger fill-up under `lubelogger.fuel` and every other app's under
/// `fuelapp.fill`. Changing either print would make every row imported before look new, so each
/// reader keeps its own and also looks for the row under the other's: the same export read once by
/// each command adds its fill-ups once, and every logbook an earlier build wrote is recognised as it
/// was.
extension LubeLoggerImport {
    /// The print `import lubelogger` has always given a fill-up: the day, the odometer (in the
    /// export's unit), the quantity, the cost's amount and the note. The flags stay out (see
    /// `forEachRow`), and so do the units and the currency.
    static func lubeLoggerFingerprint(of fuel: LubeLoggerExport.Fuel) -> Int64 {
        var print = RowFingerprint("lubelogger.fuel")
        print.combine(fuel.day.isoString)
        print.combine(fuel.odometer)
        print.combine(fuel.quantity.map(DecimalPlainText.text(of:)))
        print.combine(amount(fuel.cost))
        print.combine(fuel.note)
        return print.value
    }

    /// The print the other reader gives the same fill-up: a fuel app's (`FuelAppFingerprint`) for a
    /// row of LubeLogger's export, LubeLogger's for a row a fuel app's parser printed.
    ///
    /// A fuel app's fill-up without a cost reaches here at zero (`FuelAppImport.export`), so its
    /// LubeLogger print is that of a zero cost, as LubeLogger writes a free fill-up.
    static func otherFingerprint(of fuel: LubeLoggerExport.Fuel) -> Int64 {
        guard fuel.fingerprint == nil else { return lubeLoggerFingerprint(of: fuel) }
        return FuelAppFingerprint.ofFill(
            day: fuel.day, odometer: fuel.odometer, quantity: fuel.quantity, cost: fuel.cost, isFull: fuel.isFillToFull,
            missedPrevious: fuel.missedFuelUp, note: fuel.note)
    }
}
