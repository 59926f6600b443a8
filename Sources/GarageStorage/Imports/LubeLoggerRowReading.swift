import Foundation
import GarageRules
import WidgetContract

/// How the rows of one LubeLogger export become its records' values: the currency its costs
/// resolved to and whether its vehicle lets records go without an odometer. The parser of a whole
/// export and the one that streams a directory read every row through it, so that both read the same.
struct LubeLoggerRowReading {
    /// The currency of every cost (see `LubeLoggerCosts`).
    let currency: CurrencyCode?
    /// Whether the vehicle file says odometers are optional.
    let odometerOptional: Bool

    /// The required columns of each record file, as the vehicle file decides them.
    func required(_ name: String) -> [String] {
        switch name {
        case "gasrecords.csv": ["date", "odometer", "fuelconsumed", "cost"]
        case "servicerecords.csv": ["date", "description", "cost"] + (odometerOptional ? [] : ["odometer"])
        case "odometerrecords.csv": ["date", "odometer"]
        default: ["date", "description", "cost"]
        }
    }

    private func odometer(_ row: LubeLoggerRow) throws(ImportError) -> Int? {
        // LubeLogger writes 0 where an optional odometer was left out.
        if odometerOptional { return try row.optionalInteger(.odometer).flatMap { $0 == 0 ? nil : $0 } }
        return try row.integer(.odometer)
    }

    /// A fill-up. One with a blank odometer is kept without a reading, whatever the vehicle's
    /// setting: its fuel counts in the economy of the stretch its day falls in.
    func fuel(_ row: LubeLoggerRow, source: RowSource?) throws(ImportError) -> LubeLoggerExport.Fuel {
        let reading = odometerOptional ? try odometer(row) : try row.optionalInteger(.odometer)
        var fuel = LubeLoggerExport.Fuel(
            day: try row.day(.date), odometer: reading,
            quantity: try row.optionalQuantity(.fuelconsumed), cost: try row.cost(.cost, currency: currency),
            isFillToFull: try row.flag(.isfilltofull, default: true),
            missedFuelUp: try row.flag(.missedfuelup, default: false), note: row.text(.notes), line: row.line,
            dayColumn: row.dayColumn)
        fuel.source = source
        return fuel
    }

    /// A service record.
    func service(_ row: LubeLoggerRow, source: RowSource?) throws(ImportError) -> LubeLoggerExport.Service {
        var service = LubeLoggerExport.Service(
            day: try row.day(.date), description: try row.requiredText(.description),
            cost: try row.cost(.cost, currency: currency), note: row.text(.notes), odometer: try odometer(row),
            line: row.line, dayColumn: row.dayColumn)
        service.source = source
        return service
    }

    /// An odometer record.
    func reading(_ row: LubeLoggerRow, source: RowSource?) throws(ImportError) -> LubeLoggerExport.Reading {
        var reading = LubeLoggerExport.Reading(
            day: try row.day(.date), odometer: try row.integer(.odometer), note: row.text(.notes), line: row.line,
            dayColumn: row.dayColumn)
        reading.source = source
        return reading
    }

    /// A tax record.
    func tax(_ row: LubeLoggerRow, source: RowSource?) throws(ImportError) -> LubeLoggerExport.Tax {
        var tax = LubeLoggerExport.Tax(
            day: try row.day(.date), description: try row.requiredText(.description),
            cost: try row.cost(.cost, currency: currency), note: row.text(.notes), line: row.line, dayColumn: row.dayColumn)
        tax.source = source
        return tax
    }
}
