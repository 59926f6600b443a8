import Foundation
import GarageRules

extension Format {
    /// `value` rounded half away from zero to `places` decimals and written with all of them, a dot
    /// and no grouping: `18.47`, `16.00`. Locale-free, like every figure the command prints.
    static func decimal(_ value: Decimal, places: Int) -> String {
        var exact = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, places, .plain)
        var text = "\(rounded)"
        guard places > 0 else { return text }
        if !text.contains(".") { text += "." }
        let decimals = text.count - 1 - text.distance(from: text.startIndex, to: text.firstIndex(of: ".")!)
        return text + String(repeating: "0", count: max(0, places - decimals))
    }

    /// `11.913 us-gal`, `38.2 kWh`.
    static func volume(_ volume: FuelVolume) -> String {
        "\(volume.amount) \(unit(volume.unit))"
    }

    /// A quantity's unit as text shows it: the word the options take, but kWh as the unit is written
    /// (the options take `kwh` in any case).
    static func unit(_ unit: VolumeUnit) -> String {
        unit == .kilowattHours ? "kWh" : unit.rawValue
    }
}
