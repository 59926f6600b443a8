import GarageRules
import WidgetContract

extension FuelAppImport {
    /// One cost other than fuel: a service, a repair, a tax, a toll.
    public struct Cost: Equatable, Sendable {
        /// What kind of cost the app filed it under.
        public enum Kind: String, Sendable {
            /// Servicing and repairs (Drivvo's `##Service`, aCar's `Service` events).
            case service
            /// Anything else the app calls an expense.
            case expense
        }

        /// The index of its vehicle in `vehicles`.
        public var vehicle: Int
        /// The day it was paid.
        public var day: CalendarDay
        /// The amount, in the import's currency.
        public var amount: Money
        /// Service or expense, as the app filed it.
        public var kind: Kind
        /// The app's category or type name (Fuelio's cost category, Drivvo's expense type), if any.
        public var category: String?
        /// The title the user gave it ("MOT", "Oil change"), if any.
        public var title: String?
        /// The note, if any.
        public var note: String?
        /// The odometer when it was paid, in the vehicle's distance unit, when recorded.
        public var odometer: Int?
        /// The line of the file the row starts on.
        public var line: Int
        /// The column of its day's cell, from 1 (0 when not known).
        public var dayColumn = 0
        /// The fingerprint of what the row says (see `FuelAppFingerprint`).
        public var fingerprint: Int64 = 0
        /// Which of the identical rows of its vehicle it is, from 1.
        public var occurrence: Int = 1
        /// The row as written (see `RowSource`); the parser sets it.
        public var source: RowSource?

        /// Creates a cost row; the parser sets the fingerprint and occurrence.
        public init(vehicle: Int, day: CalendarDay, amount: Money, kind: Kind, category: String?, title: String?,
                    note: String?, odometer: Int?, line: Int, dayColumn: Int = 0) {
            self.vehicle = vehicle
            self.day = day
            self.amount = amount
            self.kind = kind
            self.category = category
            self.title = title
            self.note = note
            self.odometer = odometer
            self.line = line
            self.dayColumn = dayColumn
        }
    }
}
