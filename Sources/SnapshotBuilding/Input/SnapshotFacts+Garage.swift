import Foundation
import GarageRules
import WidgetContract

extension SnapshotFacts {
    /// The facts of `dashboard` and `spend`, every one of them asked of the `GarageRules` rules.
    ///
    /// Vehicles with their current odometer and its day; every deadline with its rule-computed
    /// warning day; the maintenance statuses of all vehicles with the basis the rules chose; each
    /// deadline and item ranked by its place in `dashboard.alerts()`, the rules' one urgency order
    /// of both (what `glovebox status` prints); monthly spend for all vehicles and for each,
    /// converted at `rates`, with each month's count of expenses left out for want of a rate.
    /// Licence plates are carried only as withheld texts, so the builder can mask them where a
    /// user typed one into a name. Each vehicle's latest economy is in the unit `EconomyUnit.shown`
    /// picks from `economyUnit` (the user's preference; `nil` for `auto`), as `glovebox economy` shows
    /// it. Signed out, the facts are empty.
    public init(dashboard: Dashboard, spend records: SpendRecords, rates: ExchangeRates, economyUnit: EconomyUnit? = nil) {
        self.init(dashboard: dashboard, economyUnit: economyUnit)
        guard isSignedIn else { return }
        let spends = records.monthlySpends(rates: rates)
        spend = ([nil] + dashboard.vehicles.map(\.vehicle.id)).compactMap { id in spends[id].map(SpendFacts.init) }
    }

    /// The facts of `dashboard` alone, with no spend: all that the calendar and the reminders read
    /// (they show no money), for a caller that has no spend to convert. See
    /// ``init(dashboard:spend:rates:economyUnit:)`` for the rest.
    public init(dashboard: Dashboard, economyUnit: EconomyUnit? = nil) {
        guard dashboard.account != nil else {
            self.init(isSignedIn: false, vehicles: [])
            return
        }
        let vehicles = dashboard.vehicles.map { entry in
            let vehicle = entry.vehicle
            return VehicleFacts(
                id: vehicle.id.rawValue, name: vehicle.name, make: vehicle.make, model: vehicle.model,
                year: vehicle.year, lastReading: entry.current.map { VehicleFacts.Reading(value: $0.value, date: $0.date) },
                unit: OdometerUnit(vehicle.distanceUnit),
                lastEconomy: entry.lastEconomy.flatMap { segment in
                    let unit = EconomyUnit.shown(for: segment.energy, distanceUnit: vehicle.distanceUnit, preferred: economyUnit)
                    return segment.consumption(in: unit).map { VehicleFacts.Economy(value: $0, unit: unit) }
                })
        }
        // One urgency order of deadlines and maintenance together, by the rules' own comparison.
        var deadlineRanks: [GarageID: Int] = [:]
        var maintenanceRanks: [GarageID: Int] = [:]
        for (rank, alert) in dashboard.alerts().enumerated() {
            switch alert.subject {
            case .deadline(let deadline): deadlineRanks[deadline.id] = rank
            case .maintenance(let status): maintenanceRanks[status.item.id] = rank
            }
        }
        let deadlines = dashboard.vehicles.flatMap(\.deadlines).map { deadline in
            var facts = DeadlineFacts(deadline)
            facts.urgencyRank = deadlineRanks[deadline.id]
            return facts
        }
        let maintenance = dashboard.vehicles.flatMap { vehicle in
            vehicle.maintenance.compactMap { status -> MaintenanceFacts? in
                guard var facts = MaintenanceFacts(status) else { return nil }
                facts.urgencyRank = maintenanceRanks[status.item.id]
                facts.calendarDays = MaintenanceFacts.CalendarDays(status, forecast: vehicle.forecast)
                return facts
            }
        }
        self.init(
            isSignedIn: true, vehicles: vehicles, deadlines: deadlines, maintenance: maintenance,
            withheldTexts: dashboard.vehicles.compactMap(\.vehicle.licencePlate))
    }

    /// The facts of a whole garage in memory on `today` (see `Garage.dashboard(today:)`).
    public init(garage: Garage, rates: ExchangeRates, today: CalendarDay, economyUnit: EconomyUnit? = nil) {
        self.init(
            dashboard: garage.dashboard(today: today), spend: garage.spendRecords(today: today), rates: rates,
            economyUnit: economyUnit)
    }
}

