import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

@Suite struct GarageStoreTests {
    let directory = TemporaryDirectory()
    let today = try! CalendarDay(parsing: "2026-11-20")
    let eur = CurrencyCode.euro

    func openStore() throws -> GarageStore {
        try GarageStore(path: directory.appending("app/glovebox.sqlite").path)
    }

    /// A garage with one of every kind of record, built through the rules.
    func sampleGarage() throws -> Garage {
        var garage = Garage(account: try Account(name: "ana@example.com"), homeCurrency: try CurrencyCode("GBP"))
        let ids = IdentifierSource.sequential(prefix: "r")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio", make: "Renault", year: 2019, licencePlate: "AA-00-BB"))
        _ = try garage.logOdometer(vehicleID: clio.id, value: 84_000, date: today.adding(days: -40), today: today, ids: ids)
        _ = try garage.addExpense(
            ExpenseDraft(vehicleID: clio.id, date: today.adding(days: -3), amount: try Money(parsing: "45.90", currency: eur),
                         category: .fuel, odometer: OdometerMark(value: 84_700), fuelQuantity: Decimal(string: "31.5"),
                         userRate: try UserRate(parsing: "0.86", quote: try CurrencyCode("GBP"))),
            today: today, ids: ids)
        let oil = try garage.addMaintenanceItem(
            MaintenanceItemDraft(vehicleID: clio.id, name: "Oil change", intervalMonths: 12, intervalDistance: 15_000),
            today: today.adding(days: -30), ids: ids)
        _ = try garage.logService(
            vehicleID: clio.id, itemID: oil.id, date: today.adding(days: -2), odometer: OdometerMark(value: 84_750),
            cost: try Money(parsing: "89", currency: eur), today: today, ids: ids)
        _ = try garage.postpone(vehicleID: clio.id, itemID: oil.id, .days(10), today: today)
        _ = try garage.addDeadline(
            DeadlineDraft(vehicleID: clio.id, kind: .insurance, dueDate: today.adding(days: 20), recurrence: .everyMonths(12)), today: today,
            ids: ids)
        return garage
    }

    @Test func migratesANewFileToTheLatestVersion() throws {
        let store = try openStore()
        #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
        // Reopening applies nothing and keeps the version.
        let again = try openStore()
        #expect(try again.database.userVersion() == LogbookSchema.migrator.latestVersion)
    }

    /// A store holding `sampleGarage()`.
    func seededStore() throws -> (GarageStore, Garage) {
        let store = try openStore()
        let garage = try sampleGarage()
        try store.write { try $0.seed(garage, now: Pinned.instant("2026-11-20T10:00:00Z")) }
        return (store, garage)
    }

    @Test func insertsAndLoadsEveryKindOfRecordUnchanged() throws {
        let (_, garage) = try seededStore()
        let loaded = try openStore().loadGarage()
        #expect(loaded.account == garage.account)
        #expect(loaded.homeCurrency == garage.homeCurrency)
        #expect(loaded.vehicles == garage.vehicles)
        #expect(Set(loaded.odometerEntries) == Set(garage.odometerEntries))
        #expect(Set(loaded.expenses) == Set(garage.expenses))
        #expect(loaded.maintenanceItems == garage.maintenanceItems)
        #expect(Set(loaded.services) == Set(garage.services))
        #expect(loaded.deadlines == garage.deadlines)
    }

