import Foundation
import Testing
import WidgetContract
@testable import GarageRules

@Suite struct VehicleTests {
    @Test func vehicleIdsAreURLSafeSlugsMadeUnique() throws {
        var garage = signedInGarage()
        let first = try garage.addVehicle(VehicleDraft(name: "Jeep Cherokee '92", distanceUnit: .miles))
        let accented = try garage.addVehicle(VehicleDraft(name: "Citroën C3 Ævo"))
        let symbols = try garage.addVehicle(VehicleDraft(name: "🚗 !!"))
        let again = try garage.addVehicle(VehicleDraft(name: "jeep  cherokee 92"))
        #expect(first.id.rawValue == "jeep-cherokee-92")
        #expect(accented.id.rawValue.hasPrefix("citroen-c3"))
        #expect(symbols.id.rawValue == "vehicle")
        #expect(again.id.rawValue == "jeep-cherokee-92-2")
        for vehicle in garage.vehicles {
            #expect(GarageID.isValid(vehicle.id.rawValue))
            #expect(vehicle.id.rawValue.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        }
    }

    @Test func anIdNeverSpellsOutThePlateOrTheReservedAll() throws {
        var garage = signedInGarage(plan: .plus)
        let plated = try garage.addVehicle(VehicleDraft(name: "MOMWAGON", licencePlate: "MOMWAGON"))
        let spaced = try garage.addVehicle(VehicleDraft(name: "Van AA 12 BB", licencePlate: "AA-12-BB"))
        let all = try garage.addVehicle(VehicleDraft(name: "All"))
        let unrelated = try garage.addVehicle(VehicleDraft(name: "Clio", licencePlate: "12-AB-34"))
        #expect(plated.id.rawValue == "vehicle")
        #expect(spaced.id.rawValue == "vehicle-2")
        #expect(all.id.rawValue == "all-2", "'all' means every vehicle in a spend link")
        #expect(unrelated.id.rawValue == "clio")
        let named = try garage.addVehicle(VehicleDraft(name: "12 AB 34"))
        #expect(named.id.rawValue == "vehicle-3", "another vehicle's plate is withheld too")
    }

    @Test func aPlateThatAnotherVehiclesIdSpellsOutIsRefused() throws {
        var garage = signedInGarage(plan: .plus)
        // Named after its plate before the plate was known: its id spells it out.
        let named = try garage.addVehicle(VehicleDraft(name: "XY 34 ZZ"))
        #expect(named.id.rawValue == "xy-34-zz")
        let before = garage
        #expect(throws: GarageError.plateSpelledByVehicleID(vehicle: "XY 34 ZZ", id: "xy-34-zz")) {
            try garage.addVehicle(VehicleDraft(name: "Van", licencePlate: "xy 34-zz"))
        }
        #expect(garage == before)
        // Any other plate is recorded, and so is this one where no id spells it.
        _ = try garage.addVehicle(VehicleDraft(name: "Van", licencePlate: "AB-12-CD"))
        var other = signedInGarage(plan: .plus)
        #expect(try other.addVehicle(VehicleDraft(name: "Van", licencePlate: "XY-34-ZZ")).licencePlate == "XY-34-ZZ")
    }

    @Test func aSuffixedIdNeverSpellsOutThePlateEither() throws {
        var garage = signedInGarage(plan: .plus)
        _ = try garage.addVehicle(VehicleDraft(name: "Van"))
        // Its name's slug is taken, and `van-2` would spell its plate.
        let plated = try garage.addVehicle(VehicleDraft(name: "Van!", licencePlate: "VAN 2"))
        #expect(plated.id.rawValue == "van-3")
        // The same plate written otherwise is not a new plate, even on a vehicle whose id spells it
        // from before this rule.
        let account = try Account(name: "ana@example.com", plan: .plus)
        let legacy = Vehicle(id: GarageID(rawValue: "van-2")!, name: "Van!", licencePlate: "VAN 2")
        let respelled = VehicleDraft(name: "Van!", licencePlate: "van-2")
        #expect(try respelled.checked(account: account, others: [], countingTowardsPlan: false, editing: legacy).licencePlate == "van-2")
    }

