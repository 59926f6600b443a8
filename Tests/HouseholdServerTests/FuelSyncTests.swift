import Foundation
import GarageStorage
import Testing

extension HouseholdServerTests.SyncCommand {
    /// Issue 14, item 1 (sync): a fuel record's unit and flags reach the other device (server schema 2).
    @Test func aFillsUnitAndFlagsReachTheOtherDevice() throws {
        let homes = try TwoHomes("sync-fuel")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(phone, "vehicle", "add", "Clio")
        succeed(phone, "fuel", "add", "clio", "6.6", "imp-gal", "--odometer", "1000", "--partial", "--missed", "--date", "2026-11-01")
        try converge([phone, laptop]) { try recordIDs(laptop, "expense").count == 1 }
        let listed = laptop.run("fuel", "list", "clio", "--json")
        #expect(listed.status == 0, "\(listed.errors)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        #expect((rows.first?["fuelFill"] as? [String: Any])?["unit"] as? String == "imp-gal" && rows.first?["fuelQuantity"] as? String == "6.6")
        #expect((rows.first?["fuelFill"] as? [String: Any])?["isFull"] as? Bool == false && (rows.first?["fuelFill"] as? [String: Any])?["missedPrevious"] as? Bool == true)

        // An edit of the flags travels as every edit does.
        let id = try #require(rows.first?["id"] as? String)
        succeed(laptop, "fuel", "edit", id, "--full", "--not-missed")
        try converge([laptop, phone]) {
            let shown = phone.run("fuel", "show", id)
            return shown.output.contains("(petrol, full)")
        }
    }

    /// Issue 22, item 4 (sync): what a vehicle runs on, and the energy a fill names, reach the other
    /// device (server schema 13) and merge as every field does.
    @Test func aVehiclesEnergiesAndAFillsEnergyReachTheOtherDevice() throws {
        let homes = try TwoHomes("sync-energy")
        let (phone, laptop) = (homes.phone, homes.laptop)
        succeed(phone, "vehicle", "add", "Dacia", "--energy", "petrol,lpg")
        succeed(phone, "fuel", "add", "dacia", "30", "l", "--odometer", "1000", "--energy", "lpg", "--date", "2026-11-01")
        succeed(phone, "fuel", "add", "dacia", "40", "l", "--odometer", "1200", "--date", "2026-11-02")
        try converge([phone, laptop]) { try recordIDs(laptop, "expense").count == 2 }
        #expect(laptop.run("vehicle", "show", "dacia").output.contains("runs on: petrol, lpg"))
        let listed = laptop.run("fuel", "list", "dacia", "--json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        // A bi-fuel car's fills name their energy, so that reordering its energies never moves them.
        #expect(rows.map { $0["energyBought"] as? String } == ["lpg", "petrol"])
        // An edit of what it runs on travels back.
        succeed(laptop, "vehicle", "edit", "dacia", "--energy", "lpg,petrol")
        try converge([laptop, phone]) { phone.run("vehicle", "show", "dacia").output.contains("runs on: lpg, petrol") }
        let again = phone.run("fuel", "list", "dacia", "--json")
        let after = try #require(try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [[String: Any]])
        #expect(after.map { $0["energyBought"] as? String } == ["lpg", "petrol"])
    }
}
