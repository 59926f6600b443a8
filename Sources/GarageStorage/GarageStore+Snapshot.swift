import Foundation
import GarageRules
import WidgetContract

extension GarageStore {
    /// Loads what the widgets show on `today`, reading only through the indexes: the last six
    /// months of expenses, the readings of the last 180 days (the whole reading history only for a
    /// vehicle whose recent readings cannot make a forecast), the last service of each item, and the
    /// rates those expenses need.
    public func loadSnapshotInput(today: CalendarDay) throws -> SnapshotInput {
        try read { store in try store.loadSnapshotInputInTransaction(today: today) }
    }

    private func loadSnapshotInputInTransaction(today: CalendarDay) throws -> SnapshotInput {
        let windowStart = today.calendarMonth.adding(months: -(MonthlySpend.monthCount - 1)).firstDay
        var garage = Garage(account: try loadAccount(), homeCurrency: try homeCurrency())
        garage.vehicles = try database.rows("SELECT \(Self.vehicleColumns) FROM vehicle ORDER BY position", [], Self.vehicle)
        garage.expenses = try database.rows(
            "SELECT \(Self.expenseColumns) FROM expense e WHERE e.day >= ? ORDER BY e.day, e.id",
            [windowStart.isoString], Self.expense)
        garage.maintenanceItems = try database.rows(
            "SELECT \(Self.itemColumns) FROM maintenance_item i LEFT JOIN maintenance_postponement p ON p.item_id = i.id ORDER BY i.position",
            [], Self.item)
        garage.deadlines = try database.rows(
            "SELECT \(Self.deadlineColumns) FROM deadline ORDER BY due_day, id", [], Self.deadline)
        // The last service of each item, in the order of `Garage.lastService(of:)` (date, then
        // odometer, then id): one probe of (item_id, day) per item.
        for item in garage.maintenanceItems {
            garage.services += try database.rows(
                """
                SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
                WHERE s.item_id = ? ORDER BY s.day DESC, coalesce(s.odometer, -1) DESC, s.id DESC LIMIT 1
                """, [item.id.rawValue], Self.service)
        }
        let recentStart = today.adding(days: -DistanceForecast.recentWindowDays)
        // The ids already loaded, gathered once: readings that come with one of these records are
        // in the garage already and must not be added again as entries.
        var known = KnownRecords(garage)
        for vehicle in garage.vehicles {
            let recent = try readings(vehicleID: vehicle.id, since: recentStart)
            // The forecast leaves out readings dated after today.
            let usable = recent.filter { $0.date <= today }
            let spansEnough = usable.count >= 2
                && usable[0].date.days(to: usable[usable.count - 1].date) >= DistanceForecast.minimumSpanDays
            // Without a recent window the forecast falls back to the whole history; services logged
            // without an odometer also look back for the reading of their day.
            let needsHistory = !spansEnough || garage.services.contains { $0.vehicleID == vehicle.id && $0.odometer == nil }
                || garage.maintenanceItems.contains { $0.vehicleID == vehicle.id && $0.startOdometer == nil }
            let chosen = needsHistory ? try readings(vehicleID: vehicle.id, since: nil) : recent
            add(chosen, to: &garage, known: &known)
        }
        var currencies = Set(garage.expenses.map(\.amount.currency))
        currencies.formUnion(garage.expenses.compactMap(\.userRate?.quote))
        currencies.insert(garage.homeCurrency)
        let rates = try exchangeRates(
            currencies: currencies, from: windowStart.adding(days: -ExchangeRates.maximumAge), through: today)
        return SnapshotInput(garage: garage, rates: rates, preferences: try preferences(), windowStart: windowStart)
    }

    /// A reading as the `odometer_reading` view gives it.
    struct StoredReading {
        var vehicleID: GarageID
        var date: CalendarDay
        var value: Int
        var isCorrection: Bool
        var source: String
        var recordID: GarageID
    }

    /// The readings of a vehicle from `start` on (all of them for `nil`), from every source.
    func readings(vehicleID: GarageID, since start: CalendarDay?) throws -> [StoredReading] {
        try database.rows(
            """
            SELECT day, value, is_correction, source, record_id FROM odometer_reading
            WHERE vehicle_id = ? AND day >= ? ORDER BY day, record_id
            """, [vehicleID.rawValue, start?.isoString ?? "0000-00-00"]
        ) { row in
            let decode = RowDecoding(table: "odometer_reading", id: row.text(4))
            return StoredReading(
                vehicleID: vehicleID, date: try decode.day(row.text(0)), value: row.int(1),
                isCorrection: row.int(2) != 0, source: row.text(3), recordID: try decode.garageID(row.text(4)))
        }
    }

    /// The ids of the records a snapshot load has read so far.
    private struct KnownRecords {
        var expenses: Set<GarageID>
        var services: Set<GarageID>
        var entries: Set<GarageID>

        init(_ garage: Garage) {
            expenses = Set(garage.expenses.map(\.id))
            services = Set(garage.services.map(\.id))
            entries = Set(garage.odometerEntries.map(\.id))
        }
    }

    /// Adds readings whose record is not already in the garage, as odometer entries.
    private func add(_ readings: [StoredReading], to garage: inout Garage, known: inout KnownRecords) {
        for reading in readings {
            switch reading.source {
            case "expense" where known.expenses.contains(reading.recordID): continue
            case "service" where known.services.contains(reading.recordID): continue
            case "entry" where !known.entries.insert(reading.recordID).inserted: continue
            default: break
            }
            garage.odometerEntries.append(OdometerEntry(
                id: reading.recordID, vehicleID: reading.vehicleID, date: reading.date, value: reading.value,
                isCorrection: reading.isCorrection))
        }
    }
}