    @Test func aHouseholdIdsRandomPartIsNotReadForPlates() throws {
        let account = try Account(name: "ana@example.com", plan: .plus)
        // A shared vehicle's id: its slug, `-` and a random id that happens to hold "xy34".
        let random = "01m91k4ycn1cg266gnxy34fgn1wsxjzmf67p"
        try #require(random.count == IdentifierSource.length)
        let shared = Vehicle(id: GarageID(rawValue: "bulli-" + random)!, name: "Bulli", role: .editor)
        #expect(VehicleSlug.namedPart(of: shared.id.rawValue) == "bulli")
        #expect(try VehicleDraft(name: "Van", licencePlate: "XY-34").checked(account: account, others: [shared]).licencePlate == "XY-34")
        #expect(throws: GarageError.plateSpelledByVehicleID(vehicle: "Bulli", id: shared.id.rawValue)) {
            try VehicleDraft(name: "Van", licencePlate: "BULLI").checked(account: account, others: [shared])
        }
        // An id that is a slug alone is read whole.
        #expect(VehicleSlug.namedPart(of: "xy-34-zz") == "xy-34-zz")
    }

    @Test func aPlateInsideEveryCandidateDoesNotStallTheIds() {
        // "HIC" is in `vehicle`, the neutral base, and so in every `vehicle-N`.
        let ids = Array(VehicleSlug.candidates(for: "MOMWAGON", plates: ["MOMWAGON", "HIC"]).prefix(2)).map(\.rawValue)
        #expect(ids == ["vehicle", "vehicle-2"])
        #expect(Array(VehicleSlug.candidates(for: "Van", plates: ["VAN 2"]).prefix(2)).map(\.rawValue) == ["van", "van-3"])
    }

    @Test func anEditedPlateIsCheckedAgainstTheVehiclesOwnIdAndAnOldOneStays() throws {
        let account = try Account(name: "ana@example.com", plan: .plus)
        let stored = Vehicle(id: GarageID(rawValue: "xy-34-zz")!, name: "XY 34 ZZ", licencePlate: nil)
        var draft = VehicleDraft(name: "XY 34 ZZ", licencePlate: "XY-34-ZZ")
        #expect(throws: GarageError.plateSpelledByVehicleID(vehicle: "XY 34 ZZ", id: "xy-34-zz")) {
            try draft.checked(account: account, others: [], countingTowardsPlan: false, editing: stored)
        }
        // A plate recorded before the rule is not refused again: renaming the vehicle still works.
        var legacy = stored
        legacy.licencePlate = "XY-34-ZZ"
        draft.name = "Camper"
        #expect(try draft.checked(account: account, others: [], countingTowardsPlan: false, editing: legacy).name == "Camper")
    }

    @Test func theFreePlanAllowsTwoOwnedVehicles() throws {
        var garage = signedInGarage(plan: .free)
        _ = try garage.addVehicle(VehicleDraft(name: "One"))
        _ = try garage.addVehicle(VehicleDraft(name: "Two"))
        // A vehicle shared with the user does not count.
        _ = try garage.addVehicle(VehicleDraft(name: "Shared", role: .viewer))
        let before = garage
        #expect(throws: GarageError.planLimitReached(plan: .free, limit: 2, vehicleName: "Three")) {
            try garage.addVehicle(VehicleDraft(name: "Three"))
        }
        #expect(garage == before)
        #expect(GarageError.planLimitReached(plan: .free, limit: 2, vehicleName: "Three").description
            == "the free plan allows 2 vehicles; upgrade to plus to add 'Three'")
        _ = try garage.changePlan(to: .plus)
        _ = try garage.addVehicle(VehicleDraft(name: "Three"))
        #expect(garage.vehicles.count == 4)
    }

    @Test func addingRefusesSignedOutEmptyDuplicateAndBadYear() throws {
        var signedOut = Garage()
        #expect(throws: GarageError.signedOut) { try signedOut.addVehicle(VehicleDraft(name: "Car")) }
        var garage = signedInGarage()
        _ = try garage.addVehicle(VehicleDraft(name: "Clio"))
        #expect(throws: GarageError.emptyField("vehicle name")) { try garage.addVehicle(VehicleDraft(name: "  ")) }
        #expect(throws: GarageError.duplicateVehicleName("CLIO")) { try garage.addVehicle(VehicleDraft(name: "CLIO")) }
        #expect(throws: GarageError.invalidNumber(field: "year", value: "1700")) {
            try garage.addVehicle(VehicleDraft(name: "Cart", year: 1700))
        }
    }

    @Test func vehiclesAreFoundByIdOrUniqueNameIgnoringCase() throws {
        var garage = signedInGarage()
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        #expect(try garage.vehicle(matching: "clio") == clio)
        #expect(try garage.vehicle(matching: clio.id.rawValue) == clio)
        #expect(throws: GarageError.unknownVehicle("Golf")) { try garage.vehicle(matching: "Golf") }
        #expect(GarageError.unknownVehicle("Golf").description == "no vehicle 'Golf'")
    }

    @Test func aViewerCannotWriteRecords() throws {
        var garage = signedInGarage()
        let shared = try garage.addVehicle(VehicleDraft(name: "Dad's van", role: .viewer))
        let today = day("2026-11-29")
        let ids = IdentifierSource.sequential()
        let before = garage
        let refused = GarageError.readOnlyVehicle(name: "Dad's van", role: .viewer)
        #expect(throws: refused) {
            try garage.logOdometer(vehicleID: shared.id, value: 100, date: today, today: today, ids: ids)
        }
        #expect(throws: refused) {
            try garage.addExpense(
                ExpenseDraft(vehicleID: shared.id, date: today, amount: money("10", "EUR")), today: today, ids: ids)
        }
        #expect(throws: refused) {
            try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: shared.id, name: "Oil", intervalMonths: 12), today: today, ids: ids)
        }
        #expect(throws: refused) {
            try garage.addDeadline(DeadlineDraft(vehicleID: shared.id, kind: .insurance, dueDate: today), today: today, ids: ids)
        }
        #expect(throws: GarageError.notVehicleOwner(name: "Dad's van", role: .viewer)) {
            try garage.removeVehicle(shared.id)
        }
        #expect(garage == before)
        #expect(refused.description == "you are a viewer of 'Dad's van' and cannot change its records")
    }

    @Test func anEditorMayWriteRecords() throws {
        var garage = signedInGarage()
        let shared = try garage.addVehicle(VehicleDraft(name: "Van", role: .editor))
        let today = day("2026-11-29")
        let entry = try garage.logOdometer(
            vehicleID: shared.id, value: 100, date: today, today: today, ids: .sequential())
        #expect(garage.currentOdometer(for: shared.id)?.recordID == entry.id)
    }

    @Test func removingAVehicleRemovesItsRecords() throws {
        var (garage, clio) = garageWithVehicle()
        let other = try garage.addVehicle(VehicleDraft(name: "Other")).id
        let today = day("2026-11-29")
        let ids = IdentifierSource.sequential()
        _ = try garage.logOdometer(vehicleID: clio, value: 10, date: today, today: today, ids: ids)
        _ = try garage.logOdometer(vehicleID: other, value: 20, date: today, today: today, ids: ids)
        _ = try garage.addDeadline(DeadlineDraft(vehicleID: clio, kind: .inspection, dueDate: today), today: today, ids: ids)
        let removed = try garage.removeVehicle(clio)
        #expect(removed.id == clio)
        #expect(garage.vehicles.map(\.id) == [other])
        #expect(garage.odometerEntries.map(\.vehicleID) == [other])
        #expect(garage.deadlines.isEmpty)
    }

    @Test func wordsParseIgnoringCaseAndNameTheAllowedValues() throws {
        #expect(try DistanceUnit(parsing: "MI") == .miles)
        #expect(try ExpenseCategory(parsing: "Tolls") == .tolls)
        #expect(try DeadlineKind(parsing: "road_tax") == .roadTax)
        #expect(try DeadlineKind(parsing: "drivinglicence") == .drivingLicence)
        #expect(try Plan(parsing: "PLUS") == .plus)
        #expect(throws: GarageError.unknownWord(field: "distance unit", value: "miles", allowed: ["km", "mi"])) {
            try DistanceUnit(parsing: "miles")
        }
        #expect(GarageError.unknownWord(field: "distance unit", value: "miles", allowed: ["km", "mi"]).description
            == "unknown distance unit 'miles' (expected one of: km, mi)")
        #expect(throws: GarageError.unknownPlan("gold")) { try Plan(parsing: "gold") }
    }

    @Test func idsAreValidatedAndGeneratedURLSafe() throws {
        #expect(GarageID(rawValue: "Abc") == nil)
        #expect(GarageID(rawValue: "") == nil)
        #expect(GarageID(rawValue: "a/b") == nil)
        #expect(throws: GarageError.invalidIdentifier("a b")) { try GarageID(validating: "a b") }
        let random = IdentifierSource.random
        let first = random.next()
        #expect(first.rawValue.count == 36)
        #expect(IdentifierSource.randomLength * 5 >= 128, "at least 128 random bits")
        #expect(IdentifierSource.length <= 64 - 1 - 16, "room for a linked vehicle's slug of 16")
        #expect(first != random.next())
        let sequential = IdentifierSource.sequential(prefix: "t")
        #expect(sequential.next().rawValue == "t-1")
        #expect(sequential.next().rawValue == "t-2")
    }

    @Test func everyCharacterOfARandomIdIsRandom() {
        // Each of the 26 characters after the time takes its own 5 of the 130 random bits: over many
        // ids, every such position uses (nearly) all 32 letters of the alphabet.
        let random = IdentifierSource.random
        let ids = (0..<2_000).map { _ in Array(random.next().rawValue.utf8) }
        for position in IdentifierSource.timeLength..<IdentifierSource.length {
            #expect(Set(ids.map { $0[position] }).count >= 30, "position \(position)")
        }
    }
}
