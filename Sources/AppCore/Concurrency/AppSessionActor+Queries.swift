import AppLifecycle
import Foundation
import GarageRules
import GarageStorage
import ShortcutsContract
import WidgetContract

/// What an app's screens read, typed, for the signed-in account.
extension AppSessionActor {
    /// The signed-in account, or `nil` when no one is signed in.
    public func account() throws -> Account? {
        try withSession { try $0.account() }
    }

    /// The accounts that have data on this device.
    public func deviceAccounts() throws -> [DeviceAccount] {
        try withSession { try $0.deviceAccounts() }
    }

    /// The signed-in account and how many vehicles it owns.
    public func plan() throws -> AccountPlan {
        try withSession { try $0.plan() }
    }

    /// The signed-in account's preferences.
    public func preferences() throws -> Preferences {
        try withSession { try $0.accountPreferences() }
    }

    /// The language tag the app's screens speak (the `locale` preference, else the platform's
    /// ``AppPlatform/systemLocale``): the one the snapshots are built in.
    public func localeTag() throws -> String {
        try withSession { try $0.localeTag() }
    }

    /// Today on the user's calendar (the `timezone` preference, else the platform's zone).
    public func today() throws -> CalendarDay {
        try withSession { try $0.today() }
    }

    /// The vehicles in the order they were added, each with its current reading.
    public func vehicles() throws -> [VehicleReading] {
        try withSession { try $0.vehiclesWithOdometers() }
    }

    /// What the garage shows today, for every vehicle or for one; a damaged stored row is left out
    /// and named in the answer, never fatal.
    public func dashboard(vehicle: GarageID? = nil) throws -> Salvaged<Dashboard> {
        try withSession { try $0.dashboardSkippingDamagedRows(vehicle: vehicle?.rawValue) }
    }

    /// What one vehicle shows today.
    public func vehicleToday(_ vehicle: GarageID) throws -> VehicleToday {
        try withSession { try $0.vehicleDashboard(vehicle.rawValue) }
    }

    /// What spending is reported from, for every vehicle or for one.
    public func spend(vehicle: GarageID? = nil) throws -> SpendReport {
        try withSession { try $0.spend(vehicle: vehicle?.rawValue) }
    }

    /// The odometer readings two devices logged apart that contradict each other.
    public func readingConflicts(vehicle: GarageID? = nil) throws -> [ReadingConflict] {
        try withSession { try $0.readingConflicts(vehicle: vehicle?.rawValue) }
    }

    /// The latest `limit` odometer entries, of one vehicle or of every vehicle, oldest first.
    public func odometerEntries(vehicle: GarageID? = nil, limit: Int) throws -> RecordPage<OdometerEntryDetail> {
        try withSession { try $0.odometerEntries(vehicle: vehicle?.rawValue, limit: limit) }
    }

    /// The latest `limit` expenses between two days (each optional), oldest first, with what
    /// converts them.
    public func expenses(
        vehicle: GarageID? = nil, from start: CalendarDay? = nil, through end: CalendarDay? = nil, limit: Int
    ) throws -> ExpenseListing {
        try withSession { try $0.expenses(vehicle: vehicle?.rawValue, from: start, through: end, limit: limit) }
    }

    /// The latest `limit` fill-ups, oldest first, with what converts their costs.
    public func fuelRecords(vehicle: GarageID? = nil, limit: Int) throws -> ExpenseListing {
        try withSession { try $0.fuelRecords(vehicle: vehicle?.rawValue, limit: limit) }
    }

    /// The latest `limit` services, oldest first, with their items.
    public func services(vehicle: GarageID? = nil, limit: Int) throws -> RecordPage<ServiceDetail> {
        try withSession { try $0.services(vehicle: vehicle?.rawValue, limit: limit) }
    }

    /// One deadline with its vehicle, or `nil` when there is none of that id.
    public func deadline(_ id: GarageID) throws -> DeadlineDetail? {
        try withSession { try $0.deadline(id: id.rawValue) }
    }

    /// One maintenance item's status today.
    public func maintenanceItem(_ id: GarageID) throws -> MaintenanceItemDetail {
        try withSession { try $0.maintenanceItem(id: id.rawValue) }
    }

    /// One vehicle's fuel economy.
    public func economy(vehicle: GarageID) throws -> EconomyReport {
        try withSession { try $0.economy(vehicle: vehicle.rawValue) }
    }

    /// The signed-in account's latest committed changes, newest first.
    public func history(limit: Int) throws -> [JournalSummary] {
        try withSession { try $0.history(limit: limit) }
    }

    /// The damaged rows this session's reads left out, each once.
    public func damagedRowsLeftOut() -> [DamagedRow] {
        withSession { $0.damagedRowsLeftOut }
    }

    /// The Shortcuts snapshot the app last published, if there is a valid one (what App Intents
    /// resolve a spoken vehicle with).
    public func shortcutsSnapshot() -> ShortcutsSnapshot? {
        withSession { $0.shortcutsSnapshot() }
    }

    /// Siri's and Shortcuts' answer to `question` about the vehicle named `vehicle`, from the
    /// Shortcuts snapshot the app last published (never the logbook), at the platform's now.
    public func answer(_ question: ShortcutQuestion, vehicle: String?) -> ShortcutAnswer {
        withSession { session in
            ShortcutAnswerer(now: session.platform.clock())
                .answer(question, vehicle: vehicle, snapshotBytes: session.shortcutsSnapshotBytes())
        }
    }
}
