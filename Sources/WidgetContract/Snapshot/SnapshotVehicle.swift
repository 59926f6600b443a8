/// A vehicle as the vehicle widget shows it. Never carries the licence plate.
public struct SnapshotVehicle: Hashable, Sendable {
    /// The vehicle's stable, URL-safe id.
    public var id: String
    /// The name the user gave it.
    public var name: String
    /// Make, model and year, such as "Renault Clio · 2019".
    public var subtitle: String
    /// What the widget says about the odometer: the latest reading, that there is none, or nothing (locked).
    public var odometer: VehicleOdometer
    /// The deep link to the vehicle.
    public var url: String
    /// The economy of its latest full fill-up, formatted and translated; `nil` when no stretch between
    /// two full fill-ups ends there, when the lock is on, and in files from before it existed (an
    /// optional key old readers ignore, so adding it did not bump the version).
    public var lastEconomy: VehicleEconomy?

    /// Creates a vehicle entry.
    public init(
        id: String, name: String, subtitle: String, odometer: VehicleOdometer, url: String, lastEconomy: VehicleEconomy? = nil
    ) {
        self.id = id
        self.name = name
        self.subtitle = subtitle
        self.odometer = odometer
        self.url = url
        self.lastEconomy = lastEconomy
    }
}

extension SnapshotVehicle: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, subtitle, url
        case odometerStatus, odometer, odometerLabel, readingDate, readingLabel, staleFrom, staleReadingLabel
        case lastEconomy
    }

    // The reading's fields are required keys whose value is null unless `odometerStatus` is
    // "recorded": a reader must tell "no reading" from "hidden" from "missing", so every one of
    // them is written, as an explicit null when there is nothing to say.
    /// Decodes the vehicle; the reading's fields must all be present, and null unless recorded;
    /// `lastEconomy` may be absent.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        subtitle = try c.decode(String.self, forKey: .subtitle)
        url = try c.decode(String.self, forKey: .url)
        lastEconomy = try c.decodeIfPresent(VehicleEconomy.self, forKey: .lastEconomy)
        let status = try c.decode(String.self, forKey: .odometerStatus)
        let value = try c.decode(Int?.self, forKey: .odometer)
        let label = try c.decode(String?.self, forKey: .odometerLabel)
        let readingDate = try c.decode(CalendarDay?.self, forKey: .readingDate)
        let readingLabel = try c.decode(String?.self, forKey: .readingLabel)
        let staleFrom = try c.decode(CalendarDay?.self, forKey: .staleFrom)
        let staleLabel = try c.decode(String?.self, forKey: .staleReadingLabel)
        switch status {
        case VehicleOdometer.recordedStatus:
            func required<Value>(_ value: Value?, _ key: CodingKeys) throws -> Value {
                guard let value else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: c, debugDescription: "must not be null when odometerStatus is \"recorded\"")
                }
                return value
            }
            odometer = .recorded(RecordedOdometer(
                value: try required(value, .odometer), label: try required(label, .odometerLabel),
                readingDate: try required(readingDate, .readingDate), readingLabel: try required(readingLabel, .readingLabel),
                staleFrom: try required(staleFrom, .staleFrom), staleLabel: try required(staleLabel, .staleReadingLabel)))
        case VehicleOdometer.noReadingStatus, VehicleOdometer.hiddenStatus:
            let present: [(CodingKeys, Bool)] = [
                (.odometer, value != nil), (.odometerLabel, label != nil), (.readingDate, readingDate != nil),
                (.readingLabel, readingLabel != nil), (.staleFrom, staleFrom != nil), (.staleReadingLabel, staleLabel != nil),
            ]
            if let (key, _) = present.first(where: { $0.1 }) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: "must be null when odometerStatus is \"\(status)\"")
            }
            odometer = status == VehicleOdometer.hiddenStatus ? .hidden : .noReading
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .odometerStatus, in: c,
                debugDescription: "odometerStatus must be \"recorded\", \"noReading\" or \"hidden\", not \"\(status)\"")
        }
    }

    /// Encodes the vehicle, writing every reading field (null when there is no recorded reading).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(subtitle, forKey: .subtitle)
        try c.encode(url, forKey: .url)
        try c.encode(odometer.status, forKey: .odometerStatus)
        let reading = odometer.recorded
        try c.encode(reading?.value, forKey: .odometer)
        try c.encode(reading?.label, forKey: .odometerLabel)
        try c.encode(reading?.readingDate, forKey: .readingDate)
        try c.encode(reading?.readingLabel, forKey: .readingLabel)
        try c.encode(reading?.staleFrom, forKey: .staleFrom)
        try c.encode(reading?.staleLabel, forKey: .staleReadingLabel)
        // Left out when absent, so that a snapshot without economies is byte for byte what it was before.
        try c.encodeIfPresent(lastEconomy, forKey: .lastEconomy)
    }
}