    @Test func recordWritesChangeOnlyTheirRowsAndRemovingAVehicleRemovesItsRecords() throws {
        let (store, garage) = try seededStore()
        let clio = garage.vehicles[0].id
        var deadline = garage.deadlines[0]
        deadline.dueDate = today.adding(days: 50)
        var item = garage.maintenanceItems[0]
        item.postponement = nil
        let before = try store.rowCounts()
        try store.write { store in
            try store.records.update(deadline)
            try store.plans.updatePostponement(of: item)
        }
        let loaded = try store.loadGarage()
        #expect(loaded.deadlines == [deadline])
        #expect(loaded.maintenanceItems == [item])
        var counts = try store.rowCounts()
        // The postponement is part of the item's row: no other table.
        #expect(counts["maintenance_postponement"] == nil)
        #expect(try store.database.firstRow(
            "SELECT postponed_due_day FROM maintenance_item WHERE id = ?", [item.id.rawValue]) { $0.optionalText(0) } == .some(nil))
        // Each changed record also queued its outbox row.
        #expect(counts["outbox"] == (before["outbox"] ?? 0) + 2)
        counts["outbox"] = before["outbox"]
        #expect(counts == before, "only the rows of the two records changed")
        // Removing the vehicle removes everything recorded about it.
        try store.write { try $0.vehicles.delete(clio) }
        counts = try store.rowCounts()
        for table in ["vehicle", "odometer_entry", "expense", "maintenance_item", "maintenance_service", "deadline"] {
            #expect(counts[table] == 0, "\(table) still has rows")
        }
    }

    @Test func anInsertNeverReplacesAStoredRecord() throws {
        let (store, garage) = try seededStore()
        let fingerprint = try store.contentFingerprint()
        var twin = garage.odometerEntries[0]
        twin.value += 1
        #expect {
            try store.write { try $0.records.insert(twin) }
        } throws: { error in
            (error as? DatabaseError)?.isPrimaryKeyViolation == true
        }
        #expect(try store.contentFingerprint() == fingerprint)
    }

    @Test func aWriteThatFailsHalfwayChangesNoStoredRow() throws {
        let (store, garage) = try seededStore()
        let fingerprint = try store.contentFingerprint()
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.write { store in
                var renamed = garage.deadlines[0]
                renamed.title = "Renamed"
                try store.records.update(renamed)
                try store.vehicles.delete(garage.vehicles[0].id)
                var preferences = try store.preferences.load()
                preferences.isLocked = true
                try store.preferences.save(preferences)
                throw Refused()
            }
        }
        #expect(try store.contentFingerprint() == fingerprint)
    }

    @Test func theSpendRecordsHoldTheWindowNotTheWholeHistory() throws {
        let store = try openStore()
        var garage = try sampleGarage()
        let clio = garage.vehicles[0].id
        let ids = IdentifierSource.sequential(prefix: "old")
        // Two years of monthly fuel, most of it outside the six-month window.
        let old = (1...24).map { month in
            Expense(id: ids.next(), vehicleID: clio, date: today.adding(months: -month - 1), amount: .zero(eur), category: .fuel,
                    odometer: OdometerMark(value: 84_000 - month * 500))
        }
        try garage.importHistory(vehicleID: clio, expenses: old, today: today)
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        let spend = try store.dashboards.spendRecords(today: today)
        let window = SpendRecords.window(today: today)
        #expect(window.lowerBound == (try CalendarDay(parsing: "2026-06-01")))
        #expect(window.upperBound == (try CalendarDay(parsing: "2026-11-30")))
        #expect(spend.homeMonths.allSatisfy { window.contains($0.month.firstDay) })
        #expect(spend.convertedMonths.allSatisfy { window.contains($0.month.firstDay) })
        let counted: Int = spend.homeMonths.map(\.recordCount).reduce(0, +) + spend.convertedMonths.map(\.recordCount).reduce(0, +)
        #expect(counted == garage.expenses.filter { window.contains($0.date) }.count)
        // The rules give the same answers from the store's facts as from the whole garage.
        let full = try store.loadGarage()
        try expectSpendAgrees(store, full)
        #expect(try store.dashboards.dashboard(today: today) == full.dashboard(today: today))
    }

    @Test func importsTheDemoExportWithExactCountsAndCurrentOdometer() throws {
        let store = try openStore()
        let export = try LubeLoggerParser(currency: try CurrencyCode("USD")).parse(directory: Fixtures.lubeLoggerDemo)
        let importer = LubeLoggerImport(export: export)
        var imported = Garage(account: try Account(name: "ana"))
        let jeep = try imported.addVehicle(importer.vehicleDraft(name: "Jeep", unit: .miles))
        let counts = try importer.apply(to: &imported, vehicleID: jeep.id, ids: .sequential(prefix: "ll"), today: today)
        #expect(counts == LubeLoggerImport.Counts(fuel: 109, service: 69, odometer: 110, tax: 3))
        try store.write { try $0.seed(imported, now: Date(timeIntervalSince1970: 0)) }
        let garage = try store.loadGarage()
        #expect(garage.expenses.filter { $0.category == .fuel }.count == 109)
        #expect(garage.expenses.filter { $0.category == .service }.count == 69)
        #expect(garage.expenses.filter { $0.category == .tax }.count == 3)
        #expect(garage.odometerEntries.count == 110)
        #expect(garage.currentOdometer(for: garage.vehicles[0].id)?.value == 222_647)
        #expect(try store.readings.reading(.latest, vehicleID: jeep.id)?.value == 222_647)
        #expect(garage.vehicles[0].licencePlate == "MOMWAGON" && garage.vehicles[0].distanceUnit == .miles)
    }

    @Test func importsTheEcbRatesAndReadsThemBackAsTheRulesTable() throws {
        let store = try openStore()
        let parsed = try ECBRatesParser(fileName: "eurofxref.csv").parse(Fixtures.text(Fixtures.ecbRates))
        let added = try store.write { try $0.rates.insert(parsed.rates) }
        #expect(added == parsed.rates.count)
        #expect(try store.write { try $0.rates.insert(parsed.rates) } == 0)
        let gbp = try CurrencyCode("GBP")
        let rates = try store.rates.exchangeRates(currencies: [gbp], from: try CalendarDay(parsing: "2026-10-01"), through: try CalendarDay(parsing: "2026-11-01"))
        let saturday = try CalendarDay(parsing: "2026-10-31")
        #expect(rates.rate(for: gbp, on: saturday)?.perEuro == Decimal(string: "0.8338"))
        #expect(try store.rates.range() == (try CalendarDay(parsing: "2023-12-01"))...(try CalendarDay(parsing: "2026-10-30")))
    }
}

