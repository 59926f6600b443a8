import Foundation
import GarageRules
import WidgetContract

extension SnapshotFacts {
    /// The facts of `garage` on `today`, every one of them asked of the `Garage` rules.
    ///
    /// Vehicles with their current odometer; every deadline with its rule-computed warning day;
    /// the maintenance statuses of all vehicles in the rules' next-maintenance order (so each
    /// vehicle's own items come next-first) with the basis the rules chose; monthly spend for all vehicles and for each, converted at `rates`. Licence plates
    /// are carried only as withheld texts, so the builder can mask them where a user typed one
    /// into a name. Signed out, the facts are empty.
    ///
    /// - Parameter homeCurrency: the preference to report spend in, when it is not (yet) the
    ///   garage's own; the rules convert into it exactly as into the garage's.
    public init(garage: Garage, rates: ExchangeRates, today: CalendarDay, homeCurrency: CurrencyCode? = nil) {
        var garage = garage
        if let homeCurrency { garage.homeCurrency = homeCurrency }
        guard garage.account != nil else {
            self.init(isSignedIn: false, vehicles: [])
            return
        }
        let vehicles = garage.vehicles.map { vehicle in
            VehicleFacts(
                id: vehicle.id.rawValue, name: vehicle.name, make: vehicle.make, model: vehicle.model,
                year: vehicle.year, odometer: garage.currentOdometer(for: vehicle.id)?.value,
                unit: OdometerUnit(vehicle.distanceUnit))
        }
        let known = Set(garage.vehicles.map(\.id))
        let deadlines = garage.deadlines.filter { known.contains($0.vehicleID) }.map(DeadlineFacts.init)
        // One order for all vehicles, by the rules' own comparison: an all-vehicles widget shows
        // the most urgent items first, and each vehicle's items keep their next-first order.
        let maintenance = garage.vehicles
            .flatMap { vehicle in garage.maintenanceStatuses(for: vehicle.id, today: today) }
            .sorted(by: MaintenanceStatus.comesBefore)
            .compactMap(MaintenanceFacts.init)
        let spends = garage.monthlySpends(today: today, rates: rates)
        let spend = ([nil] + garage.vehicles.map(\.id)).compactMap { id in spends[id].map(SpendFacts.init) }
        self.init(
            isSignedIn: true, vehicles: vehicles, deadlines: deadlines, maintenance: maintenance,
            spend: spend, withheldTexts: garage.vehicles.compactMap(\.licencePlate))
    }
}

extension SnapshotBuilder {
    /// Builds the snapshot of `garage` for `context`: the rules' facts on the context's day,
    /// then ``build(facts:context:)``.
    public static func build(
        garage: Garage, rates: ExchangeRates, context: SnapshotContext, homeCurrency: CurrencyCode? = nil
    ) -> WidgetsSnapshot {
        let facts = SnapshotFacts(garage: garage, rates: rates, today: context.today, homeCurrency: homeCurrency)
        return build(facts: facts, context: context)
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
        let title = deadline.title.trimmingCharacters(in: .whitespaces)
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

extension SpendFacts {
    /// A garage's monthly spend in its home currency.
    public init(_ spend: MonthlySpend) {
        self.init(
            vehicleId: spend.vehicleID?.rawValue, currencyCode: spend.currency.code,
            months: spend.months.map { Month(month: $0.month, total: $0.total.decimalAmount) },
            unconvertedCount: spend.unconvertedCount)
    }
}
