import Foundation
import Testing
import WidgetContract
@testable import GarageRules

/// A fill-up for the economy tests: `fill("f2", "2024-01-10", 10300, "10", .usGallons, full: false)`
/// (`nil` for a fill without an odometer reading).
func fill(
    _ id: String, _ dayText: String, _ odometer: Int?, _ amount: String, _ unit: VolumeUnit = .litres,
    full: Bool = true, missed: Bool = false, cost: Money? = nil
) -> FillUp {
    FillUp(
        id: GarageID(rawValue: id)!, day: day(dayText), odometer: odometer, volume: FuelVolume(decimal(amount), unit),
        isFull: full, missedPrevious: missed, cost: cost)
}

/// The ids of `fills`, in order, as text.
func ids(_ fills: [FillUp]) -> [String] { fills.map(\.id.rawValue) }

/// Expects `value` to be within `tolerance` (relative, default 1e-25) of the decimal written as `expected`.
func expectClose(
    _ value: Decimal?, _ expected: String, tolerance: String = "1e-25", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let value else {
        Issue.record("expected \(expected), got nil", sourceLocation: sourceLocation)
        return
    }
    let target = decimal(expected)
    let error = abs(value - target)
    #expect(error <= abs(target) * decimal(tolerance), "\(value) is not \(expected)", sourceLocation: sourceLocation)
}
