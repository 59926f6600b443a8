import Foundation

extension Garage {
    /// The signed-in account, or `signedOut`.
    func signedInAccount() throws(GarageError) -> Account {
        guard let account else { throw .signedOut }
        return account
    }

    /// The vehicle, when signed in and it is in the garage (the rules then check the role).
    func signedInVehicle(_ vehicleID: GarageID) throws(GarageError) -> Vehicle {
        _ = try signedInAccount()
        guard let found = vehicle(id: vehicleID) else { throw .unknownVehicle(vehicleID.rawValue) }
        return found
    }

    /// Every id in use, to keep new ones unique.
    var usedIDs: Set<GarageID> {
        var ids = Set(vehicles.map(\.id))
        ids.formUnion(odometerEntries.map(\.id))
        ids.formUnion(expenses.map(\.id))
        ids.formUnion(maintenanceItems.map(\.id))
        ids.formUnion(services.map(\.id))
        ids.formUnion(deadlines.map(\.id))
        return ids
    }

    /// Refuses new ids that a record already uses or that repeat (a broken generator must not
    /// overwrite a record).
    func claim(_ ids: [GarageID]) throws(GarageError) {
        var seen = usedIDs
        for id in ids where !seen.insert(id).inserted { throw .duplicateIdentifier(id.rawValue) }
    }

    /// The longest interval, lead or postponement in months (a century).
    public static let maximumMonths = FieldRule.maximumMonths
    /// The longest lead or postponement in days (ten years).
    public static let maximumDays = FieldRule.maximumDays

    /// A count named `field` within `range`, or `invalidNumber`.
    public static func require(_ value: Int?, in range: ClosedRange<Int>, field: String) throws(GarageError) {
        if let value, !range.contains(value) { throw .invalidNumber(field: field, value: String(value)) }
    }
}
