import GarageRules
import WidgetContract

/// What the `list` commands over one vehicle or every vehicle share: their positional and what they read.
enum VehicleListing {
    /// The optional `VEHICLE` positional.
    static let positional = PositionalSpec.optional("VEHICLE", "id or name (default: every vehicle)")

    /// Loads the garage and today, then the vehicle the first positional names (every vehicle when it is left out).
    static func load(_ invocation: Invocation) throws -> (garage: Garage, today: CalendarDay, vehicles: [Vehicle]) {
        let session = invocation.session
        let garage = try session.store().loadGarage()
        let today = try session.today()
        let vehicles = try invocation.arguments.positional(0).map { [try garage.vehicle(matching: $0)] } ?? garage.vehicles
        return (garage, today, vehicles)
    }
}