extension GarageStoreTests {
    @Test func theLogbookFileIsPrivateToItsOwner() throws {
        let store = try openStore()
        try store.write { store in
            try store.accounts.signIn(try Account(name: "ana@example.com"), now: Date(timeIntervalSince1970: 0))
            try store.preferences.save(Preferences(locale: "en-US", homeCurrency: .euro, isLocked: true, timeZone: nil))
        }
        for suffix in ["", "-wal"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: store.database.path + suffix)
            #expect((attributes[.posixPermissions] as? Int) == 0o600, "glovebox.sqlite\(suffix)")
        }
    }
}

extension GarageStoreTests {
    /// An expense dated later in the current month (an import can bring one) is converted at its own
    /// date's rate, as `expense list` converts it, never at an older day's.
    @Test func aLaterExpenseOfTheMonthIsConvertedAtItsOwnDate() throws {
        let store = try openStore()
        let usd = try CurrencyCode("USD")
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let later = today.adding(days: 5)
        try garage.importHistory(vehicleID: clio.id, expenses: [
            Expense(id: GarageID(rawValue: "later")!, vehicleID: clio.id, date: later, amount: try Money(parsing: "100.00", currency: usd)),
        ], today: today)
        try store.write { store in
            try store.seed(garage, now: Date(timeIntervalSince1970: 0))
            try store.rates.insert([
                ECBRatesParser.Rate(currency: "USD", day: today.adding(days: -9), rate: "1.25"),
                ECBRatesParser.Rate(currency: "USD", day: later, rate: "1.0"),
            ])
        }
        let spend = try store.dashboards.spendRecords(today: today)
        let month = try #require(spend.monthlySpend(rates: try store.rates.converting(spend)).currentMonth)
        #expect(month.total == (try Money(parsing: "100.00", currency: .euro)))
        #expect(month.unconvertedCount == 0)
    }
}
