import Foundation
import GarageRules
import WidgetContract

/// The signed-in account's vehicles: each one row, in the order they were added, with everything recorded about it going with it.
///
/// A view of the logbook (``GarageStore/vehicles``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct VehicleRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// The signed-in account's vehicles.
    public var vehicles: VehicleRepository { VehicleRepository(store: self) }
}

extension VehicleRepository {
    /// The signed-in account's vehicles, in the order they were added (a garage has a handful: the
    /// rules compare a new vehicle's name and plate with all of them). None when nobody is signed in.
    public func all() throws -> [Vehicle] {
        try store.decodedRows(
            "SELECT \(GarageStore.vehicleColumns) FROM vehicle WHERE account = \(GarageStore.signedInAccount) ORDER BY position", [],
            GarageStore.vehicleRow)
    }

    /// The signed-in account's vehicle with this id, if any.
    public func find(id: GarageID) throws -> Vehicle? {
        try store.decodedFirstRow(
            "SELECT \(GarageStore.vehicleColumns) FROM vehicle WHERE id = ? AND account = \(GarageStore.signedInAccount)", [id.rawValue],
            GarageStore.vehicleRow)
    }
}

extension VehicleRepository {
    /// Inserts a vehicle after the others (or at `position`, where an undo puts a deleted one back),
    /// owned by the signed-in account (refused when nobody is signed in: no vehicle is ever stored
    /// without its account).
    public func insert(_ vehicle: Vehicle, at position: Int? = nil) throws {
        guard try store.accounts.signedIn() != nil else { throw GarageError.signedOut }
        try store.insertRow(vehicle.fieldValues, position: position)
    }
}
