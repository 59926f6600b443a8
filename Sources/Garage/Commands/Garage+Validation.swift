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

    /// A positive count named `field`, or `invalidNumber`.
    static func requirePositive(_ value: Int?, field: String) throws(GarageError) {
        if let value, value <= 0 { throw .invalidNumber(field: field, value: String(value)) }
    }

    /// A count of zero or more named `field`, or `invalidNumber`.
    static func requireNonNegative(_ value: Int?, field: String) throws(GarageError) {
        if let value, value < 0 { throw .invalidNumber(field: field, value: String(value)) }
    }
}
