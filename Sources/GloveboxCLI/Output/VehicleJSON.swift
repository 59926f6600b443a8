import GarageRules
import WidgetContract

/// A vehicle as `vehicle list --json` prints it.
struct VehicleJSON: Encodable {
    let id: String
    let name: String
    let make: String?
    let model: String?
    let year: Int?
    let plate: String?
    let unit: String
    let role: String
    let odometer: Int?
    let odometerDate: String?

    init(_ vehicle: Vehicle, current: OdometerReading?) {
        id = vehicle.id.rawValue
        name = vehicle.name
        make = vehicle.make
        model = vehicle.model
        year = vehicle.year
        plate = vehicle.licencePlate
        unit = vehicle.distanceUnit.rawValue
        role = vehicle.role.rawValue
        odometer = current?.value
        odometerDate = current?.date.isoString
    }
}
