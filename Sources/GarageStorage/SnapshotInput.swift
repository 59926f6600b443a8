import GarageRules
import WidgetContract

/// What building the widget snapshot (or answering `status` and `spend`) needs, and no more.
public struct SnapshotInput: Sendable {
    /// A partial garage: every vehicle, plan item and deadline; the expenses of the spend window;
    /// the last service of each item; and the odometer readings the forecast and statuses use.
    ///
    /// Readings outside the expense window that came with an expense are carried as odometer
    /// entries with the expense's id, so the garage must not be saved back (it is for reading).
    public var garage: Garage
    /// The rates the window's expenses need (their currencies, user-rate quotes and the home
    /// currency, from 7 days before the window through today).
    public var rates: ExchangeRates
    /// The stored preferences (`locale`, `currency`, `lock`, `timezone`).
    public var preferences: [String: String]
    /// The first day of the spend window (the first day of the month five months before today's).
    public var windowStart: CalendarDay
}
