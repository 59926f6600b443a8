import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// The facts `glovebox report` draws: a period's spending, each vehicle's economy, and the deadlines
/// and maintenance items `status` lists, with the preferences that decide language and privacy.
public struct LogbookReport: Sendable {
    /// The day the report was made, in the user's time zone.
    public let today: CalendarDay
    /// The spending of the period (its expenses, rates and vehicles).
    public let spend: PeriodSpendReport
    /// The economy of each vehicle reported on that has fuel records, in the vehicles' order.
    public let economies: [EconomyReport]
    /// The deadlines and maintenance items, most urgent first (`status`'s alerts).
    public let alerts: [DashboardAlert]
    /// The user's preferences: lock, economy unit.
    public let preferences: Preferences
    /// The language tag the report is written in: the `locale` preference, else the system's
    /// (`AppSession.localeTag()`), resolved when the report was made.
    public let localeTag: String

    /// Creates a report (the session builds these).
    init(
        today: CalendarDay, spend: PeriodSpendReport, economies: [EconomyReport], alerts: [DashboardAlert],
        preferences: Preferences, localeTag: String
    ) {
        self.today = today
        self.spend = spend
        self.economies = economies
        self.alerts = alerts
        self.preferences = preferences
        self.localeTag = localeTag
    }

    /// The period reported.
    public var period: SpendPeriod { spend.period }

    /// Whether the app lock is on: then no money amount and no odometer value may be shown.
    public var isLocked: Bool { preferences.isLocked }

    /// The locale the report is written in.
    public var locale: Locale { Locale(identifier: localeTag) }
}
