import GarageRules
import WidgetContract

/// A vehicle as `vehicle list --json` prints it.
struct VehicleJSON: Encodable {
    /// What `--json` prints: the record's own shape, then what the command adds.
    private let json: RecordJSON
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
        json = RecordJSON(vehicle, adding: [("odometer", .integer(odometer)), ("odometerDate", .text(odometerDate))])
    }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
