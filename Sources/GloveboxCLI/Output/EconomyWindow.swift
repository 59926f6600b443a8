import Foundation
import GarageRules
import WidgetContract

/// The stretch of history `economy` averages besides the lifetime: the last N counted segments, or
/// every segment that closes on or after a day.
enum EconomyWindow: Sendable, CustomStringConvertible {
    case lastSegments(Int)
    case since(CalendarDay)

    /// The window's average over `economy`, or `nil` when no segment falls in it.
    func average(of economy: FuelEconomy, today: CalendarDay) -> EconomyAverage? {
        switch self {
        case .lastSegments(let count): economy.average(lastSegments: count)
        case .since(let day): economy.average(from: day, through: max(day, today))
        }
    }

    /// `last 5 segments`, `since 2024-01-01`: what `--json` says.
    var description: String { description(.english) }

    /// The window in `words`' language.
    func description(_ words: CLIWords) -> String {
        switch self {
        case .lastSegments(let count): words.plural(.windowLast, count: count)
        case .since(let day): words.text(.windowSince, ["day": words.day(day)])
        }
    }
}
