import Foundation
import GarageRules
import WidgetContract

/// The garage `glovebox demo` seeds: three vehicles of one household and one shared with them,
/// a year of records in several currencies, maintenance plans and deadlines placed around today
/// so that every widget has something to say.
///
/// Everything goes through the same `Garage` commands a user's input does, so the demo cannot
/// hold a record the app would refuse. Dates are relative to `today`; foreign-currency expenses
/// are kept on days the bundled exchange rates cover, so that months that show in the spend
/// widget convert (one deliberate exception shows what an unconvertible record looks like).
public enum DemoGarage {
    /// The demo account.
    public static let accountName = "demo@glovebox.app"

    /// Builds the demo garage for `today`; `lastRateDay` is the newest day of the bundled rates; what
    /// the demo "types" (items' names, notes) is in `language`.
    public static func make(
        today: CalendarDay, lastRateDay: CalendarDay, ids: IdentifierSource, language: Language = .english
    ) throws(GarageError) -> Garage {
        let texts = DemoTexts.texts(in: language)
        var garage = Garage(account: try Account(name: accountName, plan: .plus), homeCurrency: .euro)
        let seed = Seed(today: today, lastRateDay: lastRateDay, ids: ids)

        let clio = try garage.addVehicle(VehicleDraft(
            name: "Clio", make: "Renault", model: "Clio", year: 2019, licencePlate: "AA-12-BB", distanceUnit: .kilometres,
            energies: [.petrol]))
        let jeep = try garage.addVehicle(VehicleDraft(
            name: "Cherokee", make: "Jeep", model: "Cherokee", year: 1992, licencePlate: "MOMWAGON", distanceUnit: .miles,
            energies: [.petrol]))
        let van = try garage.addVehicle(VehicleDraft(
            name: "Bulli", make: "Volkswagen", model: "Transporter T6", year: 2020, licencePlate: "B-GX 2020",
            distanceUnit: .kilometres, role: .editor, energies: [.diesel]))
        let yaris = try garage.addVehicle(VehicleDraft(
            name: "Mum's Yaris", make: "Toyota", model: "Yaris", year: 2015, licencePlate: "45-XZ-67",
            distanceUnit: .kilometres, role: .viewer, energies: [.petrol]))

        // A year of driving: a reading every 14 days, at each vehicle's own pace, and what it burns.
        let clioFuel = Seed.Fuel(odometerFrom: 71_400, perDay: 34, unit: .litres, perDistance: "0.058", partialEvery: 7)
        let jeepFuel = Seed.Fuel(odometerFrom: 216_900, perDay: 14, unit: .usGallons, perDistance: "0.056")
        let vanFuel = Seed.Fuel(odometerFrom: 41_200, perDay: 52, unit: .litres, perDistance: "0.084")
        try seed.drive(&garage, clio.id, from: clioFuel.odometerFrom, perDay: clioFuel.perDay)
        try seed.drive(&garage, jeep.id, from: jeepFuel.odometerFrom, perDay: jeepFuel.perDay)
        try seed.drive(&garage, van.id, from: vanFuel.odometerFrom, perDay: vanFuel.perDay)

        // Fuel every 12 days: the Clio at home in euros, with a summer trip through Britain, in
        // litres (and a top-up now and then); the Cherokee in dollars and US gallons; the van in
        // Switzerland and Sweden on its tours. Each fill has its odometer, so each shows an economy.
        try seed.refuel(&garage, clio.id, every: 12, euros: "58.40", abroad: [(5...6, "GBP", "54.10")], fuel: clioFuel)
        try seed.refuel(&garage, jeep.id, every: 9, euros: "61.00", abroad: [(0...11, "USD", "48.75")], fuel: jeepFuel)
        try seed.refuel(
            &garage, van.id, every: 10, euros: "92.30", abroad: [(2...3, "CHF", "101.20"), (7...7, "SEK", "1045.00")],
            fuel: vanFuel)
        try seed.expense(&garage, clio.id, monthsAgo: 5, day: 14, "GBP", "18.50", .tolls, note: "Dartford crossing")
        try seed.expense(&garage, van.id, monthsAgo: 3, day: 9, "CHF", "40.00", .tolls, note: texts.vignette)
        try seed.expense(&garage, clio.id, monthsAgo: 0, day: 2, "EUR", "12.00", .parking, note: texts.airportParking)
        try seed.expense(&garage, clio.id, monthsAgo: 10, day: 20, "EUR", "412.88", .insurance, note: texts.annualPremium)
        // Paid in Moroccan dirhams, which the ECB does not publish: counted, reported, never guessed.
        try seed.expense(&garage, van.id, monthsAgo: 4, day: 22, "MAD", "350.00", .parking, note: texts.riadParking)

        // Maintenance: by time, by distance, by both, and one postponed.
        let clioOil = try garage.addMaintenanceItem(MaintenanceItemDraft(
            vehicleID: clio.id, name: texts.oilChange, intervalMonths: 12, intervalDistance: 15_000), today: today, ids: ids)
        try seed.service(&garage, clio.id, clioOil.id, daysAgo: 340, cost: "89.90")
        let brakes = try garage.addMaintenanceItem(MaintenanceItemDraft(
            vehicleID: clio.id, name: texts.brakeFluid, intervalMonths: 24), today: today, ids: ids)
        try seed.service(&garage, clio.id, brakes.id, daysAgo: 24 * 30 + 5, cost: "45.00")
        _ = try garage.postpone(vehicleID: clio.id, itemID: brakes.id, .days(21), today: today)
        let jeepOil = try garage.addMaintenanceItem(MaintenanceItemDraft(
            vehicleID: jeep.id, name: texts.oilChange, intervalDistance: 5_000), today: today, ids: ids)
        try seed.service(&garage, jeep.id, jeepOil.id, daysAgo: 290, cost: "38.00", currency: "USD")
        let vanService = try garage.addMaintenanceItem(MaintenanceItemDraft(
            vehicleID: van.id, name: texts.annualService, intervalMonths: 12, intervalDistance: 20_000), today: today, ids: ids)
        try seed.service(&garage, van.id, vanService.id, daysAgo: 200, cost: "310.00")
        _ = try garage.addMaintenanceItem(MaintenanceItemDraft(
            vehicleID: van.id, name: texts.tyres, intervalDistance: 40_000, firstDueOdometer: 60_000), today: today, ids: ids)

        // Deadlines: one due in days, one overdue, one a month out, one far away.
        _ = try garage.addDeadline(DeadlineDraft(
            vehicleID: clio.id, kind: .insurance, dueDate: today.adding(days: 4), recurrence: .everyMonths(12)), today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(
            vehicleID: van.id, kind: .inspection, dueDate: today.adding(days: -3), recurrence: .everyMonths(24)), today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(
            vehicleID: clio.id, kind: .roadTax, dueDate: today.adding(days: 33), recurrence: .everyMonths(12)), today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(
            vehicleID: jeep.id, kind: .registration, dueDate: today.adding(days: 190), recurrence: .everyMonths(12)), today: today, ids: ids)
        // The Yaris is shared read-only: it shows in the garage, but nothing can be written for it here.
        _ = yaris
        return garage
    }
}
