import Foundation
import GarageRules
import WidgetContract

extension FuelAppImport {
    /// One fill-up (or charge) of the file.
    public struct FillUp: Equatable, Sendable {
        /// The index of its vehicle in `vehicles`.
        public var vehicle: Int
        /// The day of the fill (the time of day, when the file has one, is dropped).
        public var day: CalendarDay
        /// The odometer at the fill, in the vehicle's distance unit (a fraction is rounded half up, and
        /// said: see `roundedOdometers`); `nil` when the file records none, as the economy allows.
        public var odometer: Int?
        /// What was bought, in the unit the file (or `--volume-unit`) says.
        public var volume: FuelVolume
        /// Whether the tank was filled to full.
        public var isFull: Bool
        /// Whether at least one fill before this one was not recorded.
        public var missedPrevious: Bool
        /// What it cost, when the file says (a total, or a price per unit times the quantity).
        public var cost: Money?
        /// The note, with the station or place when the app keeps one apart.
        public var note: String?
        /// The line of the file the row starts on.
        public var line: Int
        /// The column of its day's cell, from 1 (0 when not known).
        public var dayColumn = 0
        /// The fingerprint of what the row says (see `FuelAppFingerprint`).
        public var fingerprint: Int64 = 0
        /// Which of the identical rows of its vehicle it is, from 1 (the store remembers the pair).
        public var occurrence: Int = 1
        /// The row as written (see `RowSource`); the parser sets it.
        public var source: RowSource?
        /// The energy bought, when the file names it (not part of the fingerprint).
        public var energy: Energy?

        /// Creates a fill-up row; the parser sets the fingerprint and occurrence.
        public init(vehicle: Int, day: CalendarDay, odometer: Int?, volume: FuelVolume, isFull: Bool,
                    missedPrevious: Bool, cost: Money?, note: String?, line: Int, dayColumn: Int = 0) {
            self.vehicle = vehicle
            self.day = day
            self.odometer = odometer
            self.volume = volume
            self.isFull = isFull
            self.missedPrevious = missedPrevious
            self.cost = cost
            self.note = note
            self.line = line
            self.dayColumn = dayColumn
        }
    }
}
