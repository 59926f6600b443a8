import GarageRules
import WidgetContract

/// A record an undo would write back and may not, as its refusal names it.
///
/// Typed rather than a sentence, so that the command line says the kind, the reading and its day in
/// the person's language; ``description`` is the English, which `--json` and English output carry.
public enum UndoneRecord: Hashable, Sendable, CustomStringConvertible {
    /// A record that carries a reading: its kind, its id, the reading in its vehicle's unit and its day.
    case reading(Kind, id: String, value: Int, unit: DistanceUnit, date: CalendarDay)
    /// A vehicle, by its name.
    case vehicle(name: String)

    /// `odometer reading r1 (84,000 km on 2026-11-29)`, `vehicle 'Polo'`.
    public var description: String {
        switch self {
        case let .reading(kind, id, value, unit, date):
            "\(kind.word) \(id) (\(EnglishDigits.grouped(value)) \(unit.rawValue) on \(date.isoString))"
        case .vehicle(let name):
            "vehicle '\(Quoted.excerpt(name))'"
        }
    }
}
