import Foundation
import WidgetContract

/// One fill-up (or charge) as the economy rule reads it: the facts of a fuel record and nothing else.
///
/// `isFull` says the tank (or battery, to the user's usual target) was filled to the brim, so the fill
/// marks a known level; `missedPrevious` says at least one fill before this one was never recorded, so
/// the fuel between the previous record and this one is unknown. A fill without an odometer reading
/// (`odometer == nil`) is still fuel the vehicle used: the rule places it by its day and counts its
/// quantity in the stretch it falls in.
public struct FillUp: Hashable, Sendable, Identifiable {
    /// The fuel record's id, so that results can point back to it.
    public let id: GarageID
    /// The local calendar day of the fill.
    public var day: CalendarDay
    /// The odometer at the fill, in the vehicle's distance unit; `nil` when none was recorded.
    public var odometer: Int?
    /// What was bought.
    public var volume: FuelVolume
    /// Whether the tank was filled to full.
    public var isFull: Bool
    /// Whether the fill before this one was not recorded.
    public var missedPrevious: Bool
    /// What it cost, in the currency paid, if known.
    public var cost: Money?
    /// A rate the user gave for the cost; it wins over the ECB table, as for every expense.
    public var costRate: UserRate?
    /// The energy bought: the chain of the economy rule the fill belongs to.
    public var energy: Energy

    /// Creates a fill-up value (no validation; the rule reports bad values as problems).
    public init(
        id: GarageID, day: CalendarDay, odometer: Int?, volume: FuelVolume, isFull: Bool = true,
        missedPrevious: Bool = false, cost: Money? = nil, costRate: UserRate? = nil, energy: Energy? = nil
    ) {
        self.id = id
        self.day = day
        self.odometer = odometer
        self.volume = volume
        self.isFull = isFull
        self.missedPrevious = missedPrevious
        self.cost = cost
        self.costRate = costRate
        self.energy = energy ?? .assumed(for: volume.energy)
    }

    /// The place of the fill in the rule's order, before the given order breaks ties: its day, then
    /// the fills with a reading by odometer, then those without one.
    ///
    /// A fill without a reading has no place within its day but the day itself; putting it after the
    /// day's readings is a choice, made once here so that the economy, the widget and the store agree
    /// (the store reads a day's fills without a reading after its others).
    public var ruleOrder: (day: CalendarDay, odometer: Int) {
        (day, odometer ?? Int.max)
    }
}
