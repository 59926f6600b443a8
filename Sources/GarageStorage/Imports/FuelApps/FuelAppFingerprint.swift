import Foundation
import GarageRules
import WidgetContract

/// The fingerprints of fuel-app rows, so that importing a file again (or a later export that
/// repeats its history) adds nothing: `RowFingerprint`, as the LubeLogger import uses it.
///
/// A fingerprint covers what the row's record keeps, as the file says it: the day, the odometer,
/// the quantity's amount, the cost's amount, the flags, and the texts. The app is left out (the
/// same fill-up exported by two apps is one fill-up), so is the vehicle (the store keeps
/// fingerprints per logbook vehicle, and renaming a car in the app must not double its history), and
/// so are the units and the currency: importing again with another `--volume-unit` or `--currency`
/// must find the rows it stored, not add them a second time. Whether it reads them with the same
/// meaning is the row's source's question (`RowSourcePrint`, `imported_source`): another meaning is
/// refused with both.
enum FuelAppFingerprint {
    /// The fingerprint of a fill-up.
    static func of(_ fill: FuelAppImport.FillUp) -> Int64 {
        ofFill(
            day: fill.day, odometer: fill.odometer, quantity: fill.volume.amount, cost: fill.cost, isFull: fill.isFull,
            missedPrevious: fill.missedPrevious, note: fill.note)
    }

    /// The fingerprint of a fill-up from what it says, whichever parser read it: so that a LubeLogger
    /// fill-up read by `import lubelogger` can be looked for among the rows `import csv` stored.
    static func ofFill(
        day: CalendarDay, odometer: Int?, quantity: Decimal?, cost: Money?, isFull: Bool, missedPrevious: Bool,
        note: String?
    ) -> Int64 {
        var print = RowFingerprint("fuelapp.fill")
        print.combine(day.isoString)
        print.combine(odometer)
        print.combine(quantity.map(DecimalPlainText.text(of:)))
        print.combine(cost.map { DecimalText.canonical($0.amountText) ?? $0.amountText })
        print.combine(isFull ? "full" : "partial")
        print.combine(missedPrevious ? "missed" : "continuous")
        print.combine(note)
        return print.value
    }

    /// The fingerprint of a cost.
    static func of(_ cost: FuelAppImport.Cost) -> Int64 {
        var print = RowFingerprint("fuelapp.cost")
        print.combine(cost.day.isoString)
        print.combine(cost.odometer)
        print.combine(DecimalText.canonical(cost.amount.amountText) ?? cost.amount.amountText)
        print.combine(cost.kind.rawValue)
        print.combine(cost.category)
        print.combine(cost.title)
        print.combine(cost.note)
        return print.value
    }

    /// Sets every row's fingerprint, and its occurrence among its vehicle's identical rows.
    static func stamp(_ parsed: inout FuelAppImport) {
        var seen: [Pair: Int] = [:]
        for index in parsed.fillUps.indices {
            let print = of(parsed.fillUps[index])
            let key = Pair(vehicle: parsed.fillUps[index].vehicle, fingerprint: print)
            seen[key, default: 0] += 1
            parsed.fillUps[index].fingerprint = print
            parsed.fillUps[index].occurrence = seen[key]!
        }
        for index in parsed.costs.indices {
            let print = of(parsed.costs[index])
            let key = Pair(vehicle: parsed.costs[index].vehicle, fingerprint: print)
            seen[key, default: 0] += 1
            parsed.costs[index].fingerprint = print
            parsed.costs[index].occurrence = seen[key]!
        }
    }

    private struct Pair: Hashable {
        let vehicle: Int
        let fingerprint: Int64
    }
}
