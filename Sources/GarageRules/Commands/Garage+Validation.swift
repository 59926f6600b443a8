import Foundation

extension Garage {
    /// The signed-in account, or `signedOut`.
    func signedInAccount() throws(GarageError) -> Account {
        guard let account else { throw .signedOut }
        return account
    }

    /// The vehicle, when signed in and allowed to write its records.
    func writableVehicle(_ vehicleID: GarageID) throws(GarageError) -> Vehicle {
        _ = try signedInAccount()
        guard let found = vehicle(id: vehicleID) else { throw .unknownVehicle(vehicleID.rawValue) }
        guard found.role.canWrite else { throw .readOnlyVehicle(name: found.name, role: found.role) }
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

    /// A new id from `ids`, refused if already used (a broken generator must not overwrite a record).
    func newID(_ ids: IdentifierSource, avoiding extra: Set<GarageID> = []) throws(GarageError) -> GarageID {
        let id = ids.next()
        guard !extra.contains(id), !usedIDs.contains(id) else { throw .duplicateIdentifier(id.rawValue) }
        return id
    }

    /// Trimmed text, or `nil` when empty.
    static func cleaned(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    /// The longest interval, lead or postponement in months (a century).
    public static let maximumMonths = 1_200
    /// The longest lead or postponement in days (ten years).
    public static let maximumDays = 3_650

    /// A count named `field` within `range`, or `invalidNumber`.
    static func require(_ value: Int?, in range: ClosedRange<Int>, field: String) throws(GarageError) {
        if let value, !range.contains(value) { throw .invalidNumber(field: field, value: String(value)) }
    }
}
