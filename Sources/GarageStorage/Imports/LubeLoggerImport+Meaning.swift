import Foundation
import GarageRules

/// What an import makes of each row, in the words its options decide, so that a later import of the
/// same row (by any reader, see `RowSourcePrint`) can say whether it reads the row the same way.
extension LubeLoggerImport {
    /// Where each row of the export came from as written, by record order (fill-ups, services,
    /// taxes, readings); `nil` for a row no parser printed.
    public var rowSources: [RowSource?] { rowSources(of: export) }

    /// Where each row of `batch` (a batch of `forEachBatch`, after `before` rows of each kind) is
    /// among the export's rows in record order, in the order `rowSources(of:)` and `rowMeanings(of:)`
    /// give them: what indexes the plan's decisions.
    public func positions(of batch: LubeLoggerExport, before: Counts) -> [Int] {
        let total = counts
        let services = total.fuel + before.service, taxes = total.fuel + total.service + before.tax
        let readings = total.fuel + total.service + total.tax + before.odometer
        return Array(before.fuel..<before.fuel + batch.fuel.count) + Array(services..<services + batch.services.count)
            + Array(taxes..<taxes + batch.taxes.count) + Array(readings..<readings + batch.readings.count)
    }

    /// `rowSources` of the rows of `batch` (see `forEachBatch`).
    public func rowSources(of batch: LubeLoggerExport) -> [RowSource?] {
        batch.fuel.map(\.source) + batch.services.map(\.source) + batch.taxes.map(\.source) + batch.readings.map(\.source)
    }

    /// What this import makes of each row, by record order: its day, its odometer as the file gives
    /// it with the unit it is read in, a fill-up's quantity with its unit, and the amount with its
    /// currency. These are the values that `--day-order`, `--decimal-separator`, `--distance-unit`,
    /// `--volume-unit` and `--currency` decide; texts and flags read the same under any options.
    /// Plain digits, ISO days and unit codes, so that the text never depends on the machine.
    public var rowMeanings: [String] { rowMeanings(of: export) }

    /// `rowMeanings` of the rows of `batch` (see `forEachBatch`).
    public func rowMeanings(of export: LubeLoggerExport) -> [String] {
        var meanings: [String] = []
        let distance = exportUnit.rawValue
        func odometer(_ value: Int?) -> String { value.map { "odometer \($0) \(distance)" } ?? "no odometer" }
        for fuel in export.fuel {
            let quantity = fuel.quantity.map { "\(DecimalPlainText.text(of: $0)) \(fuelFill(fuel).unit.rawValue)" } ?? "no quantity"
            meanings.append("\(fuel.day.isoString), \(odometer(fuel.odometer)), \(quantity), \(Self.amount(fuel.cost)) \(fuel.cost.currency.code)")
        }
        for service in export.services {
            meanings.append("\(service.day.isoString), \(odometer(service.odometer)), \(Self.amount(service.cost)) \(service.cost.currency.code)")
        }
        for tax in export.taxes {
            meanings.append("\(tax.day.isoString), \(Self.amount(tax.cost)) \(tax.cost.currency.code)")
        }
        for reading in export.readings {
            meanings.append("\(reading.day.isoString), \(odometer(reading.odometer))")
        }
        return meanings
    }

    /// The print a meaning is remembered and compared by.
    public static func meaningPrint(_ meaning: String) -> Int64 {
        var print = RowFingerprint("import.meaning")
        print.combine(meaning)
        return print.value
    }
}
