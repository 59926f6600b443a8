import GarageRules
import WidgetContract

/// The reports an app's screens read, as the command line does (`AppSession+Reports`).
extension AppSessionActor {
    /// Spending over `period`, for every vehicle or for one: the period's expenses and their rates.
    public func spend(in period: SpendPeriod, vehicle: GarageID? = nil) throws -> PeriodSpendReport {
        try withSession { try $0.spend(in: period, vehicle: vehicle?.rawValue) }
    }

    /// What the report of `period` draws, for every vehicle or for one.
    public func report(period: SpendPeriod, vehicle: GarageID? = nil) throws -> LogbookReport {
        try withSession { try $0.report(period: period, vehicle: vehicle?.rawValue) }
    }
}
