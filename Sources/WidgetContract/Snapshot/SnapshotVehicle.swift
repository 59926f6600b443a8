/// A vehicle as the vehicle widget shows it. Never carries the licence plate.
public struct SnapshotVehicle: Hashable, Sendable {
    /// The vehicle's stable, URL-safe id.
    public var id: String
    /// The name the user gave it.
    public var name: String
    /// Make, model and year, such as "Renault Clio · 2019".
    public var subtitle: String
    /// The current odometer in the vehicle's unit; `null` when the lock is on.
    public var odometer: Int?
    /// The odometer with grouping and unit, such as "84 210 km"; `null` when the lock is on.
    public var odometerLabel: String?
    /// The deep link to the vehicle.
    public var url: String

    /// Creates a vehicle entry.
    public init(id: String, name: String, subtitle: String, odometer: Int?, odometerLabel: String?, url: String) {
        self.id = id
        self.name = name
        self.subtitle = subtitle
        self.odometer = odometer
        self.odometerLabel = odometerLabel
        self.url = url
    }
}

extension SnapshotVehicle: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, subtitle, odometer, odometerLabel, url
    }

    // `odometer` and `odometerLabel` are required keys whose value may be null: a reader must be
    // able to tell "redacted" from "missing", so they are written as explicit nulls.
    /// Decodes the vehicle, with its odometer fields present even when null.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        subtitle = try c.decode(String.self, forKey: .subtitle)
        odometer = try c.decode(Int?.self, forKey: .odometer)
        odometerLabel = try c.decode(String?.self, forKey: .odometerLabel)
        url = try c.decode(String.self, forKey: .url)
    }

    /// Encodes the vehicle, writing null for an absent odometer.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(subtitle, forKey: .subtitle)
        try c.encode(odometer, forKey: .odometer)
        try c.encode(odometerLabel, forKey: .odometerLabel)
        try c.encode(url, forKey: .url)
    }
}