extension SnapshotBuilder {
    /// Builds the snapshot of `dashboard` and `spend` for `context`: the rules' facts, then
    /// ``build(facts:context:)``.
    public static func build(
        dashboard: Dashboard, spend: SpendRecords, rates: ExchangeRates, economyUnit: EconomyUnit? = nil,
        context: SnapshotContext
    ) -> WidgetsSnapshot {
        build(facts: SnapshotFacts(dashboard: dashboard, spend: spend, rates: rates, economyUnit: economyUnit), context: context)
    }

    /// Builds the snapshot of a whole garage in memory on the context's day.
    public static func build(
        garage: Garage, rates: ExchangeRates, economyUnit: EconomyUnit? = nil, context: SnapshotContext
    ) -> WidgetsSnapshot {
        build(facts: SnapshotFacts(garage: garage, rates: rates, today: context.today, economyUnit: economyUnit), context: context)
    }
}

extension OdometerUnit {
    /// The label unit of a garage vehicle's distance unit.
    public init(_ unit: DistanceUnit) {
        switch unit {
        case .kilometres: self = .kilometres
        case .miles: self = .miles
        }
    }
}

extension DeadlineFacts {
    /// A garage deadline; a title that is only the kind's default (English) title is left out so
    /// that the builder shows the kind in the user's language instead.
    public init(_ deadline: Deadline) {
        let title = deadline.title.trimmingWhitespace()
        self.init(
            id: deadline.id.rawValue, vehicleId: deadline.vehicleID.rawValue, kind: Kind(deadline.kind),
            title: title.isEmpty || title == deadline.kind.defaultTitle ? nil : title,
            dueDate: deadline.dueDate, warningFrom: deadline.warningFrom)
    }
}

extension DeadlineFacts.Kind {
    /// The label kind of a garage deadline kind.
    public init(_ kind: DeadlineKind) {
        switch kind {
        case .insurance: self = .insurance
        case .inspection: self = .inspection
        case .roadTax: self = .roadTax
        case .registration: self = .registration
        case .drivingLicence: self = .drivingLicence
        case .warranty: self = .warranty
        case .custom: self = .custom
        }
    }
}

extension MaintenanceFacts {
    /// A maintenance status on the basis the rules chose, or `nil` for an item with no due point
    /// at all (no interval, no first due date or odometer), which the widget cannot place.
    public init?(_ status: MaintenanceStatus) {
        let due: Due
        switch status.basis {
        case .time:
            guard let dueDate = status.dueDate else { return nil }
            due = .time(dueDate: dueDate, warningFrom: status.warningFrom ?? dueDate)
        case .distance:
            guard let dueOdometer = status.dueOdometer else { return nil }
            due = .distance(
                dueOdometer: dueOdometer, remaining: status.remainingDistance,
                isWarning: status.state == .dueSoon, isOverdue: status.state == .overdue)
        }
        self.init(
            id: status.item.id.rawValue, vehicleId: status.item.vehicleID.rawValue, name: status.item.name, due: due)
    }
}

extension MaintenanceFacts.CalendarDays {
    /// The calendar's days for an item due at a distance, at its place on the calendar
    /// (`MaintenanceStatus.effectiveDate`, the earlier of its due and projected dates): the day
    /// `forecast` expects its due odometer (`projectedDate`, the projection its state is counted from)
    /// and its warning odometer; or, when its due date comes first or there is no current forecast,
    /// its due date and warning day. `nil` for an item due by date, or with neither.
    public init?(_ status: MaintenanceStatus, forecast: DistanceForecast) {
        guard status.basis == .distance else { return nil }
        if let projected = status.projectedDate, status.dueDate.map({ projected <= $0 }) ?? true {
            let warningFrom = status.warningOdometer.flatMap { forecast.projectedDay(reaching: $0) } ?? projected
            self.init(dueDate: projected, warningFrom: warningFrom, isForecast: true)
        } else if let dueDate = status.dueDate {
            self.init(dueDate: dueDate, warningFrom: status.warningFrom ?? dueDate, isForecast: false)
        } else {
            return nil
        }
    }
}

extension SpendFacts {
    /// A garage's monthly spend in its home currency.
    public init(_ spend: MonthlySpend) {
        self.init(
            vehicleId: spend.vehicleID?.rawValue, currencyCode: spend.currency.code,
            months: spend.months.map {
                Month(month: $0.month, total: $0.total.decimalAmount, unconvertedCount: $0.unconvertedCount)
            })
    }
}
